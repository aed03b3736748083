import { describe, expect, it } from 'vitest';
import { demoProcessDir, startDemoProcess } from '../support/demo-process.ts';

const CYRILLIC = /\p{Script=Cyrillic}/u;

describe('the demo speaks the language it was started in', () => {
  it('prints its banner, /help and goodbye in German, with a German typed order', async () => {
    const demo = startDemoProcess('de');
    const banner = await demo.waitFor(/Willkommen/);
    expect(banner).toContain('Bestell-Bot einer Pizzeria — lokale Demo');
    expect(banner).toContain('„2 große Margherita ohne Basilikum und eine Cola“');
    // Nothing Bulgarian in a German demo's own words (the demo menu is translated too).
    expect(banner).not.toMatch(CYRILLIC);
    demo.type('/help');
    const help = await demo.waitFor(/DEMO_KITCHEN_SECONDS/);
    expect(help).toContain('Oder schreiben Sie eine ganze Bestellung');
    expect(help).not.toMatch(CYRILLIC);
    demo.type('/quit');
    expect(await demo.exited).toBe(0);
    expect(demo.output().trimEnd().split('\n').at(-1)).toBe('Auf Wiedersehen.');
  }, 40_000);

  it('starts in DEMO_LOCALE even when the chat kept another language; unset, the chat goes on', async () => {
    const dataDir = demoProcessDir();
    const first = startDemoProcess('bg', dataDir);
    await first.waitFor(/Добре дошли/);
    first.type('/language');
    await first.waitFor(/Изберете език:/);
    await first.press('English');
    await first.waitFor(/Welcome!/);
    first.type('/quit');
    expect(await first.exited).toBe(0);
    // The customer's choice held within that run: the goodbye is English.
    expect(first.output().trimEnd().split('\n').at(-1)).toBe('Bye.');

    const second = startDemoProcess('pl', dataDir);
    const polish = await second.waitFor(/Witamy!/);
    expect(polish).toContain('Bot zamówień pizzerii');
    second.type('/quit');
    expect(await second.exited).toBe(0);
    expect(second.output().trimEnd().split('\n').at(-1)).toBe('Do widzenia.');

    // Without DEMO_LOCALE the chat goes on in the language it kept.
    const third = startDemoProcess(undefined, dataDir);
    await third.waitFor(/Witamy!/);
    third.type('/quit');
    expect(await third.exited).toBe(0);
  }, 60_000);

  it('refuses a DEMO_LOCALE it does not speak, naming the variable', async () => {
    const demo = startDemoProcess('fr');
    expect(await demo.exited).toBe(1);
    expect(demo.output()).toContain('DEMO_LOCALE must be one of bg, en, ro, uk, pl, de, got "fr"');
  }, 20_000);

  it('refuses it in the fleet demo too (it used to fall back to Bulgarian without a word)', async () => {
    const demo = startDemoProcess('fr', demoProcessDir(), ['--restaurants', '2']);
    expect(await demo.exited).toBe(1);
    expect(demo.output()).toContain('DEMO_LOCALE must be one of bg, en, ro, uk, pl, de, got "fr"');
  }, 20_000);
});
