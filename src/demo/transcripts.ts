import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ManualClock } from '../clock.ts';
import type { Locale } from '../locale/locale.ts';
import { createLogger } from '../logger.ts';
import { DEMO_CHAT_ID, type Demo, startDemo } from './run.ts';
import { asksForNumber, formatMessage } from './terminal.ts';

/** Monday 23 November 2026, noon in Sofia: every demo zone and the pickup point are open. */
const MONDAY_NOON = Date.parse('2026-11-23T10:00:00Z');
const KITCHEN_STEP_MS = 45_000;

/** One step of a scripted customer: tap the button whose label contains `tap`, or type text. */
type Step = { tap: string } | { type: string };

const tap = (label: string): Step => ({ tap: label });
const type = (text: string): Step => ({ type: text });

/** The labels tapped and the details typed in the delivery transcript, in one language. */
interface DeliveryWords {
  pizzas: string;
  margherita: string;
  family: string;
  extras: string;
  mushrooms: string;
  basil: string;
  done: string;
  addTwo: string;
  order: string;
  centre: string;
  name: string;
  email: string;
  address: string;
  bell: string;
  confirm: string;
}

/** Two family Margheritas with mushrooms and without basil, delivered to the centre. */
function delivery(w: DeliveryWords): Step[] {
  return [
    type('/start'),
    ...[w.pizzas, w.margherita, w.family, w.extras, w.mushrooms, w.basil, w.done].map(tap),
    type('2'),
    ...[w.addTwo, w.order, w.centre].map(tap),
    ...[w.name, '0888 123 456', w.email, w.address, w.bell].map(type),
    tap(w.confirm),
  ];
}

/** The labels of the order's own screen and of a checkout that keeps each detail. */
interface ReorderWords {
  orderNumber: string;
  orderAgain: string;
  change: string;
  keep: string;
  skip: string;
}

/** The order's own screen, then "order this again" and a checkout that keeps each detail. */
function reorder(w: DeliveryWords & ReorderWords): Step[] {
  return [
    ...[w.orderNumber, w.orderAgain, w.order, w.centre, w.change, w.keep].map(tap),
    type('k2'),
    ...[w.keep, w.keep, w.skip].map(tap),
  ];
}

const BG: DeliveryWords = {
  pizzas: 'Пици',
  margherita: 'Маргарита',
  family: 'Фамилна',
  extras: 'Добавки и промени',
  mushrooms: '➕ Гъби',
  basil: '✔ Босилек',
  done: 'Готово',
  addTwo: 'Добави 2 бр.',
  order: 'Поръчай',
  centre: 'Център',
  name: 'Иван Петров',
  email: 'ivan@example.com',
  address: 'ул. Витоша 10, ет. 3',
  bell: 'Звънец 12',
  confirm: 'Потвърждавам',
};

const EN: DeliveryWords & ReorderWords = {
  pizzas: 'Pizzas',
  margherita: 'Margherita',
  family: 'Family',
  extras: 'Extras and changes',
  mushrooms: '➕ Mushrooms',
  basil: '✔ Basil',
  done: 'Done',
  addTwo: 'Add 2 to cart',
  order: 'Order',
  centre: 'Centre',
  name: 'John Smith',
  email: 'john@example.com',
  address: 'ul. Vitosha 10, floor 3',
  bell: 'Bell 12',
  confirm: 'Confirm',
  orderNumber: 'No. 1001',
  orderAgain: 'Order this again',
  change: 'Change',
  keep: 'Keep',
  skip: 'Skip',
};

// Issue 23: the same delivery in German and Ukrainian, with the demo's shipped translations.
const DE: DeliveryWords & ReorderWords = {
  pizzas: 'Pizzen',
  margherita: 'Margherita',
  family: 'Familie',
  extras: 'Extras und Änderungen',
  mushrooms: '➕ Champignons',
  basil: '✔ Basilikum',
  done: 'Fertig',
  addTwo: 'in den Warenkorb',
  order: '✅ Bestellen',
  centre: 'Zentrum',
  name: 'Hans Müller',
  email: 'hans@example.com',
  address: 'ul. Vitosha 10, 3. Stock',
  bell: 'Klingel 12',
  confirm: 'bestätigen',
  orderNumber: 'Nr. 1001',
  orderAgain: 'Noch einmal bestellen',
  change: 'Ändern',
  keep: 'Beibehalten',
  skip: 'Überspringen',
};

const UK: DeliveryWords & ReorderWords = {
  pizzas: 'Піци',
  margherita: 'Маргарита',
  family: 'Сімейна',
  extras: 'Добавки та зміни',
  mushrooms: '➕ Гриби',
  basil: '✔ Базилік',
  done: 'Готово',
  addTwo: 'до кошика',
  order: '✅ Замовити',
  centre: 'Центр',
  name: 'Олена Коваленко',
  email: 'olena@example.com',
  address: 'вул. Вітоша 10, поверх 3',
  bell: 'Дзвінок 12',
  confirm: 'Підтверджую',
  orderNumber: '№ 1001',
  orderAgain: 'Замовити знову',
  change: 'Змінити',
  keep: 'Залишити',
  skip: 'Пропустити',
};

/** The transcripts the README points to: a delivery and a pickup order in each language. */
export const TRANSCRIPTS: readonly {
  name: string;
  locale: Locale;
  steps: readonly Step[];
  /** After the kitchen's news and /orders: what the customer does with a past order. */
  after?: readonly Step[];
}[] = [
  {
    name: 'bg-delivery',
    locale: 'bg',
    steps: delivery(BG),
    // The order's own screen, "order this again", and a checkout with the saved details.
    after: ['№ 1001', 'Поръчай отново', 'Поръчай', 'Център', 'Използвай'].map(tap),
  },
  {
    name: 'bg-pickup',
    locale: 'bg',
    steps: [
      type('/start'),
      // Delivery to Център first: the cart is below its minimum, said before any detail.
      ...[
        'Пици',
        'Пеперони',
        'Средна',
        'Добави',
        'Добави 1 бр.',
        'Поръчай',
        'Център',
        'Ще взема',
      ].map(tap),
      type('Мария Иванова'),
      type('k1'),
      ...['Пропусни', 'Пропусни', 'Потвърждавам'].map(tap),
    ],
  },
  { name: 'en-delivery', locale: 'en', steps: delivery(EN), after: reorder(EN) },
  {
    name: 'en-pickup',
    locale: 'en',
    steps: [
      type('/start'),
      ...['Pizzas', 'Pepperoni', 'Medium', 'Add', 'Add 1 to cart', 'Order', "I'll collect"].map(
        tap,
      ),
      type('Jane Doe'),
      type('k1'),
      ...['Skip', 'Skip', 'Confirm'].map(tap),
    ],
  },
  { name: 'de-delivery', locale: 'de', steps: delivery(DE), after: reorder(DE) },
  { name: 'uk-delivery', locale: 'uk', steps: delivery(UK), after: reorder(UK) },
  {
    // A whole order typed in one message (issue 25, docs/typed-orders.md): read back, one line
    // changed on its own card, then all of it into the cart with one tap.
    name: 'bg-typed-order',
    locale: 'bg',
    steps: [
      type('/start'),
      type('2 големи маргарити без босилек, една капричоза без гъби и 2 айряна'),
      ...[
        'Промени 2',
        'Средна',
        'Добави',
        'обратно към поръчката',
        'Добави всички 3',
        'Поръчай',
      ].map(tap),
      tap('Ще взема'),
      type('Мария Иванова'),
      type('k1'),
      ...['Пропусни', 'Пропусни', 'Потвърждавам'].map(tap),
    ],
  },
];

// What a tap looks like typed in the terminal: the button's number (#N where numbers are
// quantities), as a person following the printed numbers would type it.
function typedFor(demo: Demo, label: string): { line: string; label: string } {
  const live = demo.telegram.liveMessage(DEMO_CHAT_ID);
  const buttons = live?.buttons.flat() ?? [];
  const index = buttons.findIndex((button) => button.text.includes(label));
  const button = buttons[index];
  if (!button)
    throw new Error(`no button "${label}" in: ${buttons.map((b) => b.text).join(' | ')}`);
  return { line: `${asksForNumber(live) ? '#' : ''}${index + 1}`, label: button.text };
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1_000; i += 1) {
    if (check()) return;
    await new Promise((done) => setTimeout(done, 10));
  }
  throw new Error(`transcript: timed out waiting for ${what}`);
}

/** Types each step into the demo: a tap as the button's number, text as it is. */
async function runSteps(demo: Demo, out: string[], steps: readonly Step[]): Promise<void> {
  for (const step of steps) {
    if ('tap' in step) {
      const { line, label } = typedFor(demo, step.tap);
      out.push(`> ${line}   (${label})`);
      await demo.type(line);
    } else {
      out.push(`> ${step.type}`);
      await demo.type(step.type);
    }
  }
}

/** The narration between the kitchen's steps, in the transcript's language (English otherwise). */
function kitchenLine(locale: Locale, seconds: number): string {
  switch (locale) {
    case 'bg':
      return `… ${seconds} s по-късно (демо кухнята)`;
    case 'de':
      return `… ${seconds} s später (die Demo-Küche)`;
    case 'uk':
      return `… через ${seconds} с (демо-кухня)`;
    default:
      return `… ${seconds} s later (the demo kitchen)`;
  }
}

/**
 * Records one transcript: the real demo (sandbox, bot, terminal rules) on a manual clock at
 * noon in Sofia, a scripted customer typing into it, then the demo kitchen's three steps with
 * the news each brings. Returns the text exactly as the terminal prints it, with each typed
 * line shown as `> line` (and the button it taps).
 */
export async function recordTranscript(script: (typeof TRANSCRIPTS)[number]): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'transcript-'));
  const clock = new ManualClock(MONDAY_NOON);
  const out: string[] = [];
  const demo = await startDemo({
    dataDir,
    clock,
    logger: createLogger({ level: 'silent' }),
    locale: script.locale,
    kitchenStepMs: KITCHEN_STEP_MS,
  });
  demo.telegram.onMessage = (chatId, message, change) => {
    if (chatId !== DEMO_CHAT_ID || (change === 'markup' && message.buttons.length === 0)) return;
    out.push(formatMessage(message, change !== 'sent', script.locale));
  };
  try {
    await runSteps(demo, out, script.steps);
    for (let step = 1; step <= 3; step += 1) {
      const news = demo.telegram.messages(DEMO_CHAT_ID).length;
      const seconds = (step * KITCHEN_STEP_MS) / 1000;
      out.push(kitchenLine(script.locale, seconds));
      clock.advance(KITCHEN_STEP_MS);
      await until(() => demo.telegram.messages(DEMO_CHAT_ID).length > news, 'the status news');
    }
    out.push('> /orders');
    await demo.type('/orders');
    await runSteps(demo, out, script.after ?? []);
  } finally {
    await demo.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return `${out.join('\n')}\n`;
}

/**
 * `node src/demo/transcripts.ts [dir]`: records every transcript and writes them to
 * `dir/<name>.txt` (default docs/transcripts), so the README can show what a customer sees.
 */
async function main(): Promise<void> {
  const dir = resolve(process.argv[2] ?? join('docs', 'transcripts'));
  mkdirSync(dir, { recursive: true });
  for (const script of TRANSCRIPTS) {
    writeFileSync(join(dir, `${script.name}.txt`), await recordTranscript(script));
    process.stdout.write(`${join(dir, `${script.name}.txt`)}\n`);
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `transcripts failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
