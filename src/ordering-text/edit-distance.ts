/**
 * The edit distance of two short strings, stopping early once it exceeds `limit` (then
 * `limit + 1`). With `swaps`, a swapped neighbouring pair counts once (optimal string
 * alignment: "gmial" → "gmail" is 1); without, it is plain Levenshtein (2).
 */
export function editDistance(a: string, b: string, limit: number, swaps = false): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (limit === 0) return a === b ? 0 : 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length] ?? limit + 1;
}
