import { describe, expect, it } from 'vitest';
import { removeProduct } from '../../../src/sandbox/menu/index.ts';
import { API_MEDIA_TYPE, h, OPEN_NOON_MS, useHarnessForEachTest } from './helpers.ts';

useHarnessForEachTest();

describe('GET /catalogue', () => {
  it('pages the whole menu in pages of 50 until has_more is false', async () => {
    const ids: number[] = [];
    let page = 1;
    // biome-ignore lint/suspicious/noExplicitAny: the page is read by path and asserted on
    let data: any;
    do {
      const reply = await h.get(`/catalogue?page=${page}`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe(API_MEDIA_TYPE);
      expect(reply.json.jsonapi).toEqual({ version: '1.1' });
      data = reply.json.meta.data;
      expect(data.page).toBe(page);
      expect(data.page_size).toBe(50);
      expect(data.products.length).toBeLessThanOrEqual(50);
      ids.push(...data.products.map((p: { id: number }) => p.id));
      page += 1;
    } while (data.has_more);
    expect(page - 1).toBeGreaterThanOrEqual(3);
    expect(ids).toHaveLength(data.total);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(h.sandbox.menu.products.map((p) => p.id));
  });

  it('defaults to page 1 and stamps generated_at with the injected clock', async () => {
    const reply = await h.get('/catalogue');
    expect(reply.json.meta.data.page).toBe(1);
    expect(Date.parse(reply.json.meta.data.generated_at)).toBe(OPEN_NOON_MS);
  });

  it('answers an empty last page past the end', async () => {
    const reply = await h.get('/catalogue?page=9999');
    expect(reply.status).toBe(200);
    expect(reply.json.meta.data.products).toEqual([]);
    expect(reply.json.meta.data.has_more).toBe(false);
  });

  it('serves the live menu: a removed product disappears from the next read', async () => {
    const before = await h.get('/catalogue');
    const firstId = before.json.meta.data.products[0].id as number;
    removeProduct(h.sandbox.menu, firstId);
    const after = await h.get('/catalogue');
    expect(after.json.meta.data.products.map((p: { id: number }) => p.id)).not.toContain(firstId);
    expect(after.json.meta.data.total).toBe(before.json.meta.data.total - 1);
  });
});

describe('GET /availability', () => {
  it('returns the menu availability object as meta.data', async () => {
    const reply = await h.get('/availability');
    expect(reply.status).toBe(200);
    expect(reply.json.meta.data).toEqual(JSON.parse(JSON.stringify(h.sandbox.menu.availability)));
    expect(reply.json.meta.data.payment_methods).toEqual(['cash']);
  });
});
