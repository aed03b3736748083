import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store, StoreError } from '../../src/store/index.ts';

let dir: string;
const open: Store[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'open-store-test-'));
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
  await rm(dir, { recursive: true, force: true });
});

async function openFailure(url: string): Promise<StoreError> {
  const error: unknown = await openStore(url).then(
    (store) => {
      open.push(store);
      throw new Error(`openStore(${url}) should have failed`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StoreError);
  return error as StoreError;
}

describe('openStore', () => {
  it('creates the missing directories of an absolute sqlite path', async () => {
    const file = join(dir, 'nested', 'deeper', 'bot.sqlite');
    const store = await openStore(`sqlite://${file}`);
    open.push(store);
    await store.namespace<string>('menu').set('k', 'v');
    expect(existsSync(file)).toBe(true);
    expect(await store.ping()).toBe(true);
  });

  it('resolves a relative sqlite path against the working directory', async () => {
    const file = join(dir, 'data', 'bot.sqlite');
    const store = await openStore(`sqlite://${relative(process.cwd(), file)}`);
    open.push(store);
    expect(existsSync(file)).toBe(true);
  });

  it.each([
    ['redis://:s3cret@127.0.0.1:1/0'],
    ['rediss://user:s3cret@127.0.0.1:1'],
    ['postgres://bot:s3cret@127.0.0.1:1/bot'],
    ['postgresql://bot:s3cret@127.0.0.1:1/bot'],
  ])(
    'dispatches %s to its server and, with none listening, fails without the password',
    async (url) => {
      const error = await openFailure(url);
      expect(error.kind).toBe('unavailable');
      expect(error.message).toContain('127.0.0.1:1');
      expect(`${error.message} ${error.stack}`).not.toContain('s3cret');
      expect(error.cause).toBeUndefined();
    },
  );

  it.each(['redis://:s3cret@[::1/0', 'postgres://bot:s3cret@/bot'])(
    'refuses the server URL %j it cannot use, never echoing it',
    async (url) => {
      const error = await openFailure(url);
      expect(error.kind).toBe('invalid_url');
      expect(`${error.message} ${error.stack}`).not.toContain('s3cret');
    },
  );

  it('refuses an unknown scheme, naming it and the supported ones', async () => {
    const error = await openFailure('mongodb://u:s3cret@db.local/bot');
    expect(error.kind).toBe('unsupported_scheme');
    expect(error.message).toContain('"mongodb:"');
    expect(error.message).toContain('sqlite://');
    expect(error.message).not.toContain('s3cret');
  });

  it.each(['data/bot.sqlite', 'sqlite:data/bot.sqlite', 'sqlite://', 'sqlite://:memory:', ''])(
    'refuses the malformed or non-durable STORE_URL %j',
    async (url) => {
      expect((await openFailure(url)).kind).toBe('invalid_url');
    },
  );
});
