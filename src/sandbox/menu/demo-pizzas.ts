import type { WireProduct } from '../wire.ts';
import { type CrustRule, type PizzaRow, pizza } from './builders.ts';

/**
 * The pizzas of the demo pizzeria (category 1, ids 101..). Prices are [малка, средна, фамилна]
 * in cents. The rows cover every crust rule of spec "Variant": selectable with a price,
 * included, fixed, none, and selectable with a hidden surcharge (crust_extra_minor null).
 * Columns: [id, name, description, ingredient ids, prices, crust rule, other fields of PizzaRow?].
 */
type Row = readonly [
  number,
  string,
  string,
  number[],
  PizzaRow['prices'],
  CrustRule,
  Pick<PizzaRow, 'half' | 'image' | 'extraCategories' | 'bases'>?,
];

// biome-ignore format: a table, one pizza a line
const ROWS: readonly Row[] = [
  [101, 'Маргарита', 'Доматен сос, моцарела и пресен босилек.', [1, 2, 21], [890, 1190, 1590], 'selectable', { extraCategories: [11] }],
  [102, 'Капричоза', 'Доматен сос, моцарела, шунка, гъби и маслини.', [1, 2, 3, 4, 6], [990, 1290, 1790], 'selectable'],
  [103, 'Пеперони', 'Доматен сос, моцарела и пикантен салам пеперони.', [1, 2, 5], [990, 1290, 1790], 'selectable'],
  [104, 'Четири сирена', 'Сметанов сос, моцарела, синьо сирене, пармезан и ементал. С пълнен борд.', [23, 2, 12, 13, 14], [1090, 1390, 1890], 'included', { extraCategories: [11] }],
  [105, 'Вегетарианска', 'Доматен сос, моцарела, гъби, чушки, лук, царевица и маслини.', [1, 2, 4, 7, 8, 9, 6], [950, 1250, 1690], 'selectable', { extraCategories: [11], bases: 4 }],
  [106, 'Карбонара', 'Сметанов сос, моцарела, бекон и яйце.', [23, 2, 10, 24], [1050, 1350, 1850], 'selectable'],
  [107, 'Прошуто и рукола', 'Доматен сос, моцарела, прошуто, рукола и пармезан.', [1, 2, 28, 19, 13], [1190, 1490, 1990], 'none'],
  [108, 'Барбекю пиле', 'Сос барбекю, моцарела, пилешко филе, лук и царевица.', [44, 2, 11, 8, 9], [1090, 1390, 1890], 'hidden'],
  [109, 'Хавай', 'Доматен сос, моцарела, шунка и ананас.', [1, 2, 3, 29], [990, 1290, 1790], 'selectable', { image: false }],
  [110, 'Дяволска', 'Доматен сос, моцарела, пеперони, халапеньо и чушки.', [1, 2, 5, 25, 7], [1050, 1350, 1850], 'selectable'],
  [111, 'Морска', 'Доматен сос, моцарела, риба тон, скариди и миди.', [1, 2, 16, 17, 18], [1290, 1590, 2190], 'none', { half: false }],
  [112, 'Риба тон', 'Доматен сос, моцарела, риба тон, лук и маслини.', [1, 2, 16, 8, 6], [1050, 1350, 1850], 'selectable'],
  [113, 'Българска', 'Доматен сос, моцарела, краве сирене, луканка, чушки и яйце.', [1, 2, 15, 26, 7, 24], [1090, 1390, 1890], 'selectable'],
  [114, 'Песто', 'Сос песто, моцарела, чери домати и рукола.', [22, 2, 20, 19], [1050, 1350, 1850], 'selectable', { extraCategories: [11], image: false }],
  [115, 'Калцоне', 'Затворена пица с доматен сос, моцарела, шунка и гъби.', [1, 2, 3, 4], [1050, 1350, 1850], 'none', { half: false, bases: 1 }],
  [116, 'Бианка', 'Сметанов сос, моцарела, ементал и гъби.', [23, 2, 14, 4], [990, 1290, 1790], 'selectable'],
  [117, 'Фермерска', 'Доматен сос, моцарела, бекон, гъби, царевица и чушки.', [1, 2, 10, 4, 9, 7], [1090, 1390, 1890], 'selectable'],
  [118, 'Горгонзола и орехи', 'Сметанов сос, горгонзола, орехи и рукола.', [23, 30, 38, 19], [1150, 1450, 1950], 'none'],
  [119, 'Мексикана', 'Доматен сос, моцарела, телешка кайма, халапеньо, царевица и лук.', [1, 2, 41, 25, 9, 8], [1090, 1390, 1890], 'selectable'],
  [120, 'Борд Специал', 'Доматен сос, моцарела, шунка, пеперони и гъби. Винаги с пълнен борд.', [1, 2, 3, 5, 4], [1190, 1490, 2090], 'fixed'],
  [121, 'Сезонна с тиква', 'Сметанов сос, моцарела, печена тиква и горгонзола.', [23, 2, 54, 30], [1090, 1390, 1890], 'selectable'],
  [122, 'Детска', 'Доматен сос, моцарела и шунка. Малка порция за деца.', [1, 2, 3], [690, 990, 1390], 'none', { half: false, image: false }],
];

/** Id of the pizza that is out of stock (spec "Product": available false, available_at). */
export const UNAVAILABLE_PIZZA_ID = 121;
/** Id of the pizza whose crust surcharge is hidden (crust_extra_minor null on the wire). */
export const HIDDEN_CRUST_PIZZA_ID = 108;

/** Fresh pizza records of the demo, in menu order. */
export function demoPizzas(): WireProduct[] {
  const pizzas = ROWS.map(([id, name, description, ingredients, prices, crust, other]) =>
    pizza({ id, name, description, ingredients, prices, crust, ...other }),
  );
  const seasonal = pizzas.find((p) => p.id === UNAVAILABLE_PIZZA_ID);
  if (seasonal) {
    seasonal.available = false;
    seasonal.available_at = 'Очаква се отново от 1 октомври';
    seasonal.availability_notice = 'Сезонна пица — в момента не се предлага.';
  }
  return pizzas;
}
