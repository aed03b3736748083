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
  let best: { id: string; score: bigint } | undefined;
  for (const id of instanceIds) {
    const score = rendezvousScore(id, key);
    if (best === undefined || score > best.score || (score === best.score && id < best.id))
      best = { id, score };
  }
  return best?.id;
}
