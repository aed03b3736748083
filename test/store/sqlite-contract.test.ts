import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { storeContract } from './store-contract.ts';

describe('sqlite store, through the contract every backend shares', () => {
  let dir: string;
  let n = 0;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sqlite-contract-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  storeContract(() => ({ freshUrl: async () => `sqlite://${join(dir, `store-${n++}.sqlite`)}` }));
});
