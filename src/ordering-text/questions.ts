/**
 * A question is not an order (issue 35): "колко струва голямата маргарита?", "do you have
 * calzone", "was kostet eine Pizza". A message with a question mark, or with one of these
 * phrases of any language the bot speaks, is never read as a cart: the bot answers it with the
 * dish's card (its sizes and prices, its ingredients) or a search. Matched on words with the
 * accents off and in any case, so "cat costa" and "cât costă" are one phrase.
 */
const QUESTION_PHRASES: readonly string[] = [
  // bg, in Cyrillic and in chat Latin
  'колко струва',
  'колко струват',
  'колко е',
  'колко са',
  'каква е цената',
  'имате ли',
  'има ли',
  'какво има в',
  'какво съдържа',
  'от какво е',
  'kolko struva',
  'kolko struvat',
  'kolko e',
  'imate li',
  'ima li',
  'kakvo ima',
  // en
  'how much',
  'how many',
  'do you have',
  'do you sell',
  'is there',
  'are there',
  "what's in",
  'what is in',
  'whats in',
  'what does',
  'does it have',
  'does it come',
  'price of',
  "what's the price",
  'what is the price',
  // de
  'wie viel',
  'wieviel',
  'was kostet',
  'was kosten',
  'habt ihr',
  'haben sie',
  'gibt es',
  'was ist in',
  'was ist auf',
  // pl
  'ile kosztuje',
  'ile kosztują',
  'ile kosztuja',
  'ile kosztuje',
  'czy macie',
  'czy jest',
  'co jest w',
  'co zawiera',
  // ro
  'cât costă',
  'cât costa',
  'cat costa',
  'cât costă',
  'aveți',
  'aveti',
  'ce conține',
  'ce contine',
  // uk
  'скільки коштує',
  'скільки коштують',
  'скільки коштуватиме',
  'у вас є',
  'чи є у вас',
  'чи є',
  'що входить',
];

/**
 * Words that open a question in every language the bot reads ("колко хапки има …", "what comes
 * with …", "welche Sorten …"): a text whose first word is one of them asks (issue 35). No order
 * starts with "how many" or "which".
 */
const QUESTION_OPENERS: readonly string[] = [
  // bg, in Cyrillic and in chat Latin
  'колко',
  'какво',
  'каква',
  'какви',
  'какъв',
  'кой',
  'коя',
  'кое',
  'кои',
  // "как е на френски палачинка" (issue 35, French tuning): no order starts with "how".
  'как',
  'kak',
  'kolko',
  'kakvo',
  'kakva',
  'kakvi',
  // en
  'how',
  'what',
  "what's",
  'whats',
  'which',
  // de
  'wie',
  'was',
  'welche',
  'welcher',
  'welches',
  // pl
  'ile',
  'jaki',
  'jaka',
  'jakie',
  // ro
  'cât',
  'câte',
  'care',
  // uk
  'скільки',
  'що',
  'який',
  'яка',
  'які',
];

/**
 * The Bulgarian question particle, in Cyrillic and chat Latin: "шаурмата с пилешко ли е",
 * "lyuto li e". A message holding it asks, but for the polite request it forms with these verbs
 * ("може ли една шаурма", "бихте ли добавили"), which orders.
 */
const QUESTION_PARTICLES: ReadonlySet<string> = new Set(['ли', 'li']);
const POLITE_BEFORE_PARTICLE: ReadonlySet<string> = new Set([
  'може',
  'можем',
  'можете',
  'мога',
  'бихте',
  'би',
  'ще',
  'mozhe',
  'moje',
  'moze',
  'mojem',
  'mozhem',
  'mozhete',
  'mojete',
  'moga',
  'bihte',
  'bi',
  'shte',
]);

/**
 * A polite request that ends with a question mark still orders: "може ли една шаурма?", "can I
 * have two falafel?". Not when the verb after "може ли" is another ("може ли да платя с карта?")
 * or the English one is not having or getting ("can I pay by card?").
 */
const POLITE_REQUESTS: readonly string[] = [
  'can i have',
  'can i get',
  'could i have',
  'could i get',
  'can we have',
  'can we get',
  'could we have',
  'could we get',
  'may i have',
  'may i get',
];

function isPoliteRequest(words: readonly string[]): boolean {
  const spaced = ` ${words.join(' ')} `;
  if (POLITE_REQUESTS.some((phrase) => spaced.includes(` ${phrase} `))) return true;
  return words.some(
    (word, at) =>
      QUESTION_PARTICLES.has(word) &&
      POLITE_BEFORE_PARTICLE.has(words[at - 1] ?? '') &&
      at + 1 < words.length &&
      !PARTICLE_VERB_LINKS.has(words[at + 1] ?? ''),
  );
}

/** "да" after "може ли" opens another verb: "може ли да платя". */
const PARTICLE_VERB_LINKS: ReadonlySet<string> = new Set(['да', 'da']);

/** Whether the words hold the question particle other than in a polite request. */
function holdsQuestionParticle(words: readonly string[]): boolean {
  return words.some(
    (word, at) =>
      QUESTION_PARTICLES.has(word) && at > 0 && !POLITE_BEFORE_PARTICLE.has(words[at - 1] ?? ''),
  );
}

/** Lowercase, accents off (ă → a, й → и on both sides alike), words split by single spaces. */
function plain(text: string): string {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’ʼ]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word !== '');
  return ` ${words.join(' ')} `;
}

const PHRASES = [...new Set(QUESTION_PHRASES.map(plain))];
const OPENERS = new Set(QUESTION_OPENERS.map((word) => plain(word).trim()));

/** True when the text asks something ("?", "how much", "имате ли") rather than orders. */
export function isQuestion(text: string): boolean {
  const words = plain(text);
  const list = words.trim().split(' ');
  if (text.includes('?') || text.includes('¿')) return !isPoliteRequest(list);
  if (OPENERS.has(list[0] ?? '')) return true;
  if (holdsQuestionParticle(list)) return true;
  return PHRASES.some((phrase) => words.includes(phrase));
}
