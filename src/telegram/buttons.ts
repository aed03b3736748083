import type { Menu } from '../catalogue/menu.ts';
import type { Press, PressReading } from '../chat/press.ts';
import type { ConversationContext, ConversationEvent } from '../conversation/types.ts';
import {
  type AnyAction,
  type ArgsOf,
  actionData,
  type ButtonAction,
  type ButtonScreen,
  type ButtonSet,
  label,
  tagOf,
  UNREADABLE,
} from './button-kit.ts';
import { targetTag } from './button-targets.ts';
import { type ButtonPress, decodeButton, LABEL_ACTION } from './callback-data.ts';
import { SCREENS, statePath } from './views/index.ts';
import { NEWS_BUTTONS } from './views/news.ts';

export type { ArgCodec, ButtonAction, ButtonScreen } from './button-kit.ts';
export { ANY_SCREEN, UNREADABLE } from './button-kit.ts';

/**
 * Every button the bot draws, gathered from where each is declared: the screens (`views/*.ts`,
 * each declaring the buttons it draws), the news messages (`views/news.ts`), and the label a
 * message of an older format may still carry. One name is one action and one code is one
 * action, checked as the table is gathered: a code cannot mean two things, so a press is read
 * by its code alone, on whatever screen the chat is now (its tag then says whether it still
 * points at the same thing there).
 */

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (
  arg: infer I,
) => void
  ? I
  : never;

/** A label (a page counter, a cart line's quantity) of an older message: a tap does nothing. */
const RETIRED = { label: label(LABEL_ACTION) };

type Screens = typeof SCREENS;
type AllButtons = UnionToIntersection<Screens[keyof Screens]['buttons']> &
  typeof NEWS_BUTTONS &
  typeof RETIRED;

/**
 * Gathers the declarations of `sets` into one table by name and one by code; throws when a name
 * or a code is declared for two different actions (a code that would mean two things).
 */
export function gatherButtons(sets: readonly ButtonSet[]): {
  byName: Record<string, AnyAction>;
  byCode: Map<string, AnyAction>;
} {
  const byName: Record<string, AnyAction> = {};
  const byCode = new Map<string, AnyAction>();
  for (const set of sets) {
    for (const [name, action] of Object.entries(set)) {
      const named = byName[name];
      const coded = byCode.get(action.code);
      if ((named && named !== action) || (coded && coded !== action))
        throw new Error(`two buttons are declared as ${name} or with the code ${action.code}`);
      byName[name] = action;
      byCode.set(action.code, action);
    }
  }
  return { byName, byCode };
}

const GATHERED = gatherButtons([
  ...Object.values(SCREENS).map((screen) => screen.buttons),
  NEWS_BUTTONS,
  RETIRED,
]);

/** Every button, by the name its screen draws it with. */
export const BUTTONS = GATHERED.byName as AllButtons;
const BY_CODE = GATHERED.byCode;

/** The name of a button. */
export type ActionName = keyof AllButtons & string;

/** The argument a button carries (undefined: none). */
export type ArgOf<N extends ActionName> = AllButtons[N] extends ButtonAction<infer A> ? A : never;

/** The rest parameters a button of action `N` takes: its argument, or nothing. */
export type ArgList<N extends ActionName> = ArgsOf<AllButtons[N]>;

/**
 * The callback data of a button of `action` drawn on `screen` (the news, and tests; a screen
 * draws its own buttons through its kit). Throws when the argument would not fit.
 */
export function buttonData<N extends ActionName>(
  screen: ButtonScreen,
  action: N,
  ...arg: ArgList<N>
): string {
  return actionData(BUTTONS[action] as AnyAction, screen, arg[0]);
}

/**
 * Turns a decoded button press into a conversation event, by the declaration of its code.
 * Indices (extras, bases, combos) are resolved in the same lists the views number
 * (`button-targets.ts`); the caller checks that the button's tag still matches what that number
 * points at now. Undefined: the press is not one any screen writes (an unknown code, an
 * unreadable argument, a label) or points at nothing any more.
 */
export function pressToEvent(
  code: string,
  arg: string,
  context: ConversationContext,
  menu: Menu | null,
): ConversationEvent | undefined {
  const action = BY_CODE.get(code);
  if (!action?.event) return undefined;
  const value = action.arg.decode(arg);
  return value === UNREADABLE ? undefined : action.event(value, context, menu);
}

/**
 * The tag the button with this code and argument gets on the screen at `path` now, to compare
 * with the tag a tapped button carries. A press no screen writes gets the tag of a button
 * pointing at nothing (such a press is refused before its tag matters).
 */
export function buttonTag(
  path: string,
  code: string,
  arg: string,
  context: ConversationContext,
  menu: Menu | null,
): string {
  const action = BY_CODE.get(code);
  const value = action ? action.arg.decode(arg) : UNREADABLE;
  if (!action || value === UNREADABLE) return targetTag(path, null);
  return tagOf(action, value, { path, context, menu });
}

/**
 * What a decoded press means on the chat's current state: honoured while the button still
 * means what it meant when drawn (its tag equals the tag the same button gets on the current
 * state with the current menu), else `stale`; `invalid` when it decodes to nothing drawn.
 */
export function readPress(
  press: ButtonPress,
  snapshot: Parameters<Press>[0],
  menu: Menu | null,
): PressReading {
  const event = pressToEvent(press.action, press.arg, snapshot.context, menu);
  if (!event) return 'invalid';
  const path = statePath(snapshot.value);
  if (press.tag !== buttonTag(path, press.action, press.arg, snapshot.context, menu))
    return 'stale';
  return { event };
}

/**
 * Decodes a button's callback data, before the chat runner, into the press the runner applies
 * to the chat's state once it holds it: `label` for a label's tap (nothing to do), undefined
 * for data that is not our format (forged, or a format older than the table).
 */
export function decodePress(data: string, menu: () => Menu | null): Press | 'label' | undefined {
  const press = decodeButton(data);
  if (press === undefined) return undefined;
  if (press.action === LABEL_ACTION) return 'label';
  return (snapshot) => readPress(press, snapshot, menu());
}
