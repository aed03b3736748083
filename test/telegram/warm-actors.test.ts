import { describe, expect, it } from 'vitest';
import { sameJson, WarmActors } from '../../src/telegram/warm-actors.ts';
import { addMargarita, screen, sessionOf, useTelegramWorld } from '../support/telegram-steps.ts';

const world = useTelegramWorld();

class FakeActor {
  stopped = false;
  stop(): void {
    this.stopped = true;
  }
}

describe('sameJson', () => {
  it('matches a value with what the store reads back after a JSON round trip', () => {
    const live = { status: 'active', output: undefined, context: { cart: { lines: [1, 2] } } };
    expect(sameJson(live, JSON.parse(JSON.stringify(live)))).toBe(true);
  });

  it('tells apart any change of value, key, length or kind', () => {
    const base = { a: 1, b: [1, { c: 'x' }], d: null };
    expect(sameJson(base, { a: 2, b: [1, { c: 'x' }], d: null })).toBe(false);
    expect(sameJson(base, { a: 1, b: [1, { c: 'y' }], d: null })).toBe(false);
    expect(sameJson(base, { a: 1, b: [1], d: null })).toBe(false);
    expect(sameJson(base, { a: 1, b: [1, { c: 'x' }], d: null, e: 0 })).toBe(false);
    expect(sameJson(base, { a: 1, b: { 0: 1, 1: { c: 'x' } }, d: null })).toBe(false);
    expect(sameJson({ d: null }, { d: {} })).toBe(false);
    expect(sameJson({ d: undefined }, { d: null })).toBe(false);
  });
});

describe('WarmActors', () => {
  it('hands an actor back once, only for the revision and snapshot it was kept with', () => {
    const warm = new WarmActors<FakeActor>(10);
    const actor = new FakeActor();
    warm.keep(1, actor, 3, { value: 'cart' });
    expect(warm.take(1, 3, { value: 'cart' })).toBe(actor);
    expect(warm.take(1, 3, { value: 'cart' })).toBeUndefined();
    expect(actor.stopped).toBe(false);
  });

  it('stops an actor whose stored session moved on (another instance wrote)', () => {
    const warm = new WarmActors<FakeActor>(10);
    const byRev = new FakeActor();
    const bySnapshot = new FakeActor();
    warm.keep(1, byRev, 3, { value: 'cart' });
    warm.keep(2, bySnapshot, 3, { value: 'cart' });
    expect(warm.take(1, 4, { value: 'cart' })).toBeUndefined();
    expect(warm.take(2, 3, { value: 'home' })).toBeUndefined();
    expect([byRev.stopped, bySnapshot.stopped]).toEqual([true, true]);
    expect(warm.size).toBe(0);
  });

  it('evicts and stops the least recently kept actor beyond its limit', () => {
    const warm = new WarmActors<FakeActor>(2);
    const [a, b, c] = [new FakeActor(), new FakeActor(), new FakeActor()];
    warm.keep(1, a, 1, null);
    warm.keep(2, b, 1, null);
    warm.keep(1, a, 2, null);
    warm.keep(3, c, 1, null);
    expect([a.stopped, b.stopped, c.stopped]).toEqual([false, true, false]);
    expect(warm.size).toBe(2);
  });
});

describe('an instance keeping actors between updates', () => {
  it('follows a change another instance wrote without drawing a new view', async () => {
    const first = await world.start();
    const chat = 4101;
    await first.text(chat, '/start');
    await addMargarita(first, chat);
    expect(screen(first, chat)).toContain('Пица Маргарита');
    const rev = (await sessionOf(first, chat))?.viewRev;

    const second = await world.start({ store: first.store, telegram: first.telegram });
    await second.runtime.handle({ chatId: chat, event: { type: 'CART_CLEAR' }, render: false });
    expect((await sessionOf(first, chat))?.viewRev).toBe(rev);

    await first.text(chat, '/cart');
    expect(screen(first, chat)).toContain('Количката е празна.');
  });

  it("answers in the language another instance stored since this one's last update", async () => {
    const first = await world.start();
    const chat = 4102;
    await first.text(chat, '/start');
    expect(await first.runtime.locale(chat, 'bg')).toBe('bg');

    const second = await world.start({ store: first.store, telegram: first.telegram });
    await second.runtime.handle({ chatId: chat, event: { type: 'SET_LOCALE', locale: 'en' } });
    expect(await first.runtime.locale(chat, 'bg')).toBe('en');
    await first.text(chat, '/cart');
    expect(screen(first, chat)).toContain('Your cart is empty.');
  });
});
