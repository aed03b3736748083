import { fetch } from 'undici';
import { describe, expect, it } from 'vitest';
import {
  API_MEDIA_TYPE,
  basic,
  deliveryRequest,
  h,
  quoteAndBuildOrder,
  useHarnessForEachTest,
} from './helpers.ts';

useHarnessForEachTest();

describe('gateway faults', () => {
  it('fails only the chosen catalogue page with 503, once', async () => {
    h.sandbox.faults.inject({ kind: 'status', status: 503, endpoint: 'catalogue', page: 2 });
    expect((await h.get('/catalogue?page=1')).status).toBe(200);
    const failed = await h.get('/catalogue?page=2');
    expect(failed.status).toBe(503);
    expect(failed.json.meta.error.status).toBe(503);
    expect((await h.get('/catalogue?page=2')).status).toBe(200);
  });

  it('answers an injected status with Retry-After, as many times as asked', async () => {
    h.sandbox.faults.inject({ kind: 'status', status: 429, retryAfter: 7, times: 2 });
    for (let i = 0; i < 2; i += 1) {
      const reply = await h.get('/availability');
      expect(reply.status).toBe(429);
      expect(reply.headers.get('retry-after')).toBe('7');
    }
    expect((await h.get('/availability')).status).toBe(200);
  });

  it('answers a 502 HTML page like a gateway', async () => {
    h.sandbox.faults.inject({ kind: 'html-gateway' });
    const reply = await h.get('/availability');
    expect(reply.status).toBe(502);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reply.text).toContain('<h1>502 Bad Gateway</h1>');
  });

  it('answers 500 in plain text', async () => {
    h.sandbox.faults.inject({ kind: 'plain-text' });
    const reply = await h.get('/availability');
    expect(reply.status).toBe(500);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(reply.json).toBeUndefined();
  });

  it('answers 502 with another JSON envelope', async () => {
    h.sandbox.faults.inject({ kind: 'other-json' });
    const reply = await h.get('/availability');
    expect(reply.status).toBe(502);
    expect(reply.json).toEqual({ error: 'upstream' });
  });

  it('resets the connection', async () => {
    h.sandbox.faults.inject({ kind: 'reset', endpoint: 'availability' });
    await expect(h.get('/availability')).rejects.toThrow();
    expect((await h.get('/availability')).status).toBe(200);
    expect(h.sandbox.requests[0]?.status).toBe(0);
  });

  it('hangs until the sandbox closes', async () => {
    h.sandbox.faults.inject({ kind: 'hang' });
    const pending = h.get('/availability');
    const outcome = await Promise.race([
      pending.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300)),
    ]);
    expect(outcome).toBe('still waiting');
    await h.sandbox.close();
    await expect(pending).rejects.toThrow();
  });

  it('redirects to another host, which a client must not follow with credentials', async () => {
    h.sandbox.faults.inject({ kind: 'redirect' });
    const reply = await h.get('/catalogue?page=2');
    expect(reply.status).toBe(302);
    const location = new URL(reply.headers.get('location') ?? '');
    expect(location.hostname).toBe('127.0.0.2');
    expect(location.pathname + location.search).toBe('/api/v1/catalogue?page=2');
  });

  it('hits only the chosen base path and partner', async () => {
    h.sandbox.faults.inject({ kind: 'status', status: 503, base: 'legacy', partner: 'other' });
    expect((await h.get('/availability', { base: 'legacy' })).status).toBe(200);
    expect((await h.get('/availability', { partner: 'other' })).status).toBe(200);
    expect((await h.get('/availability', { partner: 'other', base: 'legacy' })).status).toBe(503);
  });

  it('is cleared by faults.clear()', async () => {
    h.sandbox.faults.inject({ kind: 'status', status: 503, times: Number.POSITIVE_INFINITY });
    expect((await h.get('/availability')).status).toBe(503);
    expect((await h.get('/availability')).status).toBe(503);
    h.sandbox.faults.clear();
    expect((await h.get('/availability')).status).toBe(200);
  });

  it('plays before authentication: a gateway does not know the credentials', async () => {
    h.sandbox.faults.inject({ kind: 'html-gateway' });
    const reply = await fetch(`${h.sandbox.baseUrl}/availability`, {
      dispatcher: h.agent,
      headers: { authorization: basic('wrong', 'wrong'), accept: API_MEDIA_TYPE },
    });
    expect(reply.status).toBe(502);
  });
});

describe('response faults', () => {
  it('truncates a 200 body in the middle of the JSON', async () => {
    h.sandbox.faults.inject({ kind: 'truncated', endpoint: 'catalogue' });
    const reply = await h.get('/catalogue');
    expect(reply.status).toBe(200);
    expect(reply.text.startsWith('{"meta":{"data":')).toBe(true);
    expect(reply.json).toBeUndefined();
  });

  it('answers 200 with an envelope that misses the required fields', async () => {
    h.sandbox.faults.inject({ kind: 'invalid-body', endpoint: 'quote' });
    const broken = await h.post('/quote', deliveryRequest());
    expect(broken.status).toBe(200);
    expect(broken.json.meta.data.quote).toBeUndefined();
    expect(broken.json.meta.data.quote_token).toBeUndefined();
    const healthy = await h.post('/quote', deliveryRequest());
    expect(typeof healthy.json.meta.data.quote_token).toBe('string');
  });

  it('leaves a response fault armed while the service answers an error', async () => {
    h.sandbox.faults.inject({ kind: 'truncated', endpoint: 'orderstatus' });
    expect((await h.post('/orderstatus', { external_order_id: 'none' })).status).toBe(404);
    expect(h.sandbox.faults.pending()).toHaveLength(1);
  });

  it('persists the order and then drops the connection; the replay returns it', async () => {
    const body = await quoteAndBuildOrder(h, 'f-1');
    h.sandbox.faults.inject({ kind: 'drop-after-persist' });
    await expect(h.post('/orders', body)).rejects.toThrow();
    const [saved] = h.sandbox.ledger.list();
    expect(saved?.externalOrderId).toBe('f-1');
    const status = await h.post('/orderstatus', { external_order_id: 'f-1' });
    expect(status.json.meta.data.order_number).toBe(saved?.orderNumber);
    const replay = await h.post('/orders', body);
    expect(replay.json.meta.data).toMatchObject({
      order_number: saved?.orderNumber,
      replayed: true,
    });
    expect(h.sandbox.ledger.list()).toHaveLength(1);
  });
});
