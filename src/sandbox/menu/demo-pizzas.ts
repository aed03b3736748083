import type { WireProduct } from '../wire.ts';
import { type PizzaRow, pizza } from './builders.ts';

/**
 * The pizzas of the demo pizzeria (category 1, ids 101..). Prices are [малка, средна, фамилна]
 * in cents. The rows cover every crust rule of spec "Variant": selectable with a price,
 * included, fixed, none, and selectable with a hidden surcharge (crust_extra_minor null).
 */
const ROWS: PizzaRow[] = [
  {
    id: 101,
    name: 'Маргарита',
    description: 'Доматен сос, моцарела и пресен босилек.',
    ingredients: [1, 2, 21],
    prices: [890, 1190, 1590],
    crust: 'selectable',
    extraCategories: [11],
  },
  {
    id: 102,
    name: 'Капричоза',
    description: 'Доматен сос, моцарела, шунка, гъби и маслини.',
    ingredients: [1, 2, 3, 4, 6],
    prices: [990, 1290, 1790],
    crust: 'selectable',
  },
  {
    id: 103,
    name: 'Пеперони',
    description: 'Доматен сос, моцарела и пикантен салам пеперони.',
    ingredients: [1, 2, 5],
    prices: [990, 1290, 1790],
    crust: 'selectable',
  },
  {
    id: 104,
    name: 'Четири сирена',
    description: 'Сметанов сос, моцарела, синьо сирене, пармезан и ементал. С пълнен борд.',
    ingredients: [23, 2, 12, 13, 14],
    prices: [1090, 1390, 1890],
    crust: 'included',
    extraCategories: [11],
  },
  {
    id: 105,
    name: 'Вегетарианска',
    description: 'Доматен сос, моцарела, гъби, чушки, лук, царевица и маслини.',
    ingredients: [1, 2, 4, 7, 8, 9, 6],
    prices: [950, 1250, 1690],
    crust: 'selectable',
    extraCategories: [11],
    bases: 4,
  },
  {
    id: 106,
    name: 'Карбонара',
    description: 'Сметанов сос, моцарела, бекон и яйце.',
    ingredients: [23, 2, 10, 24],
    prices: [1050, 1350, 1850],
    crust: 'selectable',
  },
  {
    id: 107,
    name: 'Прошуто и рукола',
    description: 'Доматен сос, моцарела, прошуто, рукола и пармезан.',
    ingredients: [1, 2, 28, 19, 13],
    prices: [1190, 1490, 1990],
    crust: 'none',
  },
  {
    id: 108,
    name: 'Барбекю пиле',
    description: 'Сос барбекю, моцарела, пилешко филе, лук и царевица.',
    ingredients: [44, 2, 11, 8, 9],
    prices: [1090, 1390, 1890],
    crust: 'hidden',
  },
  {
    id: 109,
    name: 'Хавай',
    description: 'Доматен сос, моцарела, шунка и ананас.',
    ingredients: [1, 2, 3, 29],
    prices: [990, 1290, 1790],
    crust: 'selectable',
    image: false,
  },
  {
    id: 110,
    name: 'Дяволска',
    description: 'Доматен сос, моцарела, пеперони, халапеньо и чушки.',
    ingredients: [1, 2, 5, 25, 7],
    prices: [1050, 1350, 1850],
    crust: 'selectable',
  },
  {
    id: 111,
    name: 'Морска',
    description: 'Доматен сос, моцарела, риба тон, скариди и миди.',
    ingredients: [1, 2, 16, 17, 18],
    prices: [1290, 1590, 2190],
    crust: 'none',
    half: false,
  },
  {
    id: 112,
    name: 'Риба тон',
    description: 'Доматен сос, моцарела, риба тон, лук и маслини.',
    ingredients: [1, 2, 16, 8, 6],
    prices: [1050, 1350, 1850],
    crust: 'selectable',
  },
  {
    id: 113,
    name: 'Българска',
    description: 'Доматен сос, моцарела, краве сирене, луканка, чушки и яйце.',
    ingredients: [1, 2, 15, 26, 7, 24],
    prices: [1090, 1390, 1890],
    crust: 'selectable',
  },
  {
    id: 114,
    name: 'Песто',
    description: 'Сос песто, моцарела, чери домати и рукола.',
    ingredients: [22, 2, 20, 19],
    prices: [1050, 1350, 1850],
    crust: 'selectable',
    extraCategories: [11],
    image: false,
  },
  {
    id: 115,
    name: 'Калцоне',
    description: 'Затворена пица с доматен сос, моцарела, шунка и гъби.',
    ingredients: [1, 2, 3, 4],
    prices: [1050, 1350, 1850],
    crust: 'none',
    half: false,
    bases: 1,
  },
  {
    id: 116,
    name: 'Бианка',
    description: 'Сметанов сос, моцарела, ементал и гъби.',
    ingredients: [23, 2, 14, 4],
    prices: [990, 1290, 1790],
    crust: 'selectable',
  },
  {
    id: 117,
    name: 'Фермерска',
    description: 'Доматен сос, моцарела, бекон, гъби, царевица и чушки.',
    ingredients: [1, 2, 10, 4, 9, 7],
    prices: [1090, 1390, 1890],
    crust: 'selectable',
  },
  {
    id: 118,
    name: 'Горгонзола и орехи',
    description: 'Сметанов сос, горгонзола, орехи и рукола.',
    ingredients: [23, 30, 38, 19],
    prices: [1150, 1450, 1950],
    crust: 'none',
  },
  {
    id: 119,
    name: 'Мексикана',
    description: 'Доматен сос, моцарела, телешка кайма, халапеньо, царевица и лук.',
    ingredients: [1, 2, 41, 25, 9, 8],
    prices: [1090, 1390, 1890],
    crust: 'selectable',
  },
  {
    id: 120,
    name: 'Борд Специал',
    description: 'Доматен сос, моцарела, шунка, пеперони и гъби. Винаги с пълнен борд.',
    ingredients: [1, 2, 3, 5, 4],
    prices: [1190, 1490, 2090],
    crust: 'fixed',
  },
  {
    id: 121,
    name: 'Сезонна с тиква',
    description: 'Сметанов сос, моцарела, печена тиква и горгонзола.',
    ingredients: [23, 2, 54, 30],
    prices: [1090, 1390, 1890],
    crust: 'selectable',
  },
  {
    id: 122,
    name: 'Детска',
    description: 'Доматен сос, моцарела и шунка. Малка порция за деца.',
    ingredients: [1, 2, 3],
    prices: [690, 990, 1390],
    crust: 'none',
    half: false,
    image: false,
  },
];

/** Id of the pizza that is out of stock (spec "Product": available false, available_at). */
export const UNAVAILABLE_PIZZA_ID = 121;
/** Id of the pizza whose crust surcharge is hidden (crust_extra_minor null on the wire). */
export const HIDDEN_CRUST_PIZZA_ID = 108;

/** Fresh pizza records of the demo, in menu order. */
export function demoPizzas(): WireProduct[] {
  const pizzas = ROWS.map(pizza);
  const seasonal = pizzas.find((p) => p.id === UNAVAILABLE_PIZZA_ID);
  if (seasonal) {
    seasonal.available = false;
    seasonal.available_at = 'Очаква се отново от 1 октомври';
    seasonal.availability_notice = 'Сезонна пица — в момента не се предлага.';
  }
  return pizzas;
}
