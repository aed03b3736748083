import type { Refusal, SharedCredentials } from '../partner/credentials.ts';
import type { Coordination } from './index.ts';
import { runScript } from './redis.ts';

// The probe of one step: granted when no instance probed within the last `gap` ms of the
// coordination clock (ARGV[1] now, ARGV[2] gap); the key keeps the last probe's time. Measured
// on the injected clock, not on Redis' own TTLs, so every instance agrees on what a step is.
const CLAIM_PROBE = `
local last = tonumber(redis.call('GET', KEYS[1]) or '-1')
local now = tonumber(ARGV[1])
if last >= 0 and now - last < tonumber(ARGV[2]) and now >= last then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', 86400000)
return 1
`;

const KEY = 'partner:credentials';
const PROBE_KEY = 'partner:credentials:probe';
const CHANNEL = 'partner:credentials';

function asRefusal(value: string | null): Refusal | null {
  return value === 'unauthorized' || value === 'forbidden' ? value : null;
}

/**
 * The partner's credentials state shared by every instance (issue 20): the key
 * `partner:credentials` holds the refusal while an incident lasts. `SET NX` lets exactly one
 * instance begin the incident (and alert), `DEL` returning 1 lets exactly one end it; a pub/sub
 * notice tells the others at once, so every instance parks and resumes its loops together. The
 * probe of each backoff step is claimed by a Lua compare-and-set on the last probe's time: one
 * probe for all instances.
 */
export function sharedCredentials(coordination: Coordination): SharedCredentials {
  const { client, prefix } = coordination;
  const key = `${prefix}${KEY}`;
  return {
    async markRefused(kind) {
      const reply = await client.set(key, kind, { condition: 'NX' });
      if (reply !== 'OK') return false;
      await client.publish(`${prefix}${CHANNEL}`, kind);
      return true;
    },
    async markAccepted() {
      const removed = await client.del(key);
      if (removed !== 1) return false;
      await client.publish(`${prefix}${CHANNEL}`, 'accepted');
      return true;
    },
    async claimProbe(stepMs) {
      const gap = Math.max(1, Math.floor(stepMs * 0.9));
      const now = coordination.clock.now();
      return (await runScript(client, CLAIM_PROBE, [`${prefix}${PROBE_KEY}`], [now, gap])) === 1;
    },
    onChange: (onChange) =>
      coordination.subscribe(CHANNEL, (message) => onChange(asRefusal(message))),
    current: async () => asRefusal(await client.get(key)),
  };
}
