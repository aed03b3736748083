import { cached } from '../cached.ts';
import type { Menu } from '../catalogue/menu.ts';
import type { ConversationContext, ConversationEvent } from '../conversation/types.ts';
import { isMenuOnly, type TargetScreen, targetTag } from './button-targets.ts';
import { type ActionCode, encodeButton } from './callback-data.ts';

/**
 * What a button means, declared by the screen that draws it (`views/*.ts`, see docs/screens.md):
 * its code in the callback data (`callback-data.ts`), its argument (how it is written and read
 * back), the conversation event a press becomes, and what the button's tag digests
 * (`button-targets.ts`). This module holds the pieces every declaration is made of; the views'
 * registry (`views/index.ts`) gathers the declarations, and `buttons.ts` decodes a press.
 */

/** What an argument decodes to when it is not one this action writes (forged, or old). */
export const UNREADABLE: unique symbol = Symbol('unreadable argument');

/** How one action's argument is written into the callback data and read back. */
export interface ArgCodec<A> {
  encode(arg: A): string;
  decode(text: string): A | typeof UNREADABLE;
}

/** The screen a button is drawn on or tapped on. */
export interface ButtonScreen {
  path: string;
  context: ConversationContext;
  menu: Menu | null;
}

/**
 * One action. `event` is null for a label (a page counter, a cart line's quantity): a tap on it
 * does nothing. Otherwise it gives the event a press becomes, or undefined when the argument
 * points at nothing on this screen. `target` is what the tag digests besides the screen.
 */
export interface ButtonAction<A> {
  readonly code: ActionCode;
  readonly arg: ArgCodec<A>;
  readonly event:
    | ((arg: A, context: ConversationContext, menu: Menu | null) => ConversationEvent | undefined)
    | null;
  readonly target: (arg: A, screen: TargetScreen) => unknown;
  /**
   * Drawn on a message of the bot's own (news), not on a screen: its tag digests what it points
   * at only, so it is honoured on whatever screen the chat is when it is tapped.
   */
  readonly anyScreen?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: a table holds actions of every argument type.
export type AnyAction = ButtonAction<any>;

/** A screen's buttons by the names its view draws them with. */
export type ButtonSet = Record<string, AnyAction>;

/** The rest parameters a button of `Action` takes: its argument, or nothing. */
export type ArgsOf<Action> =
  Action extends ButtonAction<infer A> ? (undefined extends A ? [] : [arg: A]) : never;

/** The screen every `anyScreen` button's tag is drawn on. */
export const ANY_SCREEN = '*';

// Ids, indices and quantities: at most nine digits, so a number always reads back the same.
export const int = (text: string): number | typeof UNREADABLE =>
  /^-?\d{1,9}$/.test(text) ? Number(text) : UNREADABLE;

/** Each codec refuses to write what it would not read back: a button nothing decodes. */
export function unwritable(what: string, arg: unknown): never {
  throw new Error(`a button cannot carry ${what} ${JSON.stringify(arg)}`);
}

export function integerText(value: number): string {
  return Number.isInteger(value) && Math.abs(value) <= 999_999_999
    ? String(value)
    : unwritable('the number', value);
}

const noArg: ArgCodec<undefined> = {
  encode: (arg) => (arg === undefined ? '' : unwritable('an argument', arg)),
  decode: (text) => (text === '' ? undefined : UNREADABLE),
};

export const integer: ArgCodec<number> = { encode: integerText, decode: int };

/** Two numbers as `first:second`, or undefined when the text is not that. */
export function readPair(text: string): [number, number] | undefined {
  const [first = '', second, ...rest] = text.split(':');
  if (second === undefined || rest.length > 0) return undefined;
  const left = int(first);
  const right = int(second);
  return left === UNREADABLE || right === UNREADABLE ? undefined : [left, right];
}

/** An argument of two numbers, written `first:second`: `split` names them, `join` reads them. */
export function pairCodec<A>(
  split: (arg: A) => [number, number],
  join: (first: number, second: number) => A,
): ArgCodec<A> {
  return {
    encode: (arg) => split(arg).map(integerText).join(':'),
    decode: (text) => {
      const both = readPair(text);
      return both ? join(both[0], both[1]) : UNREADABLE;
    },
  };
}

// Buttons that refer to no menu item (back, home, cart, skip, language…) depend on the screen
// only.
const screenOnly = (): unknown => '';

/** A button without an argument that always becomes `event`. */
export function simple(
  code: ActionCode,
  event: ConversationEvent,
  target: (arg: undefined, screen: TargetScreen) => unknown = screenOnly,
): ButtonAction<undefined> {
  return { code, arg: noArg, event: () => event, target };
}

/** A button with an argument (`arg` writes and reads it) that `event` turns into an event. */
export function withArg<A>(
  code: ActionCode,
  arg: ArgCodec<A>,
  event: (arg: A, context: ConversationContext, menu: Menu | null) => ConversationEvent | undefined,
  target: (arg: A, screen: TargetScreen) => unknown = screenOnly,
): ButtonAction<A> {
  return { code, arg, event, target };
}

type EventOfType<T extends ConversationEvent['type']> = Extract<ConversationEvent, { type: T }>;

/** `T` when the event of that type is exactly `{ type, [key]: number }`, else never. */
type NumberedEvent<T extends ConversationEvent['type'], K extends string> = [
  EventOfType<T>,
] extends [{ type: T } & Record<K, number>]
  ? [{ type: T } & Record<K, number>] extends [EventOfType<T>]
    ? T
    : never
  : never;

/**
 * A button whose argument is one number (an id, an index, a quantity, a page) that becomes the
 * field `key` of an event of `type`: only an event made of that field alone compiles.
 */
export function numbered<T extends ConversationEvent['type'], K extends string>(
  code: ActionCode,
  type: NumberedEvent<T, K>,
  key: K,
  target?: (arg: number, screen: TargetScreen) => unknown,
): ButtonAction<number> {
  // The type above proves `{ type, [key]: value }` is that event.
  const event = (value: number) => ({ type, [key]: value }) as unknown as ConversationEvent;
  return withArg(code, integer, event, target);
}

/** A button that only shows something (a tap on it does nothing). */
export function label(code: ActionCode): ButtonAction<undefined> {
  return { code, arg: noArg, event: null, target: screenOnly };
}

const hasMenu = (screen: ButtonScreen): screen is TargetScreen => screen.menu !== null;

function computeTag(action: AnyAction, arg: unknown, screen: ButtonScreen): string {
  const path = action.anyScreen === true ? ANY_SCREEN : screen.path;
  return targetTag(path, hasMenu(screen) ? action.target(arg, screen) : '');
}

/** A button's tag, and its callback data once drawn, as kept per menu (`drawnOnce`). */
interface Drawn {
  tag: string;
  data?: string;
}

// Keys of the kept tags besides the menus themselves: no menu yet, and targets that read
// nothing (the screen's path alone, the same with every menu).
const NO_MENU = {};
const ANY_MENU = {};
/** At most this many arguments are kept per menu, action and screen; more are digested anew. */
export const KEPT_ARGUMENTS = 512;
const drawn = new WeakMap<object, Map<AnyAction, Map<string, Map<unknown, Drawn>>>>();

/**
 * The kept tag of a button whose target reads only the menu and its argument (`menuOnly`, or
 * the screen alone), or undefined for any other button (its tag digests the chat's state: it is
 * digested on every draw). Kept per synced menu object, so a sync, which brings a new menu,
 * can never leave an old tag behind; the screen's path and the argument are part of the key.
 */
function drawnOnce(action: AnyAction, arg: unknown, screen: ButtonScreen): Drawn | undefined {
  const screenOnlyTarget = action.target === screenOnly;
  if (!screenOnlyTarget && !isMenuOnly(action.target)) return undefined;
  if (arg !== undefined && typeof arg !== 'number' && typeof arg !== 'string') return undefined;
  const key = screenOnlyTarget ? ANY_MENU : (screen.menu ?? NO_MENU);
  const byAction = cached(drawn, key, () => new Map<AnyAction, Map<string, Map<unknown, Drawn>>>());
  const byPath = cached(byAction, action, () => new Map<string, Map<unknown, Drawn>>());
  const byArg = cached(byPath, screen.path, () => new Map<unknown, Drawn>());
  let entry = byArg.get(arg);
  if (entry === undefined) {
    entry = { tag: computeTag(action, arg, screen) };
    if (byArg.size < KEPT_ARGUMENTS) byArg.set(arg, entry);
  }
  return entry;
}

/** The tag a button of `action` with `arg` gets on `screen` (drawn for every button). */
export function tagOf(action: AnyAction, arg: unknown, screen: ButtonScreen): string {
  return drawnOnce(action, arg, screen)?.tag ?? computeTag(action, arg, screen);
}

/**
 * The callback data of a button of `action` drawn on `screen`: its code, its argument as the
 * action writes it, and the tag of what it points at there. Throws when the argument would not
 * fit (a programming error, caught by tests). Kept with the tag when the tag is kept.
 */
export function actionData(action: AnyAction, screen: ButtonScreen, arg: unknown): string {
  const entry = drawnOnce(action, arg, screen);
  if (entry === undefined) return encodeData(action, computeTag(action, arg, screen), arg);
  entry.data ??= encodeData(action, entry.tag, arg);
  return entry.data;
}

function encodeData(action: AnyAction, tag: string, arg: unknown): string {
  // The codec refuses an argument it would not read back; encodeButton one that does not fit.
  return encodeButton(tag, action.code, action.arg.encode(arg));
}
