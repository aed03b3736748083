import { afterEach, describe, expect, it } from 'vitest';
import { account, type Harness, startHarness } from './helpers.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function burn(harness: Harness, count: number, partner = 'demo'): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    statuses.push((await harness.get('/availability', { partner })).status);
  }
  return statuses;
}

describe('per-partner rate limit', () => {
  it('answers 429 with Retry-After in seconds after the cap, then admits when the window slides', async () => {
    h = await startHarness({ rateLimitPerMinute: 3 });
    expect(await burn(h, 3)).toEqual([200, 200, 200]);
    h.clock.advance(20_000);
    const limited = await h.get('/availability');
    expect(limited.status).toBe(429);
    expect(limited.json.meta.error.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('40');
    h.clock.advance(39_000);
    expect((await h.get('/availability')).status).toBe(429);
    h.clock.advance(1_000);
    expect((await h.get('/availability')).status).toBe(200);
  });

  it('writes Retry-After as an HTTP-date when configured', async () => {
    h = await startHarness({ rateLimitPerMinute: 1, retryAfterFormat: 'date' });
    await burn(h, 1);
    h.clock.advance(10_500);
    const limited = await h.get('/availability');
    expect(limited.status).toBe(429);
    const retryAt = Date.parse(limited.headers.get('retry-after') ?? '');
    expect(retryAt).toBe(h.clock.now() - 10_500 + 60_000);
    expect(limited.headers.get('retry-after')).toMatch(/GMT$/);
  });

  it('counts each partner separately and counts a rotated partner by identity', async () => {
    h = await startHarness({ rateLimitPerMinute: 2 });
    expect(await burn(h, 3)).toEqual([200, 200, 429]);
    expect(await burn(h, 2, 'other')).toEqual([200, 200]);
    expect(await burn(h, 3, 'rotated')).toEqual([200, 200, 429]);
  });

  it('applies the lower of the individual and the global cap', async () => {
    h = await startHarness({ rateLimitPerMinute: 5 });
    account(h.sandbox, 'demo').rateLimitPerMinute = 2;
    expect(await burn(h, 3)).toEqual([200, 200, 429]);
  });

  it('counts every endpoint, the catalogue included', async () => {
    h = await startHarness({ rateLimitPerMinute: 2 });
    expect((await h.get('/catalogue')).status).toBe(200);
    expect((await h.post('/orderstatus', { external_order_id: 'x1' })).status).toBe(404);
    expect((await h.get('/catalogue?page=2')).status).toBe(429);
  });
});

describe('per-IP rate limit', () => {
  it('limits all requests from one address, whatever the credentials, before routing', async () => {
    h = await startHarness({ ipRateLimitPerMinute: 3, rateLimitPerMinute: 100 });
    expect((await h.get('/availability')).status).toBe(200);
    expect((await h.get('/availability', { partner: null })).status).toBe(401);
    expect((await h.get('/nowhere', { partner: 'other' })).status).toBe(404);
    const limited = await h.get('/nowhere', { partner: 'other' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(limited.json.meta.error.status).toBe(429);
    h.clock.advance(60_000);
    expect((await h.get('/availability', { partner: 'other' })).status).toBe(200);
  });
});
