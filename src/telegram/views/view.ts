import { cached } from '../../cached.ts';
import type { Menu } from '../../catalogue/menu.ts';
import type { MenuSearch } from '../../catalogue/search.ts';
import type { ConversationContext } from '../../conversation/types.ts';
import type { Locale } from '../../locale/locale.ts';
import type { MessageId } from '../../locale/message-ids.ts';
import type { MessageArgs, Translate } from '../../locale/translate.ts';
import { MenuTranslations, type MenuTranslator } from '../../menu-i18n/index.ts';
import {
  type AnyAction,
  type ArgsOf,
  actionData,
  type ButtonScreen,
  type ButtonSet,
  numbered,
  simple,
} from '../button-kit.ts';

/** One inline button: its label and the callback data (`button-kit.ts`) it sends back. */
export interface Button {
  label: string;
  data: string;
  /** A Mini App button instead of a callback: the https address it opens. */
  webApp?: string | undefined;
}

/**
 * What one conversation step shows: plain text (no parse mode, so dish names need no escaping),
 * inline buttons, an optional photo (its caption is the text), and whether the phone step's
 * reply keyboard with "share my number" is shown or removed.
 */
export interface View {
  text: string;
  keyboard: Button[][];
  photo?: string | undefined;
  /** `contact-keep`: the phone step has a number, and the keyboard also offers to keep it. */
  replyKeyboard?: 'contact' | 'contact-keep' | undefined;
}

/** Everything a view needs besides the snapshot: never I/O. */
export interface RenderContext {
  menu: Menu | null;
  search: MenuSearch | null;
  t: Translate;
  now: number;
  /** The Mini App's address (WEBAPP_URL), when configured. */
  webAppUrl?: string | undefined;
  /** A staff chat takes a word with the restaurant: an active order offers it (issue 36). */
  word?: boolean | undefined;
  /** The restaurant's texts in the chat's language (MENU_TRANSLATIONS, the glossary). */
  translations?: MenuTranslations | undefined;
}

// Without MENU_TRANSLATIONS the glossary and the transliteration still apply.
const GLOSSARY_ONLY = new MenuTranslations();

/** Back and home, on every screen (spec of the conversation: never stuck). */
export const NAV = {
  home: simple('h', { type: 'HOME' }),
  back: simple('b', { type: 'BACK' }),
};
type Nav = typeof NAV;

/** The previous and next page of a paged list (`pager`). */
export const PAGE = { page: numbered('g', 'PAGE', 'page') };

/**
 * One screen: the buttons it draws, by name, each with what it means (`button-kit.ts`), and how
 * it draws its message and keyboard. Its view can draw only the buttons it declares (any other
 * name does not compile), and a press is read by the declaration of the button it carries. The
 * registry (`index.ts`) gives every state of the machine its screen.
 */
export interface Screen<B extends ButtonSet = ButtonSet> {
  readonly buttons: B;
  draw(kit: ViewKit<B>): View;
}

/** Declares a screen: its own buttons (back and home come with every screen) and its view. */
export function screen<B extends ButtonSet>(
  buttons: B,
  draw: (kit: ViewKit<B & Nav>) => View,
): Screen<B & Nav> {
  return { buttons: { ...NAV, ...buttons }, draw };
}

/** The helpers views share: translation in the chat's language and button making. */
export interface ViewKit<B extends ButtonSet = Nav> {
  locale: Locale;
  context: ConversationContext;
  /** The menu with its texts in the chat's language (ids and prices as synced). */
  menu: Menu | null;
  /** The restaurant's texts that come from elsewhere (the quote, statuses, kept names). */
  texts: MenuTranslator;
  search: MenuSearch | null;
  now: number;
  tr(id: MessageId, args?: MessageArgs): string;
  /**
   * A text about one menu item (a product of `menu`: its list label, its price) made by `make`
   * once per translator and language, and then reused: `make` must read only `item` and this
   * kit's words (never the chat's state). The item is the object a menu hands out; a sync brings
   * new objects (and a language its own), so a kept text never outlives what it shows.
   */
  itemText(item: object, purpose: string, make: () => string): string;
  /** A button the screen declares, with that button's argument (if it takes one). */
  button<N extends keyof B & string>(label: string, action: N, ...arg: ArgsOf<B[N]>): Button;
  nav(...extra: Button[][]): Button[][];
}

/** What one translator in one language keeps between renders. */
interface Words {
  /** Labels without arguments (buttons, titles): the same on every render. */
  labels: Map<MessageId, string>;
  /** Texts about menu items (`ViewKit.itemText`), by item and purpose. */
  items: WeakMap<object, Map<string, string>>;
  /** Messages with arguments, by id and then by their arguments (`argumentsKey`). */
  formatted: Map<MessageId, Map<string, string>>;
}

/** At most this many argument sets are kept per message, translator and language. */
export const KEPT_FORMATS = 256;
/** Longer string arguments (a list of allergens, a customer's words) are formatted each time. */
const KEPT_ARGUMENT_LENGTH = 64;

/**
 * The arguments of a message as one key (names, kinds and values: a number and its digits as a
 * string are formatted differently, by plural rules), or undefined when one is not a number or a
 * short string (a date, a long text): such a message is formatted anew.
 */
function argumentsKey(args: MessageArgs): string | undefined {
  let key = '';
  for (const name in args) {
    const value = args[name];
    if (typeof value === 'number') key += `${name}\u0000n${value}\u0001`;
    else if (typeof value === 'string' && value.length <= KEPT_ARGUMENT_LENGTH)
      key += `${name}\u0000s${value}\u0001`;
    else return undefined;
  }
  return key;
}

// One Fluent formatting per translator, language and message (or menu item).
const keptWords = new WeakMap<Translate, Map<Locale, Words>>();

/** The kept words of one translator in one language. */
function wordsOf(t: Translate, locale: Locale): Words {
  const byLocale = cached(keptWords, t, () => new Map<Locale, Words>());
  return cached(byLocale, locale, () => ({
    labels: new Map(),
    items: new WeakMap(),
    formatted: new Map(),
  }));
}

/**
 * Builds the kit for one render of the screen at `path` (the state path): every button carries
 * the tag of what it points at on that screen.
 */
export function viewKit<B extends ButtonSet>(
  context: ConversationContext,
  render: RenderContext,
  path: string,
  buttons: B,
): ViewKit<B> {
  return new RenderKit(context, render, path, buttons) as unknown as ViewKit<B>;
}

/**
 * One render's kit: a class, so a render allocates one object and no closures (a screen is drawn
 * for nearly every update).
 */
class RenderKit {
  readonly locale: Locale;
  readonly context: ConversationContext;
  readonly menu: Menu | null;
  readonly texts: MenuTranslator;
  readonly search: MenuSearch | null;
  readonly now: number;
  readonly #t: Translate;
  readonly #words: Words;
  /** Buttons are tagged against the synced menu: a translation never makes a tap stale. */
  readonly #screen: ButtonScreen;
  readonly #declared: ButtonSet;

  constructor(
    context: ConversationContext,
    render: RenderContext,
    path: string,
    buttons: ButtonSet,
  ) {
    const locale = context.locale;
    const translations = render.translations ?? GLOSSARY_ONLY;
    this.locale = locale;
    this.context = context;
    this.menu = translations.menu(render.menu, locale);
    this.texts = translations.translator(locale, render.menu);
    this.search = render.search;
    this.now = render.now;
    this.#t = render.t;
    this.#words = wordsOf(render.t, locale);
    this.#screen = { path, context, menu: render.menu };
    this.#declared = buttons;
  }

  tr(id: MessageId, args?: MessageArgs): string {
    const words = this.#words;
    if (args !== undefined) {
      const key = argumentsKey(args);
      if (key === undefined) return this.#t(this.locale, id, args);
      const byArgs = cached(words.formatted, id, () => new Map<string, string>());
      let text = byArgs.get(key);
      if (text === undefined) {
        text = this.#t(this.locale, id, args);
        if (byArgs.size < KEPT_FORMATS) byArgs.set(key, text);
      }
      return text;
    }
    const known = words.labels.get(id);
    if (known !== undefined) return known;
    const text = this.#t(this.locale, id);
    words.labels.set(id, text);
    return text;
  }

  itemText(item: object, purpose: string, make: () => string): string {
    const byPurpose = cached(this.#words.items, item, () => new Map<string, string>());
    return cached(byPurpose, purpose, make);
  }

  // One optional argument rather than a rest parameter: no array per button.
  button(label: string, action: string, arg?: unknown): Button {
    const declaration: AnyAction | undefined = this.#declared[action];
    if (declaration === undefined) {
      throw new Error(`${this.#screen.path} does not declare the button ${action}`);
    }
    return { label, data: actionData(declaration, this.#screen, arg) };
  }

  /** Back and home on every step (spec of the conversation: never stuck). */
  nav(...extra: Button[][]): Button[][] {
    extra.push([
      this.button(this.tr('btn-back'), 'back'),
      this.button(this.tr('btn-home'), 'home'),
    ]);
    return extra;
  }
}

/** Splits buttons into rows of `perRow`. */
export function rows(buttons: Button[], perRow: number): Button[][] {
  const out: Button[][] = [];
  for (let i = 0; i < buttons.length; i += perRow) out.push(buttons.slice(i, i + perRow));
  return out;
}

/**
 * Previous and next buttons for a paged list, or none when one page is enough. Each names the
 * page it leads to ("◀ 1 / 5", "3 / 5 ▶"); where the customer is now is said in the text
 * (`pageLine`), so no button only shows a number and does nothing when tapped.
 */
export function pager(kit: ViewKit<typeof PAGE>, page: number, pages: number): Button[][] {
  if (pages <= 1) return [];
  const row: Button[] = [];
  const pageOf = (index: number) => kit.tr('page-of', { page: index + 1, pages });
  if (page > 0) row.push(kit.button(`◀ ${pageOf(page - 1)}`, 'page', page - 1));
  if (page < pages - 1) row.push(kit.button(`${pageOf(page + 1)} ▶`, 'page', page + 1));
  return [row];
}

/**
 * One page of a paged list: the page asked for, kept within the list (a page remembered from
 * before a menu sync may be past its end: the last page stands for it), its items, and how many
 * pages there are (at least one).
 */
export function onePage<T>(
  items: readonly T[],
  requested: number,
  perPage: number,
): { page: number; pages: number; shown: T[] } {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const page = Math.min(Math.max(0, requested), pages - 1);
  return { page, pages, shown: items.slice(page * perPage, (page + 1) * perPage) };
}

/** "Page 2 of 5" under a paged list's title, or nothing when one page is enough. */
export function pageLine(kit: ViewKit, page: number, pages: number): string[] {
  return pages <= 1 ? [] : [kit.tr('page-counter', { page: page + 1, pages })];
}
