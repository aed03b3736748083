import { describe, expect, it } from 'vitest';
import { initialContext } from '../../src/conversation/context-updates.ts';
import type { ConversationContext } from '../../src/conversation/types.ts';
import type { Locale } from '../../src/locale/locale.ts';
import { createTranslator, type Translate } from '../../src/locale/translate.ts';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import {
  createDemoMenu,
  setProductAvailable,
  setVariantPrice,
} from '../../src/sandbox/menu/index.ts';
import { actionData, integer, KEPT_ARGUMENTS, withArg } from '../../src/telegram/button-kit.ts';
import { menuOnly, type TargetScreen, targetTag } from '../../src/telegram/button-targets.ts';
import { encodeButton } from '../../src/telegram/callback-data.ts';
import { SCREENS } from '../../src/telegram/views/index.ts';
import { KEPT_FORMATS, type View, viewKit } from '../../src/telegram/views/view.ts';
import { onCard } from '../support/conversation-contexts.ts';
import { demoMenu } from '../support/demo-menu.ts';

/*
 * What the views keep between screens (issue 21: building a screen at 1,000 customers): the tags
 * of buttons that read only the menu, a list's labels, per synced menu and language. Kept texts
 * must never outlive what they show: a sync or another language draws anew.
 */

const MARGHERITA = 101;
const PIZZAS = 1;

function onCategory(locale: Locale): ConversationContext {
  const context = initialContext(locale, 1);
  return { ...context, nav: { ...context.nav, categoryId: PIZZAS } };
}

function categoryPage(
  t: Translate,
  menu: ReturnType<typeof demoMenu>,
  locale: Locale,
  translations = new MenuTranslations(),
): View {
  const render = { menu, search: null, t, now: 0, translations };
  const screen = SCREENS.category;
  return screen.draw(viewKit(onCategory(locale), render, 'category', screen.buttons));
}

const margheritaButton = (view: View) =>
  view.keyboard.flat().find((button) => button.data.endsWith(`|p|${MARGHERITA}`));

describe('kept button tags', () => {
  it('digest a menu-only target once per menu, screen and argument; any other target on every draw', () => {
    let digested = 0;
    const counted = (id: number, { menu }: TargetScreen) => {
      digested += 1;
      return menu.product(id)?.name ?? null;
    };
    const kept = withArg('zk', integer, () => undefined, menuOnly(counted));
    // menuOnly marks the function itself: the plain one must be another.
    const plain = withArg(
      'zp',
      integer,
      () => undefined,
      (id: number, screen: TargetScreen) => counted(id, screen),
    );
    const context = initialContext('en', 1);
    const first = demoMenu();
    const synced = demoMenu();
    const on = (path: string, menu: typeof first) => ({ path, context, menu });

    const data = actionData(kept, on('category', first), MARGHERITA);
    expect(data).toBe(
      encodeButton(targetTag('category', first.product(MARGHERITA)?.name), 'zk', '101'),
    );
    expect(actionData(kept, on('category', first), MARGHERITA)).toBe(data);
    expect(digested).toBe(1);
    // Another argument, another screen, a new menu (a sync): each digested anew.
    actionData(kept, on('category', first), 102);
    actionData(kept, on('search', first), MARGHERITA);
    expect(actionData(kept, on('category', synced), MARGHERITA)).toBe(data);
    expect(digested).toBe(4);
    // A target that may read the chat's state is digested on every draw.
    actionData(plain, on('category', first), MARGHERITA);
    actionData(plain, on('category', first), MARGHERITA);
    expect(digested).toBe(6);
  });

  it('keep a bounded number of arguments per menu, action and screen', () => {
    let digested = 0;
    const kept = withArg(
      'zb',
      integer,
      () => undefined,
      menuOnly((id: number) => {
        digested += 1;
        return id;
      }),
    );
    const screen = { path: 'category', context: initialContext('en', 1), menu: demoMenu() };
    for (let id = 0; id < KEPT_ARGUMENTS + 10; id += 1) actionData(kept, screen, id);
    expect(digested).toBe(KEPT_ARGUMENTS + 10);
    // The first ones are kept; those past the bound are digested again, each time.
    actionData(kept, screen, 0);
    actionData(kept, screen, KEPT_ARGUMENTS + 5);
    expect(digested).toBe(KEPT_ARGUMENTS + 11);
  });
});

describe('a kept list page', () => {
  it('shows a sync at once: a dish made unavailable or repriced gets a new label and tag', () => {
    const t = createTranslator();
    const sandbox = createDemoMenu();
    const before = margheritaButton(categoryPage(t, demoMenu({ sandbox }), 'en'));
    setProductAvailable(sandbox, MARGHERITA, false);
    const unavailable = margheritaButton(categoryPage(t, demoMenu({ sandbox }), 'en'));
    expect(before?.label.startsWith('⛔')).toBe(false);
    expect(unavailable?.label.startsWith('⛔ ')).toBe(true);
    expect(unavailable?.data).not.toBe(before?.data);
    setProductAvailable(sandbox, MARGHERITA, true);
    setVariantPrice(sandbox, MARGHERITA, 'standard', 790);
    const repriced = margheritaButton(categoryPage(t, demoMenu({ sandbox }), 'en'));
    expect(repriced?.label).not.toBe(before?.label);
    expect(repriced?.data).not.toBe(before?.data);
  });

  it('is drawn as a first draw would draw it, whatever was drawn before (menus, languages)', () => {
    const t = createTranslator();
    const sandbox = createDemoMenu();
    const first = demoMenu({ sandbox });
    setVariantPrice(sandbox, MARGHERITA, 'standard', 790);
    const second = demoMenu({ sandbox });
    const translations = new MenuTranslations({
      en: { products: { '101': { name: 'Margherita' } } },
    });
    const sequence: [typeof first, Locale][] = [
      [first, 'en'],
      [first, 'bg'],
      [second, 'en'],
      [first, 'en'],
      [second, 'de'],
      [second, 'bg'],
    ];
    const labels = new Set<string>();
    for (const [menu, locale] of sequence) {
      // A new formatter function keeps nothing: its draw is a first draw.
      const fresh: Translate = (...args) => t(...args);
      const kept = categoryPage(t, menu, locale, translations);
      expect(kept).toEqual(categoryPage(fresh, menu, locale, translations));
      labels.add(margheritaButton(kept)?.label ?? '');
    }
    // Each of the five (menu, language) pairs shows its own label: none is another's kept text.
    expect(labels.size).toBe(5);
  });
});

/** A translator that counts what it formats, and render settings that use it (no menu). */
function countingRender() {
  const t = createTranslator();
  const counted = { t, formatted: 0, render: { menu: null, search: null, t, now: 0 } };
  counted.render.t = (...args) => {
    counted.formatted += 1;
    return t(...args);
  };
  return counted;
}

describe('kept messages with arguments', () => {
  it('are formatted once per translator, language, message and arguments', () => {
    const counted = countingRender();
    const { t, render } = counted;
    const kitIn = (locale: Locale) =>
      viewKit(initialContext(locale, 1), render, 'home', SCREENS.home.buttons);
    const en = kitIn('en');
    const one = en.tr('btn-cart', { count: 1 });
    expect(kitIn('en').tr('btn-cart', { count: 1 })).toBe(one);
    expect(counted.formatted).toBe(1);
    // Another count, another language, a number written as text (no plural rule): each its own.
    expect(en.tr('btn-cart', { count: 5 })).toBe(t('en', 'btn-cart', { count: 5 }));
    expect(kitIn('pl').tr('btn-cart', { count: 1 })).toBe(t('pl', 'btn-cart', { count: 1 }));
    expect(en.tr('page-counter', { page: 2, pages: 3 })).toBe(
      t('en', 'page-counter', { page: 2, pages: 3 }),
    );
    expect(en.tr('page-counter', { page: 3, pages: 2 })).toBe(
      t('en', 'page-counter', { page: 3, pages: 2 }),
    );
    expect(en.tr('btn-cart', { count: '1' })).toBe(t('en', 'btn-cart', { count: '1' }));
    expect(counted.formatted).toBe(6);
  });

  it('keep a bounded number of argument sets, and format long texts each time', () => {
    const counted = countingRender();
    const { render } = counted;
    const kit = viewKit(initialContext('en', 1), render, 'home', SCREENS.home.buttons);
    for (let count = 0; count < KEPT_FORMATS + 5; count += 1) kit.tr('btn-cart', { count });
    kit.tr('btn-cart', { count: 0 });
    expect(counted.formatted).toBe(KEPT_FORMATS + 5);
    kit.tr('btn-cart', { count: KEPT_FORMATS + 1 });
    expect(counted.formatted).toBe(KEPT_FORMATS + 6);
    const long = 'x'.repeat(65);
    kit.tr('allergens', { list: long });
    kit.tr('allergens', { list: long });
    expect(counted.formatted).toBe(KEPT_FORMATS + 8);
  });
});

describe('a kept product card', () => {
  it('is drawn as a first draw would draw it, for every size and language in turn', () => {
    const t = createTranslator();
    const sandbox = createDemoMenu();
    // The family Margherita also has egg (allergen 3): its sizes read differently.
    const margherita = sandbox.products.find((product) => product.id === MARGHERITA);
    const family = margherita?.variants.find((variant) => variant.key === 'family');
    if (family) family.allergens = [...family.allergens, 3];
    const menu = demoMenu({ sandbox });
    const screen = SCREENS['product.card'];
    const card = (translate: Translate, context: ConversationContext) =>
      screen.draw(
        viewKit(
          context,
          { menu, search: null, t: translate, now: 0 },
          'product.card',
          screen.buttons,
        ),
      );
    const allergenLines = new Set<string>();
    for (const product of menu.productsIn(PIZZAS).slice(0, 6)) {
      for (const variant of product.variants) {
        for (const locale of ['en', 'bg'] as const) {
          const context = { ...onCard(product.id), locale };
          if (context.draft?.kind === 'product')
            context.draft = { ...context.draft, size: variant.key };
          const fresh: Translate = (...args) => t(...args);
          const kept = card(t, context);
          expect(kept).toEqual(card(fresh, context));
          for (const line of kept.text.split('\n'))
            if (/^(Allergens|Алергени):/.test(line)) allergenLines.add(line);
        }
      }
    }
    // The dishes and languages drawn show several different allergen lines.
    expect(allergenLines.size).toBeGreaterThanOrEqual(4);
  });
});

describe('a translated menu', () => {
  it('keeps the translated list of each category it has, and nothing for an unknown id', () => {
    const translations = new MenuTranslations({
      en: { products: { '101': { name: 'Margherita' } } },
    });
    const menu = translations.menu(demoMenu(), 'en');
    const pizzas = menu.productsIn(PIZZAS);
    expect(pizzas.find((product) => product.id === MARGHERITA)?.name).toBe('Margherita');
    expect(menu.productsIn(PIZZAS)).toBe(pizzas);
    expect(menu.productsIn(999_999)).toEqual([]);
    expect(menu.productsIn(999_999)).not.toBe(menu.productsIn(999_999));
    // A sync brings a new menu, translated anew.
    const synced = translations.menu(demoMenu(), 'en');
    expect(synced.productsIn(PIZZAS)).not.toBe(pizzas);
    expect(synced.productsIn(PIZZAS)).toEqual(pizzas);
  });
});
