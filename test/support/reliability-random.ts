/**
 * A seeded random source (mulberry32), so a run is described, and repeated, by its seed: the
 * reliability scenarios' kill points, pauses and customer pace, and the budget simulation's think
 * times, retry jitter and backoff all draw from it.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The seed of a run: RELIABILITY_SEED when set (to replay a failure), else a fresh one. */
export function runSeed(): number {
  const given = Number(process.env.RELIABILITY_SEED);
  return Number.isInteger(given) && given > 0 ? given : Math.floor(Math.random() * 2 ** 31) + 1;
}

/** Waits `ms` of wall-clock time (the bot under test runs in real time). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
