/**
 * `npm run bench:instances`: the bot as 1 and as 3 processes on one Redis behind the round-robin
 * proxy of the multi-instance test, fed webhook deliveries as Telegram sends them with several
 * connections at once (max_connections). C customers each send a command, wait for the webhook
 * answer (grammY answers once the update is handled), pause 300–500 ms (a person's pace, under the
 * flood limit) and go on. After a warm-up it measures for a fixed time and prints updates per
 * second and the reaction time (delivery to webhook answer) p50/p95/p99 for each count.
 *
 * Options: --customers N (default 60), --seconds S (default 20). Prints, exits 0; a delivery that
 * fails (non-200) is counted and shown, and makes it exit 1.
 */
import { parseArgs } from 'node:util';
import { InstancesWorld, redisBinary } from '../multi-instance/instances-world.ts';
import { deliverUpdate } from '../support/bot-api-server.ts';

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '60' },
    seconds: { type: 'string', default: '20' },
  },
});
const CUSTOMERS = Number(values.customers);
const SECONDS = Number(values.seconds);
const WARMUP_MS = 5_000;
const TEXTS = ['/start', '/cart', '/start', '/orders'];

let updateId = 5_000_000;
function textUpdate(chatId: number, text: string) {
  updateId += 1;
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: 'Bench' },
      from: { id: chatId, is_bot: false, first_name: 'Bench', language_code: 'bg' },
      text,
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(count: number) {
  const world = await new InstancesWorld(count, {
    sandbox: { rateLimitPerMinute: 100_000 },
    env: { LOG_LEVEL: 'warn', PARTNER_RATE_LIMIT_PER_MINUTE: '6000' },
  }).open();
  try {
    for (let i = 0; i < count; i += 1) await world.startInstance(i);
    const url = `http://127.0.0.1:${world.httpPort}/telegram`;
    const started = Date.now();
    const measureFrom = started + WARMUP_MS;
    const until = measureFrom + SECONDS * 1_000;
    const latencies: number[] = [];
    let failed = 0;
    await Promise.all(
      Array.from({ length: CUSTOMERS }, async (_, index) => {
        const chatId = 900_000 + index;
        for (let step = 0; Date.now() < until; step += 1) {
          const sentAt = performance.now();
          const wall = Date.now();
          const status = await deliverUpdate(
            url,
            textUpdate(chatId, TEXTS[step % TEXTS.length] as string),
            world.webhookSecret,
          );
          const took = performance.now() - sentAt;
          if (wall >= measureFrom && wall < until) {
            if (status === 200) latencies.push(took);
            else failed += 1;
          }
          await new Promise((resolve) =>
            setTimeout(resolve, 300 + ((index * 37 + step * 53) % 200)),
          );
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return {
      instances: count,
      updatesPerSecond: latencies.length / SECONDS,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      failed,
    };
  } finally {
    await world.close();
  }
}

if (redisBinary === undefined) {
  console.error('bench:instances needs redis-server (apt-get install redis-server)');
  process.exit(1);
}
const rows = [];
for (const count of [1, 3]) rows.push(await measure(count));
console.log(
  `\n${CUSTOMERS} customers, ${SECONDS} s measured after a ${WARMUP_MS / 1000} s warm-up`,
);
console.log('| instances | updates/s | p50 ms | p95 ms | p99 ms | failed |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.instances} | ${r.updatesPerSecond.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.failed} |`,
  );
}
process.exitCode = rows.some((r) => r.failed > 0) ? 1 : 0;
