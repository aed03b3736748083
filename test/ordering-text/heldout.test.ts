import { describe, expect, it } from 'vitest';
import { createCafeMenu } from '../../src/sandbox/menu/cafe-menu.ts';
import { createChineseMenu } from '../../src/sandbox/menu/chinese-menu.ts';
import { createGeorgianMenu } from '../../src/sandbox/menu/georgian-menu.ts';
import { createGreekMenu } from '../../src/sandbox/menu/greek-menu.ts';
import { createGrillMenu } from '../../src/sandbox/menu/grill-menu.ts';
import type { SandboxMenu } from '../../src/sandbox/menu/index.ts';
import { createIndianMenu } from '../../src/sandbox/menu/indian-menu.ts';
import { createLebaneseMenu } from '../../src/sandbox/menu/lebanese-menu.ts';
import { createMexicanMenu } from '../../src/sandbox/menu/mexican-menu.ts';
import { createPastryMenu } from '../../src/sandbox/menu/pastry-menu.ts';
import { createStreetMenu } from '../../src/sandbox/menu/street-menu.ts';
import { createSushiMenu } from '../../src/sandbox/menu/sushi-menu.ts';
import { createThaiMenu } from '../../src/sandbox/menu/thai-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { HELDOUT_CAFE } from './heldout-cafe.ts';
import type { CafePhrase as HeldoutPhrase } from './heldout-cafe-format.ts';
import { HELDOUT_CHINESE } from './heldout-chinese.ts';
import { HELDOUT_GEORGIAN } from './heldout-georgian.ts';
import { HELDOUT_GREEK } from './heldout-greek.ts';
import { HELDOUT_GRILL } from './heldout-grill.ts';
import { HELDOUT_INDIAN } from './heldout-indian.ts';
import { HELDOUT_LEBANESE } from './heldout-lebanese.ts';
import { measure } from './heldout-measure.ts';
import { HELDOUT_MEXICAN } from './heldout-mexican.ts';
import { HELDOUT_PASTRY } from './heldout-pastry.ts';
import { HELDOUT_STREET } from './heldout-street.ts';
import { HELDOUT_SUSHI } from './heldout-sushi.ts';
import { HELDOUT_THAI } from './heldout-thai.ts';

/**
 * The sushi menu's measurement of typed orders (issue 35, docs/typed-orders.md "Held-out
 * measurement"): phrases written for a menu the parser had never been tuned on, before its code
 * was read, each classified by what the bot would do with it. A proposal is what the conversation
 * makes of a reading (`isOrder` and at least one line, src/conversation/typed-order.ts); without
 * one the text is a dish search. The sushi menu has since become a tuning menu (with the demo
 * menu): the parser was tuned from this output by general rules, each with a unit test of other
 * phrases, never by listing these; a new menu is the held-out split. The readings are never
 * edited to fit the parser. The bounds below are today's figures: a change that makes a wrong
 * dish, a dropped modifier or a non-order cart fails here.
 *
 * Three menus: the sushi menu (heldout-sushi.ts), now also tuned on; the café (heldout-cafe.ts,
 * the same format plus extras), measured held out on the parser tuned on demo + sushi and since
 * tuned on too (issue 35, café tuning: each fix general, from the menu's words, with a unit test
 * of its own in cafe-tuning.test.ts / cafe-sizes.test.ts); the grill (heldout-grill.ts),
 * measured held out on demo + sushi + café and since tuned on too (grill-tuning.test.ts). The
 * street-food place (heldout-street.ts) was measured held out from demo + sushi + café + grill
 * and is now tuned on too (street-sizes.test.ts, street-tuning.test.ts); so is the pastry shop
 * (heldout-pastry.ts, pastry-tuning.test.ts), measured held out once first. The Mexican
 * restaurant (heldout-mexican.ts) was held out, then tuned on; the Indian restaurant
 * (heldout-indian.ts) and the Greek taverna (heldout-greek.ts) were measured held out on that
 * parser, then tuned on too; so were the Georgian restaurant (heldout-georgian.ts) and the Chinese
 * restaurant (heldout-chinese.ts), the Thai restaurant (heldout-thai.ts) and the Lebanese
 * restaurant (heldout-lebanese.ts). The held-out split is now the Korean restaurant and the
 * Italian trattoria, each measured in a file of its own (heldout-korean.test.ts,
 * heldout-italian.test.ts). The classifier and the printed figures are shared, in
 * heldout-measure.ts.
 */

const measured = (label: string, sandbox: SandboxMenu, phrases: readonly HeldoutPhrase[]) => {
  const result = measure(label, demoMenu({ sandbox }), phrases);
  console.log(result.report);
  return result;
};

describe('measurement: the sushi menu (held out, then tuned on)', () => {
  it('prints the figures and holds today’s floor', () => {
    const sushi = measured('sushi', createSushiMenu(), HELDOUT_SUSHI);
    expect(sushi.results.length).toBeGreaterThanOrEqual(150);
    // Figures after tuning on this menu (2026-12-07; before: exact 39, search 52, inexact 26,
    // wrong 2, missed 7, non-order carts 1): a regression fails, an improvement tightens by hand.
    expect(sushi.count('wrong')).toBe(0);
    expect(sushi.count('cart')).toBe(0);
    expect(sushi.count('inexact')).toBe(0);
    expect(sushi.count('missed')).toBe(0);
    // Exact 81 -> 128 once one dish named for certain alone is a typed order (issue 35, Mexican
    // tuning: the bare names were dish searches, 50 of them).
    expect(sushi.count('exact')).toBeGreaterThanOrEqual(130);
    expect(sushi.count('exact') + sushi.count('search')).toBeGreaterThanOrEqual(131);
  });
});

describe('held-out measurement: the café menu (held out, then tuned on: issue 35 café tuning)', () => {
  it('prints the figures and holds today’s floor', () => {
    const cafe = measured('café', createCafeMenu(), HELDOUT_CAFE);
    expect(cafe.results.length).toBeGreaterThanOrEqual(130);
    // Figures after tuning on the café (2026-12-07; held out they were wrong 11, cart 1, missed
    // 32, exact + search 97, silent 2, unasked 3): a regression fails, an improvement tightens
    // the bound by hand. Fixes are general rules with tests of their own, never these phrases.
    expect(cafe.count('wrong')).toBe(0);
    expect(cafe.count('cart')).toBe(0);
    expect(cafe.count('missed')).toBeLessThanOrEqual(4);
    // Exact 101 -> 102 after the street tuning of sizes (issue 35: "велике лате" reads the
    // Ukrainian neuter "велике" as large).
    // Exact 102 -> 150 once one dish named for certain alone is a typed order (was a search).
    expect(cafe.count('exact')).toBeGreaterThanOrEqual(153);
    expect(cafe.count('exact') + cafe.count('search')).toBeGreaterThanOrEqual(153);
    expect(cafe.silent.length).toBe(0);
    expect(cafe.unasked.length).toBe(0);
  });
});

// The grill (heldout-grill.ts, a Bulgarian mehana): measured held out from the tuning on demo +
// sushi + café, then tuned on (issue 35, grill tuning: each fix general, from the menu's words or
// a word table per language, with a unit test of other phrases in grill-tuning.test.ts); a fifth
// menu is the new held-out split.
describe('measurement: the grill menu (held out, then tuned on: issue 35 grill tuning)', () => {
  it('prints the figures and holds today’s floor', () => {
    const grill = measured('grill', createGrillMenu(), HELDOUT_GRILL);
    expect(grill.results.length).toBeGreaterThanOrEqual(210);
    // Figures after tuning on the grill (2026-12-07). Held out they were exact 92, search 19,
    // asked 26, inexact 14, wrong 4, missed 8, carts 0, silent 0, unasked 1 (wrong 8, missed 17
    // before the café tuning merged). A regression fails, an improvement tightens by hand; the
    // readings are never edited to fit the parser.
    expect(grill.count('wrong')).toBe(0);
    expect(grill.count('cart')).toBe(0);
    expect(grill.count('missed')).toBe(0);
    expect(grill.count('inexact')).toBeLessThanOrEqual(2);
    // Exact 114 -> 116 after the street and pastry tuning (2026-12-07).
    // Exact 116 -> 135 once one dish named for certain alone is a typed order (was a search).
    expect(grill.count('exact')).toBeGreaterThanOrEqual(136);
    expect(grill.count('exact') + grill.count('search')).toBeGreaterThanOrEqual(136);
    expect(grill.silent.length).toBe(0);
    expect(grill.unasked.length).toBe(0);
  });
});

// The street-food place (heldout-street.ts): measured held out from the tuning on demo + sushi +
// café + grill, then tuned on (issue 35, street tuning: sizes, amounts and counts first, each fix
// general with a unit test of other phrases in street-sizes.test.ts); a sixth menu is the new
// held-out split.
describe('measurement: the street-food menu (held out, then tuned on: issue 35 street tuning)', () => {
  it('prints the figures and holds today’s floor', () => {
    const street = measured('street', createStreetMenu(), HELDOUT_STREET);
    expect(street.results.length).toBeGreaterThanOrEqual(260);
    // Figures held out (2026-12-07, the parser tuned on demo + sushi + café + grill): before the
    // grill tuning merged exact 84, search 25, asked 46, inexact 17, wrong 11, missed 24, none
    // 56, cart 1; after it: 90, 25, 49, 18, 9, 16, 56, 1. After the street tuning of sizes,
    // amounts and counts: 117, 25, 40, 3, 9, 13, 56, 1 (silent 2, unasked 0); with the names a
    // chat is shown, the street words and the extras, complaints and sound rules (street-
    // tuning.test.ts) too: 140, 30, 35, 1, 1, 0, 57, 0 (silent 0, unasked 0). A regression
    // fails, an improvement tightens by hand; the readings are never edited to fit the parser.
    expect(street.count('wrong')).toBeLessThanOrEqual(1);
    expect(street.count('cart')).toBe(0);
    expect(street.count('missed')).toBe(0);
    expect(street.count('inexact')).toBeLessThanOrEqual(1);
    // Exact 140 -> 170 once one dish named for certain alone is a typed order (was a search).
    expect(street.count('exact')).toBeGreaterThanOrEqual(172);
    expect(street.count('exact') + street.count('search')).toBeGreaterThanOrEqual(172);
    expect(street.silent.length).toBe(0);
    expect(street.unasked.length).toBe(0);
  });
});

// The pastry shop (heldout-pastry.ts, a sixth cuisine: cakes by the slice or whole, ice cream by
// the scoop, fillings and toppings as extras): its phrases written before the parser was read,
// measured held out from the tuning on demo + sushi + café + grill, then tuned on (issue 35,
// pastry tuning: pastry-tuning.test.ts); the Mexican restaurant is the held-out split.
describe('measurement: the pastry menu (held out, then tuned on: issue 35 pastry tuning)', () => {
  it('prints the figures and holds today’s floor', () => {
    const pastry = measured('pastry', createPastryMenu(), HELDOUT_PASTRY);
    expect(pastry.results.length).toBeGreaterThanOrEqual(250);
    // Today's figures (2026-12-07, the first run on these phrases; the parser as tuned on demo +
    // sushi + café + grill): exact 102, search 9, asked 30, inexact 28, wrong 15, missed 16,
    // none 51, cart 0; silent 0, said back 6, unasked 1. After the street and pastry tuning:
    // 148, 10, 27, 7, 8, 0, 51, 0 (silent 0, unasked 1). A regression fails, an improvement
    // tightens by hand; never edit the readings to fit the parser.
    // Wrong 8 -> 14, exact 148 -> 157 once one dish named for certain alone is a typed order
    // (issue 35, Mexican tuning): six `ask` phrases are a dish's name alone ("капучино", "фреш
    // портокал", "палачинка"), now proposed with the size it took said and the others offered,
    // as the issue asks ("Sizes said"); the writer meant the size asked, so they count as wrong.
    expect(pastry.count('wrong')).toBeLessThanOrEqual(14);
    expect(pastry.count('cart')).toBe(0);
    expect(pastry.count('missed')).toBe(0);
    expect(pastry.count('inexact')).toBeLessThanOrEqual(7);
    expect(pastry.count('exact')).toBeGreaterThanOrEqual(161);
    expect(pastry.count('exact') + pastry.count('search')).toBeGreaterThanOrEqual(161);
    expect(pastry.silent.length).toBe(0);
    expect(pastry.unasked.length).toBeLessThanOrEqual(1);
  });
});

// The Mexican and Tex-Mex restaurant (heldout-mexican.ts, a seventh cuisine: tacos by the piece,
// burritos regular or XL, fajitas for one or two, cocktails by the glass or the jug): its menu and
// phrases written before the parser was run on them or read, held out from every menu above.
describe('measurement: the Mexican menu (held out, then tuned on: issue 35 Mexican tuning)', () => {
  it('prints the figures and holds today’s floor', () => {
    const mexican = measured('mexican', createMexicanMenu(), HELDOUT_MEXICAN);
    expect(mexican.results.length).toBeGreaterThanOrEqual(230);
    // Figures (2026-12-07). The first run on these phrases, the parser at 0951b2f (tuned on demo
    // + sushi + café + grill and the first half of the street tuning): exact 110, search 37,
    // asked 21, inexact 11, wrong 1, missed 7, none 51, cart 0; silent 0, said back 3, unasked 0.
    // After the rest of the street tuning and the pastry tuning, still held out: 120, 37, 20, 3,
    // 1, 6, 51, 0. Then tuned on (issue 35, Mexican tuning, once the Indian menu was the
    // held-out split: borrowed spellings, the Mexican word table, one dish named alone as an
    // order, generic words by share of dishes; mexican-tuning.test.ts): 168, 2, 17, 0, 0, 0,
    // 51, 0. A regression fails, an improvement tightens by hand; never edit the readings.
    expect(mexican.count('wrong')).toBe(0);
    expect(mexican.count('cart')).toBe(0);
    expect(mexican.count('missed')).toBe(0);
    expect(mexican.count('inexact')).toBe(0);
    expect(mexican.count('exact')).toBeGreaterThanOrEqual(170);
    expect(mexican.count('exact') + mexican.count('search')).toBeGreaterThanOrEqual(170);
    expect(mexican.silent.length).toBe(0);
    expect(mexican.unasked.length).toBe(0);
  });
});

// The Indian restaurant (heldout-indian.ts, an eighth cuisine: curries whose heat is the size or an
// extra, tandoori half or whole, biryani regular or large, starters by 2 / 4 бр., naans as dishes,
// thalis): its menu and phrases written before the parser was run on them or read, held out from
// every menu above.
describe('measurement: the Indian menu (held out, then tuned on: issue 35 Greek and Indian tuning)', () => {
  it('prints the figures and holds today’s floor', () => {
    const indian = measured('indian', createIndianMenu(), HELDOUT_INDIAN);
    expect(indian.results.length).toBeGreaterThanOrEqual(260);
    // Figures (2026-12-07), the first run on these phrases, the parser at 02022cf (tuned on demo +
    // sushi + café + grill + street + pastry): exact 127, search 40, asked 28, inexact 3, wrong 5,
    // missed 7, none 58, cart 0; silent 0, said back 0, unasked 0. A regression fails, an
    // improvement tightens by hand; never tune the parser to these phrases nor edit their readings.
    // With the Mexican tuning (general rules, none from these phrases), still held out: 165, 3,
    // 24, 3, 8, 7, 58, 0. Three more wrong are `ask` phrases of a dish's name alone now proposed
    // with its size said ("едно тандури пиле", "tandoori chicken") or a dish named but for a
    // generic word ("самоса": Самоса с пиле, where Самоса със зеленчуци is asked for). Then tuned
    // on, with the Greek menu (greek-tuning.test.ts): 181, 0, 20, 2, 3, 4, 58, 0.
    expect(indian.count('wrong')).toBeLessThanOrEqual(3);
    expect(indian.count('cart')).toBe(0);
    expect(indian.count('missed')).toBeLessThanOrEqual(2);
    expect(indian.count('inexact')).toBe(0);
    expect(indian.count('exact')).toBeGreaterThanOrEqual(189);
    expect(indian.count('exact') + indian.count('search')).toBeGreaterThanOrEqual(189);
    expect(indian.silent.length).toBe(0);
    expect(indian.unasked.length).toBe(0);
  });
});

// The Greek taverna with a fish counter (heldout-greek.ts, a ninth cuisine: gyros in a pita or on a
// plate, salads small or large, keftedes and dolmadakia by the piece, souvlaki by the skewer, fish
// by weight, house wine by the glass or the carafe): its menu and phrases written before the
// parser was run on them or read, held out from every menu above.
describe('measurement: the Greek menu (held out, then tuned on: issue 35 Greek and Indian tuning)', () => {
  it('prints the figures and holds today’s floor', () => {
    const greek = measured('greek', createGreekMenu(), HELDOUT_GREEK);
    expect(greek.results.length).toBeGreaterThanOrEqual(290);
    // Figures (2026-12-07), the first run on these phrases, the parser at 33d5861 (tuned on demo +
    // sushi + café + grill + street + pastry): exact 96, search 46, asked 37, inexact 22, wrong 8,
    // missed 21, none 60, cart 0; silent 1, said back 17, unasked 0. A regression fails, an
    // improvement tightens by hand; never tune the parser to these phrases nor edit their readings.
    // Still held out, on the parser tuned on the Mexican menu too (d5779c5 + the glossary's
    // borrowed words, 96730d9): 145, 4, 30, 22, 12, 17, 60, 0; silent 1, said back 19. Then
    // tuned on, with the Indian menu (greek-tuning.test.ts): 187, 4, 28, 4, 5, 2, 60, 0.
    expect(greek.count('wrong')).toBeLessThanOrEqual(5);
    expect(greek.count('cart')).toBe(0);
    expect(greek.count('missed')).toBeLessThanOrEqual(2);
    expect(greek.count('inexact')).toBeLessThanOrEqual(2);
    expect(greek.count('exact')).toBeGreaterThanOrEqual(193);
    expect(greek.count('exact') + greek.count('search')).toBeGreaterThanOrEqual(196);
    expect(greek.silent.length).toBe(0);
    expect(greek.unasked.length).toBe(0);
  });
});

// The Georgian restaurant (heldout-georgian.ts, a tenth cuisine: khinkali by 5 / 10 бр.,
// khachapuri, shashlik by the skewer, chicken tapaka half or whole, Georgian wine by the glass or
// the bottle): its menu and phrases written before the parser was run on them or read, held out
// from every menu above.
describe('measurement: the Georgian menu (held out, then tuned on: issue 35 Georgian tuning)', () => {
  it('prints the figures and holds today’s floor', () => {
    const georgian = measured('georgian', createGeorgianMenu(), HELDOUT_GEORGIAN);
    expect(georgian.results.length).toBeGreaterThanOrEqual(300);
    // Figures (2026-12-07), the first run on these phrases, the parser at 818bf09 (tuned on demo +
    // sushi + café + grill + street + pastry + Mexican): exact 167, search 3, asked 43, inexact
    // 10, wrong 5, missed 12, none 67, cart 0; silent 0, said back 3, unasked 0. A regression
    // fails, an improvement tightens by hand; never tune the parser to these phrases nor edit
    // their readings. On the parser tuned on the Greek and Indian menus too (b240338), still held
    // out, measured once: 168, 3, 44, 9, 4, 12, 67, 0 (silent 0, said back 3, unasked 0). Then
    // tuned on (georgian-tuning.test.ts): 192, 3, 34, 4, 1, 6, 67, 0.
    expect(georgian.count('wrong')).toBeLessThanOrEqual(1);
    expect(georgian.count('cart')).toBe(0);
    expect(georgian.count('missed')).toBeLessThanOrEqual(2);
    expect(georgian.count('inexact')).toBeLessThanOrEqual(4);
    expect(georgian.count('exact')).toBeGreaterThanOrEqual(203);
    expect(georgian.count('exact') + georgian.count('search')).toBeGreaterThanOrEqual(203);
    expect(georgian.silent.length).toBe(0);
    expect(georgian.unasked.length).toBe(0);
  });
});

// The Chinese restaurant (heldout-chinese.ts with heldout-chinese-foreign.ts, an eleventh cuisine:
// spring rolls by 2 / 4 бр., dumplings by 6 / 12 бр., wok favourites by small or large portion,
// the Sichuan dishes mild or hot, Peking duck half or whole, fried rice and noodles, tea by the
// cup or the pot): its menu and phrases written before the parser was run on them or read, held
// out from every menu above; then tuned on (chinese-tuning.test.ts).
describe('measurement: the Chinese menu (held out, then tuned on: issue 35 Chinese tuning)', () => {
  it('prints the figures and holds today’s floor', () => {
    const chinese = measured('chinese', createChineseMenu(), HELDOUT_CHINESE);
    expect(chinese.results.length).toBeGreaterThanOrEqual(270);
    // Figures (2026-12-07), the first run on these phrases, the parser at 3b51f63 (tuned on demo +
    // sushi + café + grill + street + pastry + Mexican + Indian + Greek): exact 148, search 11,
    // asked 27, inexact 3, wrong 6, missed 18, none 57, cart 0; silent 0, said back 3, unasked 0.
    // On the parser tuned on the Georgian menu too (c77a1ed), measured once, still held out: 148,
    // 11, 28, 3, 6, 17, 57, 0. Then tuned on by general rules (chinese-tuning.test.ts), with the
    // menu glossary's words of four cuisines (written from the menus' dish names, never these
    // phrases): 184, 3, 22, 2, 0, 2, 57, 0 (silent 0, said back 2, unasked 0). A regression
    // fails, an improvement tightens by hand; the readings are never edited.
    expect(chinese.count('wrong')).toBe(0);
    expect(chinese.count('cart')).toBe(0);
    expect(chinese.count('missed')).toBeLessThanOrEqual(1);
    expect(chinese.count('inexact')).toBeLessThanOrEqual(1);
    expect(chinese.count('exact')).toBeGreaterThanOrEqual(186);
    expect(chinese.count('exact') + chinese.count('search')).toBeGreaterThanOrEqual(189);
    expect(chinese.silent.length).toBe(0);
    expect(chinese.unasked.length).toBe(0);
  });
});

// The Thai restaurant (heldout-thai.ts with heldout-thai-foreign.ts, a twelfth cuisine: spring rolls
// by 4 / 8 бр. and satay by 3 / 6 бр., salads and the kra pao whose heat is the size, soups and
// curries by small or large portion, pad thai with chicken, shrimps or tofu, fried rice): its menu
// and phrases written before the parser was run on them or read, held out from every menu above;
// then tuned on (thai-tuning.test.ts).
describe('measurement: the Thai menu (held out, then tuned on: issue 35 Thai tuning)', () => {
  it('prints the figures and holds today’s floor', () => {
    const thai = measured('thai', createThaiMenu(), HELDOUT_THAI);
    expect(thai.results.length).toBeGreaterThanOrEqual(367);
    // Figures (2026-12-07), the first run on these phrases, the parser at 934ed94 (tuned on demo +
    // sushi + café + grill + street + pastry + Mexican + Indian + Greek + Georgian): exact 173,
    // search 4, asked 66, inexact 8, wrong 19, missed 20, none 77, cart 0; silent 0, said back 5,
    // unasked 3. Held out on the parser tuned on the Chinese menu too (e42f2d4), measured once:
    // 186, 4, 62, 4, 22, 12, 77, 0. Then tuned on (thai-tuning.test.ts, and the glossary's names
    // that begin with words it does not know): 240, 3, 42, 0, 2, 3, 77, 0 (silent 0, said back 0,
    // unasked 0). A regression fails, an improvement tightens by hand; the readings are never
    // edited.
    expect(thai.count('wrong')).toBeLessThanOrEqual(2);
    expect(thai.count('cart')).toBe(0);
    expect(thai.count('missed')).toBeLessThanOrEqual(2);
    expect(thai.count('inexact')).toBe(0);
    expect(thai.count('exact')).toBeGreaterThanOrEqual(241);
    expect(thai.count('exact') + thai.count('search')).toBeGreaterThanOrEqual(244);
    expect(thai.silent.length).toBe(0);
    expect(thai.unasked.length).toBe(0);
  });
});

// The Lebanese restaurant (heldout-lebanese.ts with heldout-lebanese-foreign.ts, a thirteenth
// cuisine: mezze, falafel by 4 / 8 бр. and kibbeh by 3 / 6 бр., manakish, shawarma in a pita or on
// a plate, the grill with a mixed grill for one or two and a chicken half or whole, baklava by the
// portion or the kilo, mint tea by the glass or the pot, arak 50 / 100 мл): its menu and phrases
// written before the parser was run on them or read, held out from every menu above; then tuned
// on (lebanese-tuning.test.ts, and the glossary's round 6).
describe('measurement: the Lebanese menu (held out, then tuned on: issue 35 Lebanese tuning)', () => {
  it('prints the figures and holds today’s floor', () => {
    const lebanese = measured('lebanese', createLebaneseMenu(), HELDOUT_LEBANESE);
    expect(lebanese.results.length).toBeGreaterThanOrEqual(330);
    // Figures (2026-12-07), the first run on these phrases, the parser at 934ed94 (tuned on demo +
    // sushi + café + grill + street + pastry + Mexican + Indian + Greek + Georgian): exact 198,
    // search 5, asked 29, inexact 7, wrong 9, missed 17, none 67, cart 1; silent 0, said back 4,
    // unasked 2. On the parser tuned on the Chinese and Thai menus too (aed5fbf), measured once,
    // still held out: 202, 1, 29, 6, 9, 18, 67, 1. Then tuned on (lebanese-tuning.test.ts, the
    // glossary's round 6): 238, 1, 20, 2, 3, 1, 68, 0 (silent 0, said back 1, unasked 1; two of
    // the three wrong are `ask` phrases proposed with the size said). A regression fails, an
    // improvement tightens by hand; the readings are never edited.
    expect(lebanese.count('wrong')).toBeLessThanOrEqual(3);
    expect(lebanese.count('cart')).toBe(0);
    expect(lebanese.count('missed')).toBeLessThanOrEqual(1);
    expect(lebanese.count('inexact')).toBeLessThanOrEqual(2);
    expect(lebanese.count('exact')).toBeGreaterThanOrEqual(238);
    expect(lebanese.count('exact') + lebanese.count('search')).toBeGreaterThanOrEqual(239);
    expect(lebanese.silent.length).toBe(0);
    expect(lebanese.unasked.length).toBeLessThanOrEqual(1);
  });
});
