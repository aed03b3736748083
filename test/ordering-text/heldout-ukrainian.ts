import type { CafePhrase } from './heldout-cafe-format.ts';
import { p } from './heldout-cafe-format.ts';
import { HELDOUT_UKRAINIAN_BG } from './heldout-ukrainian-bg.ts';
import { HELDOUT_UKRAINIAN_FOREIGN } from './heldout-ukrainian-foreign.ts';

/**
 * Issue 35's held-out phrases for the Ukrainian menu (src/sandbox/menu/ukrainian-menu.ts),
 * written before running or reading the parser and never tuned on: the Bulgarian orders
 * (heldout-ukrainian-bg.ts), the Latin-letter and foreign orders (heldout-ukrainian-foreign.ts)
 * and, here, the messages that are not orders (questions, complaints, greetings, thanks), which
 * must not become a cart.
 */

// biome-ignore format: a table, one phrase a line
const NOT_ORDERS: readonly CafePhrase[] = [
  p('колко струва борша?', 'bg', 'none'),
  p('колко е голямата купа борш', 'bg', 'none'),
  p('пелмените с какво месо са?', 'bg', 'none'),
  p('има ли глутен в сирниките', 'bg', 'none'),
  p('лют ли е борша?', 'bg', 'none'),
  p('колко грама е котлета по киевски', 'bg', 'none'),
  p('в херингата под шуба има ли яйце?', 'bg', 'none'),
  p('имате ли вегетариански вареники?', 'bg', 'none'),
  p('вареники с вишни колко броя има в порцията?', 'bg', 'none'),
  p('квасът домашен ли е', 'bg', 'none'),
  p('до колко часа работите?', 'bg', 'none'),
  p('доставяте ли до Люлин?', 'bg', 'none'),
  p('здравейте', 'bg', 'none'),
  p('благодаря много!', 'bg', 'none'),
  p('поръчката закъснява вече час', 'bg', 'none'),
  p('борша беше студен и без сметана', 'bg', 'none'),
  p('пелмените бяха сурови вътре', 'bg', 'none'),
  p('забравихте пампушките', 'bg', 'none'),
  p('много вкусни бяха голубците, благодаря', 'bg', 'none'),
  p('може ли да платя с карта', 'bg', 'none'),
  p('откажете поръчката моля', 'bg', 'none'),
  p('ок', 'bg', 'none'),
  p('чакам куриера', 'bg', 'none'),
  p('кой е телефонът ви', 'bg', 'none'),
  p('медовикът с орехи ли е, алергичен съм', 'bg', 'none'),
  p('kolko struva kvasa 1 litar?', 'lat', 'none'),
  p('ima li mlqko v derunite', 'lat', 'none'),
  p('zdrasti', 'lat', 'none'),
  p('mersi mnogo', 'lat', 'none'),
  p('kude e poruchkata mi', 'lat', 'none'),
  p('borsha be6e mnogo solen', 'lat', 'none'),
  p('ostra li e gorilkata s perec?', 'lat', 'none'),
  p('kakvo ima v solqnkata', 'lat', 'none'),
  p('how much is the borscht?', 'en', 'none'),
  p('is the chicken kiev spicy?', 'en', 'none'),
  p('does the honey cake contain nuts?', 'en', 'none'),
  p('how many pelmeni in a portion', 'en', 'none'),
  p('do you deliver to Mladost?', 'en', 'none'),
  p('hi there', 'en', 'none'),
  p('thanks, the vareniki were great', 'en', 'none'),
  p('my order is missing the kvass', 'en', 'none'),
  p('are the syrniki gluten free?', 'en', 'none'),
  p('what is in the solyanka', 'en', 'none'),
  p('Was kostet der Borschtsch?', 'de', 'none'),
  p('Ist die Soljanka scharf?', 'de', 'none'),
  p('Danke schön', 'de', 'none'),
  p('Hallo, habt ihr heute offen?', 'de', 'none'),
  p('скільки коштує борщ?', 'uk', 'none'),
  p('дякую!', 'uk', 'none'),
  p('чи є в деруни яйця?', 'uk', 'none'),
  p('добрий день', 'uk', 'none'),
  p('ile kosztuje barszcz?', 'pl', 'none'),
  p('dziękuję bardzo', 'pl', 'none'),
  p('czy pierogi są wegetariańskie?', 'pl', 'none'),
  p('cât costă borșul?', 'ro', 'none'),
  p('mulțumesc', 'ro', 'none'),
  p('este picant borșul?', 'ro', 'none'),
];

/** Every held-out phrase of the Ukrainian menu. */
export const HELDOUT_UKRAINIAN: readonly CafePhrase[] = [
  ...HELDOUT_UKRAINIAN_BG,
  ...HELDOUT_UKRAINIAN_FOREIGN,
  ...NOT_ORDERS,
];
