import { isDeepStrictEqual } from 'node:util';
import { type AnyActorRef, createActor, transition } from 'xstate';
import type { Menu } from '../../src/catalogue/menu.ts';
import { checkEmail, contactLimits } from '../../src/conversation/contact.ts';
import { draftSelection } from '../../src/conversation/context-updates.ts';
import { LIMITS } from '../../src/conversation/limits.ts';
import { LINES_KEPT, ORDERS_KEPT } from '../../src/conversation/past-orders.ts';
import type { ContactDetails, ConversationContext } from '../../src/conversation/types.ts';
import type { Selection } from '../../src/domain/order.ts';
import { pickupChoice } from '../../src/partner/requests.ts';
import { OrderLine, OrderRequest, QuoteRequest } from '../../src/partner/schemas/index.ts';
import type { SandboxMenu } from '../../src/sandbox/menu/index.ts';
import { priceQuote } from '../../src/sandbox/pricing.ts';
import type { ConversationMachine, ConversationSnapshot } from './conversation-harness.ts';

/**
 * The invariants the model-based tests assert after every step. Each check returns the broken
 * rules as readable lines (empty when all hold), so a failure names every problem at once.
 */

const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;
const isQuantity = (n: number) =>
  Number.isInteger(n) && n >= LIMITS.quantityMin && n <= LIMITS.quantityMax;

function contactProblems(where: string, contact: ContactDetails | null): string[] {
  if (!contact) return [];
  return (Object.keys(contactLimits) as (keyof typeof contactLimits)[])
    .filter((field) => (contact[field]?.length ?? 0) > contactLimits[field])
    .map((field) => `${where}.${field} longer than ${contactLimits[field]}`);
}

function draftProblems(context: ConversationContext): string[] {
  const draft = context.draft;
  if (!draft) return [];
  const problems = isQuantity(draft.quantity) ? [] : [`draft quantity ${draft.quantity}`];
  if (draft.kind === 'product') {
    if (draft.addons.length > LIMITS.addonsPerSelection || !distinct(draft.addons))
      problems.push('draft addons');
    if (draft.removed.length > LIMITS.removedPerSelection || !distinct(draft.removed))
      problems.push('draft removed');
  }
  if (draft.kind === 'half') {
    if (draft.halves.length > 2) problems.push(`${draft.halves.length} halves`);
    for (const half of draft.halves) {
      if (half.removed.length > LIMITS.removedPerSelection || !distinct(half.removed))
        problems.push('half removed');
    }
  }
  return problems;
}

/** The spec's limits and the machine's own bounds on the context. */
export function limitProblems(context: ConversationContext): string[] {
  const { cart, nav } = context;
  const problems = [
    ...draftProblems(context),
    ...contactProblems('contact', context.contact),
    ...contactProblems('savedContact', context.savedContact),
  ];
  if (cart.lines.length > LIMITS.linesPerOrder) problems.push(`${cart.lines.length} cart lines`);
  for (const line of cart.lines)
    if (!isQuantity(line.quantity)) problems.push(`line ${line.id} quantity ${line.quantity}`);
  if (!distinct(cart.lines.map((l) => l.id))) problems.push('cart line ids repeat');
  if (cart.lines.some((line) => line.id >= cart.nextLineId))
    problems.push('nextLineId not above every line id');
  if (!Number.isInteger(nav.page) || nav.page < 0) problems.push(`page ${nav.page}`);
  if (nav.slot !== null && !Number.isInteger(nav.slot)) problems.push(`slot ${nav.slot}`);
  if ((context.noteSuggestion?.length ?? 0) > contactLimits.note)
    problems.push('note suggestion too long');
  // An e-mail fix is offered only beside the e-mail it fixes, and is itself one to send.
  const emailFix = context.emailSuggestion ?? null;
  if (emailFix !== null && (context.contact.email === undefined || !checkEmail(emailFix).ok))
    problems.push('an e-mail suggestion without a typed e-mail, or not a valid one');
  if (context.orders.length > ORDERS_KEPT) problems.push(`${context.orders.length} orders kept`);
  const keptLines = context.orders.reduce((sum, order) => sum + (order.items?.length ?? 0), 0);
  if (keptLines > LINES_KEPT) problems.push(`${keptLines} lines of past orders kept`);
  // Saved details come only from an accepted order (name and phone), never with its note.
  const saved = context.savedContact;
  if (saved && (saved.name === undefined || saved.phone === undefined))
    problems.push('saved details without a name or phone');
  if (saved?.note !== undefined) problems.push('a note is saved');
  return problems;
}

function parseProblem(
  what: string,
  result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } },
) {
  const issue = result.error?.issues[0];
  return result.success ? [] : [`${what}: ${issue?.path.join('.')} ${issue?.message}`];
}

/** Every selection the machine holds or would build, as order lines (the draft's may be absent). */
export function builtLines(
  context: ConversationContext,
  menu: Menu,
): { where: string; line: OrderLine }[] {
  const lines = context.cart.lines.map((l) => ({
    where: `cart line ${l.id}`,
    line: { selection: l.selection, quantity: l.quantity },
  }));
  const draft = context.draft;
  const selection: Selection | undefined = draft ? draftSelection(menu, draft) : undefined;
  if (draft && selection)
    lines.push({ where: `${draft.kind} draft`, line: { selection, quantity: draft.quantity } });
  return lines;
}

/** The strict request schemas: every built line, the quote request and the pending order. */
export function schemaProblems(context: ConversationContext, menu: Menu): string[] {
  let lines: { where: string; line: OrderLine }[];
  try {
    lines = builtLines(context, menu);
  } catch (error) {
    return [`building the draft's selection threw: ${(error as Error).message}`];
  }
  return [
    ...lines.flatMap(({ where, line }) => parseProblem(where, OrderLine.safeParse(line))),
    ...(context.quoteRequest
      ? parseProblem('quoteRequest', QuoteRequest.safeParse(context.quoteRequest))
      : []),
    ...(context.pendingOrder
      ? parseProblem('pendingOrder', OrderRequest.safeParse(context.pendingOrder.request))
      : []),
  ];
}

/**
 * The sandbox's own validation, in process: each distinct line the machine builds is quoted
 * alone for pickup, and each distinct quote request as it is; a refusal is a bug. Every
 * `wireEvery`-th distinct body is also queued for the real client and the HTTPS sandbox.
 */
export class SandboxOracle {
  readonly #menu: SandboxMenu;
  readonly #seen = new Set<string>();
  readonly #wireEvery: number;
  readonly wireQueue: QuoteRequest[] = [];
  distinct = 0;

  constructor(menu: SandboxMenu, wireEvery: number) {
    this.#menu = menu;
    this.#wireEvery = wireEvery;
  }

  problems(context: ConversationContext, menu: Menu, now: number): string[] {
    const bodies = builtLines(context, menu).map(({ where, line }) => ({
      where,
      body: { items: [line], choice: pickupChoice() },
    }));
    if (context.quoteRequest) bodies.push({ where: 'quoteRequest', body: context.quoteRequest });
    return bodies.flatMap(({ where, body }) => this.#check(where, body, now));
  }

  #check(where: string, body: QuoteRequest, now: number): string[] {
    const key = JSON.stringify(body);
    if (this.#seen.has(key)) return [];
    const priced = priceQuote(this.#menu, JSON.parse(key), { now: new Date(now), testOnly: false });
    if (!priced.ok)
      return [
        `sandbox refused ${where} ${key}: ${priced.problem.status} ${priced.problem.message}`,
      ];
    this.#seen.add(key);
    this.distinct += 1;
    if (this.distinct % this.#wireEvery === 0) this.wireQueue.push(body);
    return [];
  }
}

// JSON drops undefined properties and writes -0 as 0, harmlessly; NaN or Infinity turning into
// null, or anything else JSON changes, still counts as a difference.
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (Object.is(value, -0)) return 0;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, withoutUndefined(v)]),
  );
}

// JSON text, except for the numbers JSON cannot write (NaN, ±Infinity, -0).
const showValue = (v: unknown) =>
  typeof v === 'number' && (!Number.isFinite(v) || Object.is(v, -0))
    ? String(v)
    : JSON.stringify(v);

// The first place two plain values differ, as 'nav.page: 3 ≠ null', for a readable failure.
function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (found) return found;
    }
  }
  return `${path || '(root)'}: ${showValue(a)} ≠ ${showValue(b)}`;
}

/**
 * Every rule one conversation context must keep on its own: its limits, the wire schema of what
 * it would send, and what the restaurant (the sandbox, through `oracle`) would say of its quote.
 */
export function contextProblems(
  context: ConversationContext,
  menu: Menu,
  oracle: SandboxOracle,
  now: number,
): string[] {
  return [
    ...limitProblems(context),
    ...schemaProblems(context, menu),
    ...oracle.problems(context, menu, now),
  ];
}

/** An unstarted actor of the machine from a snapshot (the input is ignored when restoring). */
export function actorFrom(machine: ConversationMachine, snapshot: unknown) {
  return createActor(machine, {
    input: { locale: 'bg' },
    snapshot: snapshot as ConversationSnapshot,
  });
}

/** Restores a snapshot the way the store does: through JSON text, into a new (unstarted) actor. */
export function restoreThroughJson(
  machine: ConversationMachine,
  source: AnyActorRef | ConversationSnapshot,
): ConversationSnapshot {
  const actor = 'getPersistedSnapshot' in source ? source : actorFrom(machine, source);
  const stored: unknown = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
  return actorFrom(machine, stored).getSnapshot();
}

/**
 * The persisted snapshot round-trips through JSON (same status, state and context), and from
 * the restored snapshot HOME and CANCEL lead home keeping the cart, except while an order is
 * being submitted, where they are refused and nothing changes.
 */
export function persistenceProblems(
  machine: ConversationMachine,
  live: ConversationSnapshot,
  restored: ConversationSnapshot,
): string[] {
  const problems: string[] = [];
  if (restored.status !== live.status) problems.push(`restored status ${restored.status}`);
  if (!isDeepStrictEqual(restored.value, live.value))
    problems.push(`restored value ${JSON.stringify(restored.value)}`);
  const difference = firstDifference(withoutUndefined(live.context), restored.context, 'context');
  if (difference) problems.push(`restored ≠ live: ${difference}`);
  const submitting = live.matches({ checkout: 'submitting' });
  for (const type of ['HOME', 'CANCEL'] as const) {
    const [next] = transition(machine, restored, { type, at: 0, orderId: 'restored' });
    const where = JSON.stringify(next.value);
    if (submitting && !isDeepStrictEqual(next.value, live.value))
      problems.push(`${type} left submitting: ${where}`);
    if (!submitting && next.value !== 'home') problems.push(`${type} led to ${where}`);
    if (!isDeepStrictEqual(next.context.cart, restored.context.cart))
      problems.push(`${type} changed the cart`);
  }
  return problems;
}
