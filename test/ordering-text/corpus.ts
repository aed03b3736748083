import { readFileSync } from 'node:fs';
import type { Menu } from '../../src/catalogue/menu.ts';
import { initialBase } from '../../src/conversation/product-draft.ts';
import type { ProposedLine } from '../../src/ordering-text/index.ts';

/** One expected line of the corpus (see the header of test/fixtures/typed-orders-corpus.txt). */
export type ExpectedLine =
  | { kind: 'ambiguous'; ids: number[] }
  | { kind: 'unavailable'; id: number }
  | { kind: 'refused'; ids: number[] }
  | {
      kind: 'line';
      ids: number[];
      size: 'standard' | 'medium' | 'family' | null;
      quantity: number;
      removed: number[];
      addons: string[];
      base: string | null;
      crust: boolean | null;
    };

export interface CorpusPhrase {
  lang: 'bg' | 'en';
  text: string;
  lines: ExpectedLine[];
}

const SIZES = { s: 'standard', m: 'medium', f: 'family' } as const;

function expectedLine(spec: string): ExpectedLine {
  const trimmed = spec.trim();
  if (trimmed.startsWith('?'))
    return { kind: 'ambiguous', ids: trimmed.slice(1).split(',').map(Number) };
  if (trimmed.startsWith('!')) return { kind: 'unavailable', id: Number(trimmed.slice(1)) };
  if (trimmed.startsWith('~'))
    return { kind: 'refused', ids: trimmed.slice(1).split(',').map(Number) };
  const [head = '', ...parts] = trimmed.split(/\s+/);
  const match = /^([\d/]+)(?::([smf]))?(?:x(\d+))?$/.exec(head);
  if (!match) throw new Error(`corpus: cannot read "${spec}"`);
  const size = match[2] as keyof typeof SIZES | undefined;
  return {
    kind: 'line',
    ids: (match[1] ?? '').split('/').map(Number),
    size: size ? SIZES[size] : null,
    quantity: Number(match[3] ?? 1),
    removed: parts
      .filter((p) => p.startsWith('-'))
      .map((p) => Number(p.slice(1)))
      .sort((a, b) => a - b),
    addons: parts
      .filter((p) => p.startsWith('+'))
      .map((p) => p.slice(1))
      .sort(),
    base: parts.find((p) => p.startsWith('@'))?.slice(1) ?? null,
    crust: parts.includes('^1') ? true : parts.includes('^0') ? false : null,
  };
}

/** The corpus file, read. */
export function readCorpus(): CorpusPhrase[] {
  const file = readFileSync(
    new URL('../fixtures/typed-orders-corpus.txt', import.meta.url),
    'utf8',
  );
  return file
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [lang = '', rest = ''] = line.split(' | ');
      const [text = '', expected = ''] = rest.split(' => ');
      return { lang: lang as 'bg' | 'en', text, lines: expected.split(' ; ').map(expectedLine) };
    });
}

/** Why a parsed line differs from the expected one (null: the same). */
export function lineDifference(
  menu: Menu,
  got: ProposedLine | undefined,
  want: ExpectedLine,
): string | null {
  if (!got) return 'missing line';
  if (want.kind === 'ambiguous') {
    const same =
      got.draft === null && [...got.candidates].sort().join() === [...want.ids].sort().join();
    return same ? null : `expected a choice of ${want.ids}, got ${describe(got)}`;
  }
  if (want.kind === 'refused') {
    const same =
      got.draft === null &&
      got.notes.some((n) => n.code === 'half_not_allowed') &&
      got.candidates.join() === want.ids.join();
    return same ? null : `expected the half-and-half ${want.ids} refused, got ${describe(got)}`;
  }
  if (want.kind === 'unavailable') {
    const same =
      got.draft === null &&
      got.notes.some((n) => n.code === 'unavailable') &&
      got.intent.productIds[0] === want.id;
    return same ? null : `expected ${want.id} unavailable, got ${describe(got)}`;
  }
  const draft = got.draft;
  if (!draft) return `expected ${want.ids}, got ${describe(got)}`;
  if (draft.kind === 'half') {
    const ids = draft.halves.map((h) => h.productId);
    const removed = draft.halves.flatMap((h) => h.removed).sort((a, b) => a - b);
    const ok =
      ids.join() === want.ids.join() &&
      removed.join() === want.removed.join() &&
      draft.quantity === want.quantity;
    return ok ? null : `expected half ${want.ids} -${want.removed}, got ${describe(got)}`;
  }
  const product = menu.product(draft.productId);
  const firstSize = product?.variants.find((v) => v.minor !== null)?.key;
  const variant = product?.variants.find((v) => v.key === draft.size);
  const defaultCrust = variant?.crust_selectable ? variant.crust_included : undefined;
  const checks: [string, unknown, unknown][] = [
    ['dish', draft.productId, want.ids[0]],
    ['size', draft.size, want.size ?? firstSize],
    ['quantity', draft.quantity, want.quantity],
    ['removed', [...draft.removed].sort((a, b) => a - b).join(), want.removed.join()],
    ['addons', [...draft.addons].sort().join(), want.addons.join()],
    ['base', draft.base, want.base ?? (product ? initialBase(product) : undefined)],
    ['crust', draft.crust, want.crust ?? defaultCrust],
  ];
  const wrong = checks
    .filter(([, a, b]) => a !== b)
    .map(([name, a, b]) => `${name} ${String(a)} ≠ ${String(b)}`);
  return wrong.length === 0 ? null : wrong.join(', ');
}

function describe(line: ProposedLine): string {
  return JSON.stringify({
    draft: line.draft,
    candidates: line.candidates,
    notes: line.notes.map((n) => n.code),
  });
}

/** Dishes a parsed line commits to (none for a choice still open). */
export function committedDishes(line: ProposedLine): number[] {
  if (!line.draft) return [];
  return line.draft.kind === 'half'
    ? line.draft.halves.map((h) => h.productId)
    : [line.draft.productId];
}

/** Every dish the phrase's expected lines name. */
export function expectedDishes(phrase: CorpusPhrase): Set<number> {
  return new Set(
    phrase.lines.flatMap((line) => (line.kind === 'unavailable' ? [line.id] : line.ids)),
  );
}
