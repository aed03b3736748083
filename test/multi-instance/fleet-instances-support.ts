import type { Server } from 'node:http';
import { type AddressInfo, connect, createServer as createNetServer, type Socket } from 'node:net';
import type { LedgerEntry } from '../../src/sandbox/server.ts';
import type { BotApiServer } from '../support/bot-api-server.ts';
import { chatTranscript, type Flow, type FlowResult } from '../support/reliability-customer.ts';
import type { LogSink } from '../support/reliability-process.ts';
import { pause } from '../support/reliability-random.ts';

/* Helpers of the fleet-on-three-instances test (fleet.instances.ts): ports, a slow relay, its
 * paused restaurant's customer, the cap check and a failed check's diagnosis. */

/** A free port of 127.0.0.1 (probed and released). */
export function freePort(): Promise<number> {
  const probe = createNetServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

/** Listens on an ephemeral port of 127.0.0.1; resolves with it. */
export function listen(server: Server | ReturnType<typeof createNetServer>): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** A TCP relay to the sandbox that holds every chunk `delayMs` each way: a slow API. */
export function slowRelay(target: number, delayMs: number): ReturnType<typeof createNetServer> {
  const delayed = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => setTimeout(() => to.writable && to.write(chunk), delayMs));
    from.on('end', () => setTimeout(() => to.end(), delayMs));
    from.on('error', () => to.destroy());
  };
  return createNetServer((client) => {
    const server = connect(target, '127.0.0.1');
    delayed(client, server);
    delayed(server, client);
  });
}

/**
 * The instance on `port` answers /readyz with 200 (its store and Redis answer) and runs exactly `running`.
 * Not /readyz/<id>: the paused restaurant is rightly not ready there, on every instance.
 */
export async function serves(port: number, running: string[]): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`);
    const body = (await answer.json()) as { restaurants?: Record<string, unknown> };
    return answer.status === 200 && Object.keys(body.restaurants ?? {}).join() === running.join();
  } catch {
    return false;
  }
}

/** The last `count` lines the bots wrote, for a failure message. */
export function logTail(logs: LogSink, count = 30): string {
  return logs.lines
    .slice(-count)
    .map((l) => `[${l.pid} ${l.stream}] ${l.line.slice(0, 300)}`)
    .join('\n');
}

/** For a failed ledger check: each customer's orders, chat and the bots' lines about them. */
export function diagnose(
  api: BotApiServer,
  id: string,
  ledger: LedgerEntry[],
  mine: FlowResult[],
  logs: LogSink,
): string {
  return mine
    .map(({ flow }) => {
      const orders = ledger.filter(
        (e) => (e.body.customer as { name?: string } | undefined)?.name === flow.name,
      );
      const lines = logs.lines.filter((l) =>
        orders.some(
          (o) => l.line.includes(o.externalOrderId) || l.line.includes(String(flow.chatId)),
        ),
      );
      return [
        `${id} ${flow.name} (chat ${flow.chatId}): ${orders.map((o) => `${o.externalOrderId} #${o.orderNumber} at ${o.createdAt}`).join(', ')}`,
        chatTranscript(api, flow.chatId),
        ...lines.map((l) => `  [${l.pid}] ${l.line.slice(0, 400)}`),
      ].join('\n');
    })
    .join('\n');
}

/** The most of `times` (ms) that fall in any window of `windowMs`. */
export function maxInAnyWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let max = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while ((sorted[end] as number) - (sorted[start] as number) >= windowMs) start += 1;
    max = Math.max(max, end - start + 1);
  }
  return max;
}

/**
 * A customer of the paused restaurant: orders like the others (the menu copy still shows) and
 * must be told in words that ordering does not work now. An action lost to the kill is repeated.
 */
export async function tryToOrder(
  api: BotApiServer,
  flow: Flow,
  deadline: number,
  run: { unavailableText: string; tail: () => string; up: () => boolean },
): Promise<void> {
  const { chatId } = flow;
  const has = (label: string) =>
    api.view(chatId)?.buttons.some((row) => row.some((b) => b.text.includes(label))) ?? false;
  const told = () => api.chats.messages(chatId).some((m) => m.text.includes(run.unavailableText));
  const steps = ['Пици', 'Маргарита', 'Фамилна', 'Добави', 'Добави 1 бр.', 'Поръчай', 'Ще взема'];
  const optional = ['Имейл', 'Бележка към'];
  api.sendText(chatId, '/start');
  let done = 0;
  let acted = { version: api.chats.version(chatId), at: Date.now() };
  while (!told()) {
    if (Date.now() > deadline) throw new Error(`chat ${chatId} was never told:\n${run.tail()}`);
    const version = api.chats.version(chatId);
    // Nothing changed for a long while (the update died with an instance): start over.
    if (version === acted.version && Date.now() - acted.at > 30_000 && run.up()) {
      api.sendText(chatId, '/start');
      done = 0;
      acted = { version: api.chats.version(chatId), at: Date.now() };
      continue;
    }
    if (version !== acted.version) {
      await pause(300);
      if (api.chats.version(chatId) !== version || told()) continue;
      const text = api.view(chatId)?.text ?? '';
      const skip = optional.some((ask) => text.includes(ask)) && has('Пропусни');
      const label = has('Потвърждавам')
        ? 'Потвърждавам'
        : skip
          ? 'Пропусни'
          : steps.slice(done).find((step) => has(step));
      if (text.includes('Как се казвате')) api.sendText(chatId, flow.name);
      else if (text.includes('Вашият телефон')) api.sendText(chatId, flow.phone);
      else if (label) {
        api.tap(chatId, label);
        done = Math.max(done, steps.indexOf(label) + 1);
      } else {
        await pause(200);
        continue;
      }
      acted = { version: api.chats.version(chatId), at: Date.now() };
    }
    await pause(200);
  }
}
