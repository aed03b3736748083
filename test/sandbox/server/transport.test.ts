import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, fetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../../src/sandbox/server.ts';
import { API_MEDIA_TYPE, account, basic, h, type Reply, useHarnessForEachTest } from './helpers.ts';

useHarnessForEachTest();

function expectError(reply: Reply, status: number) {
  expect(reply.status).toBe(status);
  expect(reply.headers.get('content-type')).toBe(API_MEDIA_TYPE);
  expect(reply.json.meta.error.status).toBe(status);
  expect(typeof reply.json.meta.error.message).toBe('string');
}

describe('TLS and plain HTTP', () => {
  it('serves HTTPS that verifies with the generated CA and with nothing else', async () => {
    const ok = await h.get('/availability');
    expect(ok.status).toBe(200);
    await expect(fetch(`${h.sandbox.baseUrl}/availability`)).rejects.toThrow();
  });

  it('reuses the CA written to dataDir across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-ca-'));
    const first = await startSandbox({ dataDir });
    await first.close();
    const second = await startSandbox({ dataDir });
    try {
      expect(second.caPem).toBe(first.caPem);
      expect(second.caFile).toBe(join(dataDir, 'ca.pem'));
      const agent = new Agent({ connect: { ca: first.caPem } });
      const { key, password } = account(second, 'demo').credentials;
      const reply = await fetch(`${second.baseUrl}/availability`, {
        dispatcher: agent,
        headers: { authorization: basic(key, password), accept: API_MEDIA_TYPE },
      });
      expect(reply.status).toBe(200);
      await agent.close();
    } finally {
      await second.close();
    }
  });

  it('refuses plain HTTP with 403 and never redirects, even with valid credentials', async () => {
    const { key, password } = account(h.sandbox, 'demo').credentials;
    const reply = await fetch(`${h.sandbox.httpUrl}/api/v1/catalogue`, {
      headers: { authorization: basic(key, password), accept: API_MEDIA_TYPE },
      redirect: 'manual',
    });
    expect(reply.status).toBe(403);
    expect(reply.headers.get('location')).toBeNull();
    expect(await reply.json()).toMatchObject({ meta: { error: { status: 403 } } });
  });
});

describe('authentication', () => {
  it('accepts the active demo and other partners', async () => {
    expect((await h.get('/availability')).status).toBe(200);
    expect((await h.get('/availability', { partner: 'other' })).status).toBe(200);
  });

  it('answers 401 without credentials, with wrong ones and with a wrong password', async () => {
    expectError(await h.get('/availability', { partner: null }), 401);
    expectError(await h.get('/availability', { authorization: basic('nobody', 'x') }), 401);
    const wrong = basic(account(h.sandbox, 'demo').credentials.key, 'not-the-password');
    expectError(await h.get('/availability', { authorization: wrong }), 401);
    expectError(await h.get('/availability', { authorization: 'Bearer abc' }), 401);
  });

  it('answers 401 to a paused partner with valid credentials', async () => {
    expectError(await h.get('/availability', { partner: 'paused' }), 401);
  });

  it('answers 401 to rotated-out credentials and 200 to the new ones', async () => {
    const old = account(h.sandbox, 'rotated').revoked[0];
    if (!old) throw new Error('rotated partner has no revoked credentials');
    expectError(await h.get('/availability', { authorization: basic(old.key, old.password) }), 401);
    expect((await h.get('/availability', { partner: 'rotated' })).status).toBe(200);
  });

  it('blocks a partner paused while running', async () => {
    expect((await h.get('/availability')).status).toBe(200);
    account(h.sandbox, 'demo').state = 'paused';
    expectError(await h.get('/availability'), 401);
  });
});

describe('request checks', () => {
  it('answers 404 to an unknown route and a known path with the wrong method', async () => {
    expectError(await h.get('/products'), 404);
    expectError(await h.get('/quote'), 404);
    expectError(await h.post('/catalogue', {}), 404);
  });

  it('answers 404 to an unknown route before checking credentials', async () => {
    expectError(await h.get('/nope', { partner: null }), 404);
  });

  it('checks credentials before Accept', async () => {
    expectError(await h.get('/availability', { partner: null, accept: 'text/html' }), 401);
  });

  it('answers 400 when Accept is missing or not the API media type', async () => {
    expectError(await h.get('/availability', { accept: null }), 400);
    expectError(await h.get('/availability', { accept: '*/*' }), 400);
    expectError(await h.get('/availability', { accept: 'application/json' }), 400);
    const listed = await h.get('/availability', { accept: `application/json, ${API_MEDIA_TYPE}` });
    expect(listed.status).toBe(200);
  });

  it('answers 400 to unsupported or invalid query parameters', async () => {
    expectError(await h.get('/catalogue?page=0'), 400);
    expectError(await h.get('/catalogue?page=10001'), 400);
    expectError(await h.get('/catalogue?page=1.5'), 400);
    expectError(await h.get('/catalogue?page=abc'), 400);
    expectError(await h.get('/catalogue?page=1&page=2'), 400);
    expectError(await h.get('/catalogue?page=1&limit=10'), 400);
    expectError(await h.get('/availability?page=1'), 400);
    expectError(await h.post('/orderstatus?x=1', { external_order_id: 'a1' }), 400);
    expect((await h.get('/catalogue?page=10000')).status).toBe(200);
  });

  it('answers 415 when a POST is not application/json', async () => {
    const body = { external_order_id: 'a1' };
    expectError(await h.post('/orderstatus', body, { contentType: 'text/plain' }), 415);
    expectError(await h.post('/orderstatus', body, { contentType: null }), 415);
    expectError(await h.post('/orderstatus', body, { contentType: API_MEDIA_TYPE }), 415);
    const ok = await h.post('/orderstatus', body, {
      contentType: 'application/json; charset=utf-8',
    });
    expect(ok.status).toBe(404);
  });

  it('answers 413 to a body over 128 KiB announced by Content-Length', async () => {
    const big = JSON.stringify({ external_order_id: 'x'.repeat(140 * 1024) });
    expectError(await h.post('/orderstatus', null, { rawBody: big }), 413);
  });

  it('answers 413 to a chunked body that grows past 128 KiB while streaming', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 12) controller.close();
        else controller.enqueue(chunk);
      },
    });
    expectError(await h.post('/orderstatus', null, { rawBody: stream }), 413);
  });

  it('accepts a body of exactly 128 KiB as far as size goes', async () => {
    const filler = 'x'.repeat(128 * 1024 - '{"external_order_id":""}'.length);
    const exact = JSON.stringify({ external_order_id: filler });
    expect(Buffer.byteLength(exact)).toBe(128 * 1024);
    expect((await h.post('/orderstatus', null, { rawBody: exact })).status).toBe(404);
  });

  it('answers 400 to malformed JSON, non-UTF-8 bytes and non-object bodies', async () => {
    expectError(await h.post('/orderstatus', null, { rawBody: '{"external_order_id":' }), 400);
    expectError(
      await h.post('/orderstatus', null, { rawBody: Buffer.from([0x7b, 0xff, 0x7d]) }),
      400,
    );
    expectError(await h.post('/orderstatus', ['a']), 400);
    expectError(await h.post('/orderstatus', null), 400);
    expectError(await h.post('/orderstatus', 'text'), 400);
  });

  it('serves the same interface under the legacy base path', async () => {
    const primary = await h.get('/catalogue?page=2');
    const legacy = await h.get('/catalogue?page=2', { base: 'legacy' });
    expect(legacy.status).toBe(200);
    expect(legacy.json.meta.data).toEqual(primary.json.meta.data);
    expect(legacy.headers.get('content-type')).toBe(API_MEDIA_TYPE);
    expectError(await h.get('/catalogue?page=0', { base: 'legacy' }), 400);
    expect(h.sandbox.requests.map((r) => r.base)).toEqual(['primary', 'legacy', 'legacy']);
  });

  it('logs every request with its partner and status, never credentials', async () => {
    await h.get('/availability');
    await h.get('/availability', { partner: null });
    await h.get('/missing');
    expect(
      h.sandbox.requests.map(({ path, partner, status }) => ({ path, partner, status })),
    ).toEqual([
      { path: '/api/v1/availability', partner: 'demo', status: 200 },
      { path: '/api/v1/availability', partner: undefined, status: 401 },
      { path: '/api/v1/missing', partner: undefined, status: 404 },
    ]);
  });
});
