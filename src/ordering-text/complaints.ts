import { cyrillicOf } from './chat-latin.ts';

/**
 * A message about an order already made is not a new order (issue 35, tuned on the café): "the
 * cappuccino arrived cold", "my latte was cold", "Der Kaffee war kalt". A message with a past
 * form of arriving, receiving, being, ordering or writing, a word of something gone wrong, or
 * "why" ("защо ми сложихте лук", issue 35, street tuning), in any language the bot speaks, is never read as a cart: it stays a dish search, as any text that is no order.
 * Whole words, case and accents ignored (as `questions.ts` reads its phrases). Only past forms:
 * an infinitive that orders use ("Kann ich einen Latte bekommen") is not in the list.
 */
const COMPLAINT_WORDS: readonly string[] = [
  // bg, in Cyrillic and in chat Latin
  'пристигна',
  'пристигнаха',
  'пристигнало',
  'дойде',
  'дойдоха',
  'получих',
  'получихме',
  'беше',
  'бяха',
  'забравихте',
  'сбъркахте',
  'липсваше',
  'изстина',
  'поръчах',
  'поръчахме',
  'писах',
  'сложихте',
  'сложиха',
  'донесохте',
  'донесоха',
  'защо',
  'закъснява',
  'закъсня',
  'закъсняхте',
  'zakasnqva',
  // "куриерът ми донесе грешна поръчка", "porachah predi 1 4as" (issue 35, Vietnamese tuning).
  'донесе',
  'грешна',
  'грешно',
  'грешен',
  'имаше',
  'porachah',
  'porachahme',
  'poruchahme',
  'zashto',
  'zasto',
  'poruchah',
  'pisah',
  'pristigna',
  'doide',
  'poluchih',
  'beshe',
  'bqha',
  'zabravihte',
  // en
  'arrived',
  'came',
  'was',
  'were',
  'received',
  'forgot',
  'forgotten',
  'missing',
  'spilled',
  'ordered',
  'wrote',
  'why',
  // "my order is late, it has been an hour" (issue 35, Italian tuning).
  'been',
  'delayed',
  'waiting',
  // de
  'kam',
  'kamen',
  'war',
  'waren',
  'vergessen',
  'fehlt',
  'angekommen',
  'bestellt',
  'geschrieben',
  'warum',
  'wieso',
  // pl
  'przyszło',
  'przyszły',
  'były',
  'przyszła',
  'przyszedł',
  'była',
  'był',
  'było',
  'dostałem',
  'dostałam',
  'zapomnieliście',
  'brakuje',
  'zamówiłem',
  'zamówiłam',
  'pisałem',
  'pisałam',
  'dlaczego',
  'czemu',
  // ro
  'venit',
  'primit',
  'uitat',
  'lipsește',
  'era',
  'fost',
  'comandat',
  'scris',
  // uk
  'прийшло',
  'прийшла',
  'прийшов',
  'було',
  'була',
  'був',
  'отримав',
  'отримала',
  'забули',
  'бракує',
  'замовив',
  'замовила',
  'писав',
  'писала',
  'чому',
];

function plainWords(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

const WORDS = new Set(COMPLAINT_WORDS.flatMap(plainWords));

// "my order is 40 minutes late": "late" after a number of minutes or "is", "was", "so", never
// alone (a "late" typed for a latte orders).
const LATE_AFTER = new Set(['minutes', 'mins', 'min', 'hour', 'hours', 'is', 'was', 'so', 'very']);

// A chat-Latin word only chat Latin spells so: a digit for a letter, q for я (`be6e`, `bqhme`).
const CHAT_LATIN = /^[a-z]*[46q][a-z46q]*$/;

/** True when the text speaks of an order already made ("arrived cold") rather than orders. */
export function isComplaint(text: string): boolean {
  const words = plainWords(text);
  return words.some(
    (word, at) =>
      WORDS.has(word) ||
      // "be6e", "bqhme": chat Latin read as the Cyrillic it spells (issue 35, Ukrainian tuning).
      (CHAT_LATIN.test(word) && WORDS.has(cyrillicOf(word) ?? '')) ||
      (word === 'late' && LATE_AFTER.has(words[at - 1] ?? '')),
  );
}
