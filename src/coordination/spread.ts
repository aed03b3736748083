import { createHash } from 'node:crypto';

/** An instance's weight for a key: the first 8 bytes of SHA-256 over both (rendezvous hashing). */
export function rendezvousScore(instanceId: string, key: string): bigint {
  return createHash('sha256').update(`${instanceId}\n${key}`).digest().readBigUInt64BE(0);
}

/**
 * The instance that should hold `key` among `instanceIds` (highest random weight): every
 * instance computes the same answer from the same list, keys spread evenly over the instances,
 * and when one joins or leaves only the keys it wins or held move.
 */
export function rendezvousWinner(instanceIds: readonly string[], key: string): string | undefined {
  return rendezvousRanking(instanceIds, key)[0];
}

/**
 * The instances in their order of preference for `key` (highest weight first, ties by id): the
 * first holds the key's first role, the second its second role, and so on, so two roles of one
 * key never share an instance while there are instances enough.
 */
export function rendezvousRanking(instanceIds: readonly string[], key: string): string[] {
  return [...new Set(instanceIds)]
    .map((id) => ({ id, score: rendezvousScore(id, key) }))
    .sort((a, b) => (a.score === b.score ? (a.id < b.id ? -1 : 1) : a.score > b.score ? -1 : 1))
    .map((ranked) => ranked.id);
}
