import type { WireProduct } from '../wire.ts';
import { dish, linkChoices } from './builders.ts';

/**
 * The drinks of the demo (category 9, ids 901..). Two families are reached through choice groups
 * (spec "ChoiceGroup"): a lemonade with flavours and a beer with packages. Their option children
 * are unlisted records (listed false) that must still be kept and ordered by id.
 */
type Row = readonly [number, string, string, number, string, number[], number[], boolean?];

const ROWS: readonly Row[] = [
  [901, 'Домашна лимонада', 'Лимонада с пресен лимон и мента.', 450, '400 мл', [49, 50], []],
  [
    902,
    'Домашна лимонада с ягода',
    'Лимонада с пюре от ягоди.',
    490,
    '400 мл',
    [49, 50],
    [],
    false,
  ],
  [903, 'Домашна лимонада с маракуя', 'Лимонада с маракуя.', 520, '400 мл', [49, 50], [], false],
  [
    904,
    'Домашна лимонада с джинджифил',
    'Лимонада с пресен джинджифил.',
    490,
    '400 мл',
    [49, 50],
    [],
    false,
  ],
  [905, 'Бира Загорка', 'Светла бира, бутилка 500 мл.', 350, '500 мл', [57], []],
  [906, 'Бира Загорка кен', 'Светла бира, кен 330 мл.', 290, '330 мл', [57], [], false],
  [907, 'Бира Загорка стек', 'Шест бутилки по 500 мл.', 1890, '6 × 500 мл', [57], [], false],
  [908, 'Минерална вода', 'Негазирана минерална вода.', 200, '500 мл', [], []],
  [909, 'Газирана вода', 'Газирана минерална вода.', 220, '500 мл', [], []],
  [910, 'Кока-Кола', 'Газирана напитка.', 300, '330 мл', [], []],
  [911, 'Фанта портокал', 'Газирана напитка с портокал.', 300, '330 мл', [], []],
  [912, 'Спрайт', 'Газирана напитка с лимон и лайм.', 300, '330 мл', [], []],
  [913, 'Фреш от портокал', 'Прясно изцеден портокалов сок.', 550, '300 мл', [], []],
  [914, 'Айрян', 'Разреден кисело мляко със сол.', 250, '300 мл', [47], []],
  [915, 'Студен чай праскова', 'Студен чай с вкус на праскова.', 290, '500 мл', [50], []],
  [916, 'Червено вино', 'Мерло, чаша 150 мл.', 650, '150 мл', [58], []],
];

/** Fresh drink records, families linked both ways through their choice groups. */
export function demoDrinks(): WireProduct[] {
  const drinks = ROWS.map(
    ([id, name, description, minor, label, ingredients, allergens, listed], i) =>
      dish({
        id,
        name,
        description,
        categories: [9],
        minor,
        weight: null,
        label,
        ingredients,
        allergens,
        listed: listed !== false,
        image: i % 4 !== 3,
      }),
  );
  linkChoices(
    drinks,
    'Вкус',
    [901, 902, 903, 904],
    ['Класическа', 'Ягода', 'Маракуя', 'Джинджифил'],
  );
  linkChoices(
    drinks,
    'Опаковка',
    [905, 906, 907],
    ['Бутилка 500 мл', 'Кен 330 мл', 'Стек 6 бутилки'],
  );
  return drinks;
}
