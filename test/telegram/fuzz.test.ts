import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { demoMenu } from '../support/demo-menu.ts';
import { menuIds, tickArbitrary } from '../support/telegram-fuzz.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';
import { sessionOf } from '../support/telegram-steps.ts';
import { failureReport, finalProblems } from './fuzz-checks.ts';
import { CHATS, FuzzRun, HOME, totals } from './fuzz-run.ts';

/*
 * Bad input, property-based (issue 7): random update sequences across many chats — texts of
 * every kind, taps on live buttons (mostly, so conversations reach quotes and orders), stale and
 * forged taps, contacts, stickers, edits, group messages — against the real bot, the sandbox over
 * HTTPS and a real sqlite store. Every run must end with: no update failed, every tap answered,
 * every private message answered, every Telegram request well-formed, zero 400/413/415/422 at
 * the sandbox, no request refused by the client as invalid, and every chat back home on /start.
 * FUZZ_RUNS / FUZZ_TICKS make longer runs; FUZZ_SEED replays one (two or three updates of a tick
 * run concurrently, so a replay is close but not always identical); FUZZ_SHRINK=1 shrinks a
 * failure; FUZZ_DEBUG=1 prints where every chat ended.
 */

const world = useTelegramWorld();
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
const TICKS = Number(process.env.FUZZ_TICKS ?? 3_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

describe('texts named like built-in object members', () => {
  it('are searched like any text and leave the conversation working', async () => {
    // Found by the fuzz below: 'constructor' was looked up in a plain object of reply-keyboard
    // labels, sent to the machine as an event without a type, and the chat stayed stuck.
    const bot = await world.start();
    const chat = 7_001;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Пици');
    for (const text of ['constructor', '__proto__', 'toString']) {
      await bot.text(chat, text);
      expect(bot.screenText(chat)).toBe(`Не намерих нищо за „${text}“. Опитайте с друга дума.`);
    }
    const session = await sessionOf(bot, chat);
    expect(session?.snapshot).toMatchObject({ status: 'active' });
    await bot.text(chat, '/start');
    expect(bot.screenText(chat)).toMatch(HOME);
  });
});

describe('random update sequences across many chats', () => {
  afterAll(() => {
    console.log(`telegram fuzz (seed ${SEED}): ${JSON.stringify(totals)}`);
  });

  it('never crash the bot, never send the sandbox an invalid request, and always answer', async () => {
    const ids = menuIds(demoMenu());
    let runNo = 0;
    const property = fc.asyncProperty(
      fc.array(tickArbitrary(ids, CHATS), { minLength: TICKS / 2, maxLength: TICKS }),
      async (ticks) => {
        runNo += 1;
        totals.runs += 1;
        const run = new FuzzRun(world, runNo);
        const requestsBefore = world.sandbox.requests.length;
        const clientLogsBefore = world.logs.lines.length;
        await run.start();
        try {
          for (const steps of ticks) await run.tick(steps);
          const problems = await finalProblems(run, requestsBefore, clientLogsBefore);
          if (problems.length > 0) throw new Error(failureReport(run, problems));
        } finally {
          await run.bot.store.close();
        }
      },
    );
    const details = await fc.check(property, {
      numRuns: RUNS,
      seed: SEED,
      endOnFailure: process.env.FUZZ_SHRINK === undefined,
    });
    if (details.failed) {
      expect.fail(
        `fuzz failed after ${details.numRuns} run(s); replay with FUZZ_SEED=${SEED} (path ${details.counterexamplePath})\n${String(details.errorInstance)}`,
      );
    }
  }, 180_000);
});
