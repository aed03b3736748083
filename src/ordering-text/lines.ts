import type { HalfIntent, Item, LineIntent, PartWord, SizeWord } from './grammar.ts';

/**
 * Second pass of the grammar: items into lines. A quantity or a size belongs to the dish it
 * stands before ("2 големи маргарити"); when no dish follows before a separator it belongs to
 * the dish before it ("margarita family", "1 pepperoni medium, 2 ayran"). Removals, extras, the
 * base and the crust belong to the dish before them (or the half they follow). Two "half" items
 * in a row make one half-and-half line.
 */

interface Pending {
  quantity: number | null;
  size: SizeWord | null;
  sizeWords: string;
  /** A number counting the next dish's pieces ("9 nuggets", issue 35 street tuning). */
  count?: { n: number; words: string };
}

function emptyLine(pending: Pending): LineIntent {
  return {
    quantity: pending.quantity,
    productIds: [],
    words: '',
    size: pending.size,
    sizeWords: pending.sizeWords,
    without: [],
    extra: [],
    base: null,
    crust: null,
    halves: null,
    unread: [],
    count: pending.count ?? null,
    variant: null,
  };
}

const hasDish = (line: LineIntent | null): line is LineIntent =>
  line !== null && (line.productIds.length > 0 || line.halves !== null);

/** True when a dish (or a half) comes next, past other quantity and size words. */
function dishAhead(items: readonly Item[], from: number): boolean {
  for (let i = from; i < items.length; i += 1) {
    const item = items[i] as Item;
    if (item.t === 'dish' || item.t === 'half') return true;
    // "2 plain naan": a word not understood between a quantity and its dish (issue 35).
    if (item.t !== 'qty' && item.t !== 'size' && item.t !== 'count' && item.t !== 'unknown')
      return false;
  }
  return false;
}

// "both", "all" in the languages the bot reads: before a size, it sizes every dish said so far.
const BOTH = new Set(
  'двете двата всички dvete dvata vsichki both all beide alle obie oba obydwie wszystkie ambele amandoua toate обидві обидва обоє усі всі'.split(
    ' ',
  ),
);

/** True when the item at `at` is a size right after "двете"/"both" not understood otherwise. */
function bothBefore(items: readonly Item[], at: number): boolean {
  const before = items[at - 1];
  return (
    items[at]?.t === 'size' &&
    before?.t === 'unknown' &&
    BOTH.has(
      before.raw
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
    )
  );
}

/** A quantity after a separator, followed by a change ("с мед", "без лук") and no dish. */
function sameDishAgain(items: readonly Item[], at: number): boolean {
  const item = items[at];
  const next = items[at + 1];
  if (item?.t !== 'qty' || items[at - 1]?.t !== 'sep' || dishAhead(items, at + 1)) return false;
  // "едното лют": some of them in another size too.
  return (
    next?.t === 'extra' ||
    next?.t === 'without' ||
    (item.of === true && (next?.t === 'size' || next?.t === 'variant'))
  );
}

/**
 * "маргарита голяма, пеперони малка": the message ends with a quantity or a size after its
 * last dish and its first dish has none before it, so its sizes and quantities follow dishes.
 */
function postfixStyle(items: readonly Item[]): boolean {
  const firstDish = items.findIndex((item) => item.t === 'dish' || item.t === 'half');
  const said = (item: Item | undefined) =>
    item?.t === 'qty' || item?.t === 'size' || item?.t === 'count';
  if (firstDish < 0 || items.slice(0, firstDish).some(said)) return false;
  // "херинга и 2 водки по 50": a quantity after "и" and before its dish is written first.
  const before = (item: Item, i: number) =>
    item.t === 'qty' && items[i - 1]?.t === 'sep' && items[i + 1]?.t === 'dish';
  if (items.some(before)) return false;
  return said([...items].reverse().find((item) => item.t !== 'sep' && item.t !== 'unknown'));
}

export function assembleLines(items: readonly Item[]): { lines: LineIntent[]; unknown: string[] } {
  const trailing = postfixStyle(items);
  const lines: LineIntent[] = [];
  const unknown: string[] = [];
  let current: LineIntent | null = null;
  let pending: Pending = { quantity: null, size: null, sizeWords: '' };
  const close = () => {
    if (hasDish(current)) lines.push(current);
    current = null;
  };
  const lastHalf = (): HalfIntent | undefined => current?.halves?.[current.halves.length - 1];
  // A word not understood before any dish, and no separator or dish since: a quantity or a
  // size after it with no dish ahead is about that word ("xylophone large and 2 cokes"), never
  // carried on to the next dish (issue 35); it is listed with the words not understood. After a
  // dish it still belongs to that dish ("a margarita and a pepperoni, both large").
  let afterUnknown = false;
  // The line "единия", "другото" take their dishes from (see `sameDishAgain` below).
  let split: LineIntent | null = null;
  const extrasAhead: PartWord[] = [];
  // The size after a number that numbered it ("по 2 шиша") is read with it.
  let numbered = false;
  items.forEach((item, index) => {
    if (item.t === 'dish' || item.t === 'half') split = null;
    const postfix = hasDish(current) && (trailing || !dishAhead(items, index + 1));
    const unknownBefore = afterUnknown;
    if (item.t === 'unknown') afterUnknown = true;
    else if (item.t === 'sep' || item.t === 'dish' || item.t === 'half') afterUnknown = false;
    const about = afterUnknown && !hasDish(current) && !dishAhead(items, index + 1);
    if (about && (item.t === 'qty' || item.t === 'size' || item.t === 'count')) {
      unknown.push(item.t === 'qty' ? String(item.n) : item.raw);
      return;
    }
    if (item.t === 'count' && item.ahead && !pending.count) {
      pending = { ...pending, count: { n: item.n, words: item.raw } };
      return;
    }
    // A number of pieces after a dish, not right before another dish, is that dish's ("филаделфия
    // 8 бр и 2 соев сос"); before a dish it counts that dish, as a quantity (issue 35).
    const next = items[index + 1];
    if (item.t === 'count' && current && hasDish(current) && !current.count) {
      if (next?.t !== 'dish' && next?.t !== 'half') {
        current.count = { n: item.n, words: item.raw };
        return;
      }
    }
    switch (item.t) {
      case 'variant':
        if (current && hasDish(current) && !current.variant) current.variant = item.word;
        else unknown.push(item.raw);
        return;
      case 'count':
      case 'qty':
        // "мекица със сирене и една с мед": a quantity after "and" that only changes, with no
        // dish of its own, is one more line of the same dish (issue 35, grill tuning).
        if (sameDishAgain(items, index) && current && hasDish(current)) {
          // "три гироса, единия без лук": one of the three, taken off the line they were named
          // on; a line all of whose dishes are told apart so goes.
          let told = false;
          if (item.t === 'qty' && item.of) {
            split ??= current;
            const left = (split.quantity ?? 1) - item.n;
            if (left > 0) split.quantity = left;
            else if (split !== current) lines.splice(lines.indexOf(split), 1);
            else told = true;
          }
          const again: LineIntent = {
            ...emptyLine({ quantity: item.n, size: null, sizeWords: '' }),
            productIds: current.productIds,
            words: current.words,
            generic: current.generic,
            ...(current.uncertain && { uncertain: true }),
          };
          // "една маргарита, едната без босилек": the one line is the one told apart.
          if (told) current = null;
          close();
          current = again;
          return;
        }
        // "10 бр. хинкали": pieces before a dish choose its size as after it (issue 35).
        if (item.t === 'count' && !postfix && !pending.count && pending.quantity === null) {
          pending = { ...pending, count: { n: item.n, words: item.raw } };
          return;
        }
        // "3 сувлаки по 2 шиша": a second number, before a label's word, numbers that label.
        if (item.t === 'qty' && postfix && current?.quantity != null && current.size === null) {
          const label = next?.t === 'size' && 'label' in next.size ? next.size : undefined;
          if (label && label.rank === undefined && typeof label.label === 'string') {
            const all = [String(item.n), ...(label.all ?? [label.label])];
            current.size = { label: label.label, all };
            current.sizeWords = `${item.n} ${next?.t === 'size' ? next.raw : ''}`.trim();
            numbered = true;
            return;
          }
        }
        if (postfix && current && current.quantity === null) current.quantity = item.n;
        else if (pending.quantity === null) pending.quantity = item.n;
        else unknown.push(String(item.n));
        return;
      case 'size':
        if (numbered) {
          numbered = false;
          return;
        }
        // "юфка с пиле и юфка с говеждо, двете големи": every line so far without a size.
        if (bothBefore(items, index) && current && hasDish(current)) {
          for (const line of [...lines, current])
            if (line.size === null && !line.halves) {
              line.size = item.size;
              line.sizeWords = item.raw;
            }
          return;
        }
        if (postfix && current && current.size === null) {
          current.size = item.size;
          current.sizeWords = item.raw;
        } else if (pending.size === null)
          pending = { ...pending, size: item.size, sizeWords: item.raw };
        else unknown.push(item.raw);
        return;
      case 'dish':
        close();
        current = {
          ...emptyLine(pending),
          productIds: item.ids,
          words: item.words,
          generic: item.generic,
          ...(item.uncertain && { uncertain: true }),
        };
        current.extra.push(...extrasAhead.splice(0));
        pending = { quantity: null, size: null, sizeWords: '' };
        return;
      case 'half': {
        const half: HalfIntent = { productIds: item.ids, words: item.words, without: [] };
        if (current?.halves && current.halves.length === 1) {
          current.halves.push(half);
          current.words = `${current.words} / ${item.words}`;
          return;
        }
        close();
        current = { ...emptyLine(pending), halves: [half], words: item.words };
        pending = { quantity: null, size: null, sizeWords: '' };
        return;
      }
      case 'without': {
        const half = lastHalf();
        if (half) half.without.push(...item.parts);
        else if (current) current.without.push(...item.parts);
        else unknown.push(...item.parts.map((part) => part.raw));
        if (item.crustOff && current) current.crust = false;
        return;
      }
      case 'unread':
        if (current) current.unread = [...(current.unread ?? []), item.raw];
        else unknown.push(item.raw);
        return;
      case 'extra':
        if (current) current.extra.push(...item.parts);
        // "extra spicy pad see ew": extras before the first dish are that dish's (issue 35).
        else if (dishAhead(items, index + 1)) extrasAhead.push(...item.parts);
        else unknown.push(...item.parts.map((part) => part.raw));
        return;
      case 'base':
        if (current) current.base = { concept: item.concept, words: item.raw };
        else unknown.push(item.raw);
        return;
      case 'crust':
        if (current) current.crust = true;
        return;
      case 'sep':
        // "a burger and fries": a quantity or size before a word not understood is about that
        // word; it never crosses the separator to the next dish (issue 35, grill tuning).
        if (unknownBefore && (pending.quantity !== null || pending.size !== null)) {
          if (pending.quantity !== null) unknown.push(String(pending.quantity));
          if (pending.size !== null) unknown.push(pending.sizeWords);
          pending = { quantity: null, size: null, sizeWords: '' };
        }
        // A separator ends what the line before it takes as its own quantity or size.
        if (hasDish(current) && (pending.quantity !== null || pending.size !== null)) close();
        return;
      case 'unknown':
        if (!bothBefore(items, index + 1)) unknown.push(item.raw);
        return;
    }
  });
  close();
  unknown.push(...extrasAhead.map((part) => part.raw));
  if (pending.quantity !== null) unknown.push(String(pending.quantity));
  if (pending.size !== null) unknown.push(pending.sizeWords);
  // A half-and-half needs two halves: one alone is a whole pizza of that dish.
  for (const line of lines) {
    if (line.halves?.length === 1) {
      const [only] = line.halves;
      line.halves = null;
      line.productIds = only?.productIds ?? [];
      line.without.push(...(only?.without ?? []));
    }
  }
  return { lines, unknown };
}
