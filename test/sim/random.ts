/**
 * The simulation's one source of chance (sfc32, seeded through splitmix32): every delay, fault,
 * choice of the next step and customer decision draws from a stream derived from the seed, so a
 * seed replays exactly. `fork()` derives an independent stream (the outbox's own `random`, each
 * subsystem's faults) so that adding a draw in one place does not shift every other decision.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [lo, hi] (both included). */
  int(lo: number, hi: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** An independent stream derived from this one. */
  fork(): Rng;
}

// splitmix32: spreads a small seed (1, 2, 3 …) over all 32 bits before it seeds sfc32.
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** The stream of one seed (any safe integer; only its low 32 bits and a hash of the rest count). */
export function createRng(seed: number): Rng {
  const mix = splitmix32((seed >>> 0) ^ Math.floor(seed / 2 ** 32));
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const next = (): number => {
    // sfc32 (Chris Doty-Humphrey's small fast counting generator).
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4_294_967_296;
  };
  for (let i = 0; i < 12; i += 1) next();
  const rng: Rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('rng.pick needs a non-empty list');
      return item;
    },
    fork: () => createRng(Math.floor(next() * 2 ** 32)),
  };
  return rng;
}
