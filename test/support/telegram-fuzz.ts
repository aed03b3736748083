import fc from 'fast-check';
import type { Update } from 'grammy/types';
import type { Menu } from '../../src/catalogue/menu.ts';
import type { LocalTelegram } from '../../src/demo/local-chat.ts';

/*
 * Random update sequences for the in-process bot (test/telegram/fuzz.test.ts). A step is
 * abstract ("tap the n-th button of the chat's live message", "a text fitting the prompt") so
 * that it is generated before the run and resolved against what the chat shows at that moment;
 * `toUpdate` makes the Telegram update a person (or a forger) would cause.
 */

/** One thing a customer (or someone forging updates) does. `chat` is an index into the run's chats. */
export type FuzzStep =
  | { kind: 'tap' | 'forward' | 'stale'; chat: number; pick: number }
  | { kind: 'fit'; chat: number; pick: number }
  | { kind: 'text' | 'command' | 'edit' | 'group'; chat: number; text: string }
  | { kind: 'forged'; chat: number; forge: Forgery }
  | { kind: 'contact'; chat: number; phone: string; name: string; own: boolean }
  | { kind: 'media'; chat: number; media: 'sticker' | 'photo' | 'location' | 'voice' | 'document' }
  | { kind: 'inline' | 'nodata' | 'wait' | 'resync'; chat: number };

/** How a forged callback query is made. */
export type Forgery =
  | { how: 'random'; data: string }
  | { how: 'long'; data: string }
  | { how: 'other-chat'; other: number }
  | { how: 'live-prefix'; action: string; arg: string }
  | { how: 'tag'; value: string }
  | { how: 'rev'; value: string }
  | { how: 'message'; messageId: number };

/** Ids of the demo menu, so forged arguments often name real things in the wrong place. */
export function menuIds(menu: Menu): string[] {
  const ids = new Set<number>();
  for (const category of menu.categories()) ids.add(category.id);
  for (const product of menu.listedProducts()) {
    ids.add(product.id);
    for (const choice of product.choices)
      for (const option of choice.options) ids.add(option.product_id);
    for (const variant of product.variants)
      for (const ingredient of variant.ingredients) ids.add(ingredient.id);
  }
  for (const zone of menu.availability.zones) ids.add(Number(zone.id));
  return [...ids].map(String);
}

const NAMES = [
  'Иван Петров',
  'Maria Schmidt',
  'Ана-Мария О’Нийл',
  '<b>Иван</b> <i>П.</i>',
  '  Петър\tИв.  ',
];
const PHONES = [
  '0888123456',
  '0888 123 456',
  '+359888123456',
  '00359 88 812 3456',
  '(0888) 123-456',
  '+44 20 7946 0958',
  '+1 202 555 0143',
  '０８８８１２３４５６',
];
const BAD_PHONES = ['0888', '123', 'abc', '+359 2 123 4567', '0888123456 ext 5', '+'.repeat(90)];
const EMAILS = [
  'ivan@example.com',
  'IVAN.Petrov@Example.COM',
  'bad@',
  'a@b',
  `x@${'a'.repeat(190)}.com`,
];
const ADDRESSES = [
  'ул. Витоша 1, ет. 2',
  'бул. "България" 5\nвх. Б\n\nап. 3,',
  '<b>ул.</b> Шипка 3 <script>x</script>',
  'a'.repeat(300),
  '\u202eул. Обратна 7',
];
const NOTES = [
  'Звънец 3',
  'без лук & чесън',
  '<script>alert(1)</script>',
  'ред1\nред2\r\nред3',
  '😀'.repeat(300),
  `${'бележка '.repeat(70)}`,
  '<>',
  'a\u0007b\u0000c',
];
// Names of Object.prototype members: a lookup in a plain object must not find them.
const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
const SEARCHES = ['маргарита', 'Пица', 'pizza', 'MARGHERITA', 'кола', 'ц', '%', '"; DROP TABLE'];

/** The prompt the chat shows now (last messages' text), or 'other'. */
export function promptOf(shown: string): string {
  const prompts: [string, RegExp][] = [
    ['name', /Как се казвате|What is your name/],
    ['phone', /Вашият телефон|Your phone number/],
    ['email', /Имейл \(по желание\)|E-mail \(optional\)/],
    ['address', /Адрес за доставка|Delivery address/],
    ['note', /Бележка към поръчката|A note for the order/],
    ['quantity', /Колко броя|How many/],
  ];
  return prompts.find(([, pattern]) => pattern.test(shown))?.[0] ?? 'other';
}

/** A text fitting the prompt: mostly valid answers, sometimes the invalid ones people type. */
export function fittingText(prompt: string, pick: number): string {
  const pools: Record<string, string[]> = {
    name: [...NAMES, '', 'x'.repeat(101)],
    phone: [...PHONES, ...PHONES, ...BAD_PHONES],
    email: EMAILS,
    address: ADDRESSES,
    note: NOTES,
    quantity: ['3', '20', '25', '0', '-1', '1e9', 'две'],
    other: SEARCHES,
  };
  const pool = pools[prompt] ?? SEARCHES;
  return pool[pick % pool.length] ?? '';
}

const COMMANDS = ['/start', '/menu', '/cart', '/orders', '/language', '/help', '/forget'];
const ODD_COMMANDS = [
  '/unknown',
  '/START',
  '/start@pizzeria_local_bot',
  '/start@other_bot',
  '/start deep-link-payload',
  '/active',
  '/today',
  '/health',
  '/',
  `/${'x'.repeat(300)}`,
];

function textArbitrary(ids: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NAMES, ...PHONES, ...BAD_PHONES, ...EMAILS) },
    { weight: 3, arbitrary: fc.constantFrom(...ADDRESSES, ...NOTES, ...SEARCHES) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constantFrom(...ids) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('а', 'x', '🍕', '<b>', '\n'), fc.integer({ min: 1, max: 5_000 }))
        .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, 5_000)),
    },
  );
}

function forgeryArbitrary(ids: string[], chats: number): fc.Arbitrary<Forgery> {
  const arg = fc.oneof(
    fc.constantFrom(...ids),
    fc.integer({ min: -3, max: 45 }).map(String),
    fc
      .tuple(fc.constantFrom(...ids, '0', '1', '2'), fc.integer({ min: -2, max: 25 }))
      .map(([a, b]) => `${a}:${b}`),
    fc.constantFrom(
      '999999999',
      '-999999999',
      's',
      'm',
      'f',
      'bg',
      'en',
      'de',
      '',
      'x.y',
      ...PROTOTYPE_KEYS,
    ),
    fc.stringMatching(/^[0-9A-Za-z_.:-]{0,40}$/),
  );
  const w = (weight: number, arbitrary: fc.Arbitrary<Forgery>) => ({ weight, arbitrary });
  return fc.oneof(
    w(1, fc.record({ how: fc.constant('random' as const), data: fc.string({ maxLength: 80 }) })),
    w(
      1,
      fc.record({
        how: fc.constant('long' as const),
        data: fc.integer({ min: 65, max: 300 }).map((n) => `1.a|c|${'9'.repeat(n)}`),
      }),
    ),
    w(1, fc.record({ how: fc.constant('other-chat' as const), other: fc.nat(chats - 1) })),
    w(
      5,
      fc.record({
        how: fc.constant('live-prefix' as const),
        action: fc.stringMatching(/^[A-Za-z]{1,2}$/),
        arg,
      }),
    ),
    w(
      1,
      fc.record({ how: fc.constant('tag' as const), value: fc.stringMatching(/^[0-9a-z]{0,8}$/) }),
    ),
    w(1, fc.record({ how: fc.constant('rev' as const), value: fc.constantFrom('-1', '+1', '0') })),
    w(1, fc.record({ how: fc.constant('message' as const), messageId: fc.nat(1_000_000) })),
  );
}

type StepKind = FuzzStep['kind'];
type Weights = Record<StepKind, number>;

/** Chaotic chats tap anything and type anything; a little of everything else. */
const CHAOS: Weights = {
  tap: 26,
  forward: 30,
  fit: 14,
  stale: 5,
  text: 8,
  command: 4,
  forged: 7,
  contact: 3,
  media: 3,
  edit: 2,
  group: 2,
  inline: 1,
  nodata: 1,
  wait: 4,
  resync: 1,
};
/** Buyers mostly move the order on (so runs reach quotes and orders), with some noise. */
const BUYER: Weights = {
  tap: 4,
  forward: 60,
  fit: 20,
  stale: 2,
  text: 2,
  command: 1,
  forged: 4,
  contact: 2,
  media: 1,
  edit: 1,
  group: 1,
  inline: 1,
  nodata: 1,
  wait: 4,
  resync: 0,
};

/**
 * A step of a fuzz run over `chats` chats (`ids` from `menuIds`): the first half of the chats
 * are buyers, the rest chaotic.
 */
export function stepArbitrary(ids: string[], chats: number): fc.Arbitrary<FuzzStep> {
  const buyers = Math.ceil(chats / 2);
  return fc.oneof(
    stepsOf(ids, chats, fc.nat(buyers - 1), BUYER),
    stepsOf(ids, chats, fc.integer({ min: buyers, max: chats - 1 }), CHAOS),
  );
}

function stepsOf(
  ids: string[],
  chats: number,
  chat: fc.Arbitrary<number>,
  weights: Weights,
): fc.Arbitrary<FuzzStep> {
  const pick = fc.nat(1_000);
  const c = <T>(value: T) => fc.constant(value);
  const w = (kind: StepKind, arbitrary: fc.Arbitrary<FuzzStep>) => ({
    weight: weights[kind],
    arbitrary,
  });
  return fc.oneof(
    w('tap', fc.record({ kind: c('tap' as const), chat, pick })),
    w('forward', fc.record({ kind: c('forward' as const), chat, pick })),
    w('fit', fc.record({ kind: c('fit' as const), chat, pick })),
    w('stale', fc.record({ kind: c('stale' as const), chat, pick })),
    w('text', fc.record({ kind: c('text' as const), chat, text: textArbitrary(ids) })),
    w(
      'command',
      fc.record({
        kind: c('command' as const),
        chat,
        text: fc.constantFrom(...COMMANDS, ...COMMANDS, ...ODD_COMMANDS),
      }),
    ),
    w(
      'forged',
      fc.record({ kind: c('forged' as const), chat, forge: forgeryArbitrary(ids, chats) }),
    ),
    w(
      'contact',
      fc.record({
        kind: c('contact' as const),
        chat,
        phone: fc.constantFrom(
          '359888123456',
          '+359888123456',
          '0888123456',
          '447946095800',
          '12',
          '+1 (202) 555-0143',
          'not a phone',
          '3598881234567',
          '+0888123456',
          '',
        ),
        name: fc.oneof(
          fc.constantFrom(...NAMES, ' ', '<>', '\u202e'),
          fc.string({ minLength: 1, maxLength: 64 }),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 64 }),
        ),
        own: fc.boolean(),
      }),
    ),
    w(
      'media',
      fc.record({
        kind: c('media' as const),
        chat,
        media: fc.constantFrom(
          'sticker' as const,
          'photo' as const,
          'location' as const,
          'voice' as const,
          'document' as const,
        ),
      }),
    ),
    w('edit', fc.record({ kind: c('edit' as const), chat, text: textArbitrary(ids) })),
    w(
      'group',
      fc.record({
        kind: c('group' as const),
        chat,
        text: fc.constantFrom(...COMMANDS, 'пица', '@pizzeria_local_bot здравей'),
      }),
    ),
    w('inline', fc.record({ kind: c('inline' as const), chat })),
    w('nodata', fc.record({ kind: c('nodata' as const), chat })),
    // The menu synced again (same dishes, a new sync time): every button on screen goes stale.
    w('resync', fc.record({ kind: c('resync' as const), chat })),
    w('wait', fc.record({ kind: c('wait' as const), chat })),
  );
}

/** Sometimes two or three steps arrive together (a double tap, two chats at once). */
export function tickArbitrary(ids: string[], chats: number): fc.Arbitrary<FuzzStep[]> {
  const step = stepArbitrary(ids, chats);
  return fc.oneof(
    { weight: 9, arbitrary: fc.tuple(step).map((s) => [...s]) },
    { weight: 1, arbitrary: fc.array(step, { minLength: 2, maxLength: 3 }) },
  );
}

/** The Telegram "from" of a chat's customer. */
export function customer(chatId: number, languageCode: string | undefined) {
  return {
    id: chatId,
    is_bot: false,
    first_name: 'Customer',
    ...(languageCode === undefined ? {} : { language_code: languageCode }),
  };
}

/** A private message of any non-text kind (sticker, photo, location, voice, document). */
export function mediaUpdate(
  telegram: LocalTelegram,
  chatId: number,
  media: string,
  languageCode: string | undefined,
): Update {
  const file = { file_id: `f${chatId}`, file_unique_id: `u${chatId}` };
  const contents: Record<string, unknown> = {
    sticker: {
      sticker: {
        ...file,
        type: 'regular',
        width: 512,
        height: 512,
        is_animated: false,
        is_video: false,
      },
    },
    photo: { photo: [{ ...file, width: 90, height: 90 }], caption: '<b>пица</b>' },
    location: { location: { latitude: 42.69, longitude: 23.32 } },
    voice: { voice: { ...file, duration: 3 } },
    document: { document: { ...file, file_name: 'order.pdf' } },
  };
  return telegram.rawUpdate({
    message: {
      message_id: 500_000 + telegram.calls.length,
      date: 0,
      chat: { id: chatId, type: 'private', first_name: 'Customer' },
      from: customer(chatId, languageCode),
      ...(contents[media] as object),
    },
  } as Omit<Update, 'update_id'>);
}
