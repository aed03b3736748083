import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { kindOf } from '../../src/menu-i18n/kinds.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import { demoMenu } from '../support/demo-menu.ts';

// Names here are not the sandbox menus' unless a test says so: the Mexican menu's own names are
// measured by its typed-order phrases (test/ordering-text/heldout.test.ts).
const glossaryOnly = new MenuTranslations();
type Lang = 'en' | 'de' | 'pl' | 'ro' | 'uk';
const word = (lang: Lang, text: string) => glossaryOnly.translator(lang, null).text(text);
const all = (text: string) =>
  (['en', 'de', 'pl', 'ro', 'uk'] as const).map((lang) => word(lang, text));

describe('borrowed dish words, as each language’s menus print them', () => {
  it('spells the Spanish and Tex-Mex dishes the language’s way, with its cases', () => {
    expect(all('Бурито със скариди')).toEqual([
      'Prawn burrito',
      'Burrito mit Garnelen',
      'Burrito z krewetkami',
      'Burrito cu creveți',
      'Буріто з креветками',
    ]);
    expect(all('Кесадия с шунка')).toEqual([
      'Ham quesadilla',
      'Quesadilla mit Schinken',
      'Quesadilla z szynką',
      'Quesadilla cu șuncă',
      'Кесаділья з шинкою',
    ]);
    expect(all('Енчиладас със зеленчуци')).toEqual([
      'Vegetable enchiladas',
      'Enchiladas mit Gemüse',
      'Enchiladas z warzywami',
      'Enchiladas cu legume',
      'Енчіладас з овочами',
    ]);
    expect(all('Тако със свинско')[0]).toBe('Pork taco');
    expect(all('Тако с гъби')).toEqual([
      'Mushroom taco',
      'Taco mit Pilzen',
      'Taco z pieczarkami',
      'Taco cu ciuperci',
      'Тако з грибами',
    ]);
    expect(all('Фахитас с пилешко')[0]).toBe('Chicken fajitas');
    expect(word('uk', 'Салата с тортила')).toBe('Салат з тортильєю');
  });

  it('words a bowl as the dish (купа) and as a size label', () => {
    expect(all('Купа със сьомга')).toEqual([
      'Salmon bowl',
      'Bowl mit Lachs',
      'Bowl z łososiem',
      'Bowl cu somon',
      'Боул з лососем',
    ]);
    expect(all('Вегетарианска купа')).toEqual([
      'Vegetarian bowl',
      'Vegetarische Bowl',
      'Bowl wegetariański',
      'Bowl vegetarian',
      'Вегетаріанський боул',
    ]);
    expect(all('Купа 400 мл')).toEqual([
      'Bowl 400 ml',
      'Schale 400 ml',
      'Miska 400 ml',
      'Bol 400 ml',
      'Миска 400 мл',
    ]);
  });

  it('keeps a borrowed word after the dish as each language places it', () => {
    expect(all('Кесадия карнитас')).toEqual([
      'Carnitas quesadilla',
      'Quesadilla Carnitas',
      'Quesadilla carnitas',
      'Quesadilla carnitas',
      'Кесаділья карнітас',
    ]);
    expect(all('Бургер чипотле')).toEqual([
      'Chipotle burger',
      'Chipotle-Burger',
      'Burger chipotle',
      'Burger chipotle',
      'Бургер чіпотле',
    ]);
    expect(word('en', 'Енчиладас ал пастор')).toBe('Al pastor enchiladas');
    expect(word('en', 'Пица три сирена')).toBe('Three-cheese pizza');
    expect(word('pl', 'Пица три сирена')).toBe('Pizza z trzema serami');
  });

  it('words the sauces, sides, desserts and drinks whole', () => {
    expect(all('Сос хабанеро')).toEqual([
      'Habanero sauce',
      'Habanero-Soße',
      'Sos habanero',
      'Sos habanero',
      'Соус хабанеро',
    ]);
    expect(all('Чурос')).toEqual(['Churros', 'Churros', 'Churros', 'Churros', 'Чурос']);
    expect(all('Орчата')).toEqual(['Horchata', 'Horchata', 'Horchata', 'Horchata', 'Орчата']);
    expect(all('Мохито')).toEqual(['Mojito', 'Mojito', 'Mojito', 'Mojito', 'Мохіто']);
    expect(word('en', 'Чили син карне')).toBe('Chili sin carne');
    expect(word('de', 'Чили кон карне')).toBe('Chili con Carne');
    expect(word('en', 'Фрихолес')).toBe('Refried beans');
    expect(word('en', 'Тортила чипс')).not.toMatch(/\p{Script=Cyrillic}/u);
    expect(word('en', 'Бира Модело')).toBe('Modelo beer');
    expect(word('pl', 'Бира Корона')).toBe('Piwo Corona');
    expect(word('de', 'Вирджин мохито')).toBe('Virgin Mojito');
    expect(word('ro', 'Вирджин мохито')).toBe('Mojito fără alcool');
    expect(word('uk', 'Вирджин мохито')).toBe('Безалкогольний мохіто');
  });
});

describe('a word worded by the kind of dish: Маргарита, a pizza or a cocktail', () => {
  it('tells a drink by its category, its size labels or its own name', () => {
    expect(kindOf('Маргарита', ['Бар'], ['200 мл'])).toBe('drink');
    expect(kindOf('Маргарита', ['Специалитети'], ['Чаша', 'Кана 1 л'])).toBe('drink');
    expect(kindOf('Коктейл Маргарита', ['Специалитети'], ['250 мл'])).toBe('drink');
    expect(kindOf('Маргарита', ['Пици'], ['Малка 25 см'])).toBeUndefined();
    // A soup in a bowl of 300 мл is no drink; a pizza named beside its word is no cocktail.
    expect(kindOf('Чили', ['Супи'], ['Купа 300 мл'])).toBeUndefined();
    expect(kindOf('Пица Маргарита', ['Коктейли'], ['Чаша'])).toBeUndefined();
  });

  it('shows the cocktail as a margarita and the pizza as a margherita on one menu', () => {
    // The demo menu (its pizza "Пица Маргарита") with a bar: a cocktail "Маргарита" by 200 мл,
    // and a pizza of the same name under the pizzas.
    const sandbox = createDemoMenu();
    const drink = sandbox.products.find((p) => p.id === 401);
    const pizza = sandbox.products.find((p) => p.id === 101);
    const first = sandbox.categories[0];
    if (!drink || !pizza || !first) throw new Error('the demo menu changed');
    sandbox.categories.push({ ...structuredClone(first), id: 98, name: 'Бар' });
    sandbox.products.push(
      { ...structuredClone(drink), id: 9801, name: 'Маргарита', category_ids: [98] },
      { ...structuredClone(drink), id: 9802, name: 'Маргарита ягода', category_ids: [98] },
      { ...structuredClone(drink), id: 9803, name: 'Вирджин маргарита', category_ids: [98] },
      { ...structuredClone(pizza), id: 9804, name: 'Маргарита', category_ids: [1] },
    );
    const menu = demoMenu({ sandbox });
    const names = (lang: Lang) => {
      const shown = glossaryOnly.menu(menu, lang);
      return [101, 9801, 9802, 9803, 9804].map((id) => shown.product(id)?.name);
    };
    expect(names('en')).toEqual([
      'Pizza Margherita',
      'Margarita',
      'Strawberry margarita',
      'Virgin margarita',
      'Margherita',
    ]);
    expect(names('de')).toEqual([
      'Pizza Margherita',
      'Margarita',
      'Erdbeermargarita',
      'Virgin Margarita',
      'Margherita',
    ]);
    expect(names('uk')).toEqual([
      'Піца Маргарита',
      'Маргарита',
      'Маргарита з полуницею',
      'Безалкогольна маргарита',
      'Маргарита',
    ]);
    // A text with no product (a quote's line) whose name two kinds share reads as a dish; one
    // only cocktails have reads as theirs.
    const translator = glossaryOnly.translator('en', menu);
    expect(translator.text('Маргарита')).toBe('Margherita');
    expect(translator.text('Маргарита ягода')).toBe('Strawberry margarita');
  });

  it('shows the Mexican menu’s cocktails as cocktails and keeps the street menu’s pizza slice', async () => {
    const { createMexicanMenu } = await import('../../src/sandbox/menu/mexican-menu.ts');
    const { createStreetMenu } = await import('../../src/sandbox/menu/street-menu.ts');
    const mexican = glossaryOnly.menu(demoMenu({ sandbox: createMexicanMenu() }), 'en');
    expect(mexican.product(9901)?.name).toBe('Margarita');
    expect(mexican.product(9904)?.name).toBe('Virgin margarita');
    const street = glossaryOnly.menu(demoMenu({ sandbox: createStreetMenu() }), 'en');
    expect(street.product(7004)?.name).toMatch(/Margherita/);
  });
});

describe('street wording: a meal deal, a fresh juice, single/double/triple', () => {
  it('words "Меню X" as each language’s menus print a meal deal', () => {
    expect(all('Меню Бургер')).toEqual([
      'Burger menu',
      'Burgermenü',
      'Zestaw z burgerem',
      'Meniu burger',
      'Меню з бургером',
    ]);
    expect(all('Меню Дюнер')).toEqual([
      'Doner menu',
      'Döner-Menü',
      'Zestaw z kebabem',
      'Meniu shaorma',
      'Меню з донером',
    ]);
  });

  it('words "Фреш X" as a freshly squeezed juice of X', () => {
    expect(all('Фреш ябълка')).toEqual([
      'Fresh apple juice',
      'Frisch gepresster Apfelsaft',
      'Świeżo wyciskany sok z jabłka',
      'Fresh de mere',
      'Фреш з яблука',
    ]);
    expect(word('en', 'Фреш ананас')).toBe('Fresh pineapple juice');
  });

  it('words the size labels single, double and triple', () => {
    expect(all('Тройна')).toEqual(['Triple', 'Dreifach', 'Potrójna', 'Triplă', 'Потрійна']);
    expect(all('Единична')).toEqual(['Single', 'Einfach', 'Pojedyncza', 'Simplă', 'Одинарна']);
    expect(all('Двоен')).toEqual(['Double', 'Doppelt', 'Podwójny', 'Dublu', 'Подвійний']);
    expect(word('en', 'Троен бургер')).toBe('Triple burger');
    expect(word('de', 'Троен бургер')).toBe('Dreifacher Burger');
  });

  it('leaves a two-word name after a sauce as before ("Сос сладко чили")', () => {
    expect(word('pl', 'Сос сладко чили')).toBe('Sos słodkie chili');
    expect(word('ro', 'Сос сладко чили')).toBe('Sos chili dulce');
  });
});
