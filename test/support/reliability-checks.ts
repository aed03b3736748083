import type { LedgerEntry } from '../../src/sandbox/server.ts';
import type { BotApiServer } from './bot-api-server.ts';
import type { Flow, FlowResult } from './reliability-customer.ts';
import type { ReliabilityWorld } from './reliability-world.ts';

/** `count` customers in chats from `firstChat`, each with its own name and phone number. */
export function makeFlows(
  count: number,
  firstChat: number,
  options: { tag: string; address?: (index: number) => string | undefined } = { tag: 'R' },
): Flow[] {
  return Array.from({ length: count }, (_, index) => {
    const local = String(100_000 + ((firstChat * 31 + index * 7_919) % 900_000));
    const address = options.address?.(index);
    return {
      chatId: firstChat + index,
      name: `Клиент ${options.tag}${index + 1}`,
      phone: `0887 ${local.slice(0, 3)} ${local.slice(3)}`,
      ...(address === undefined ? {} : { address }),
      shareContact: index % 5 === 4,
    };
  });
}

/** Every way a flow's phone number could appear in a log line. */
export function phoneForms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  const national = digits.replace(/^0/, '');
  return [phone, digits, national, `+359${national}`, `359${national}`];
}

/** The ledger's orders by customer name (one flow, one name). */
export function ordersByName(entries: LedgerEntry[]): Map<string, LedgerEntry[]> {
  const out = new Map<string, LedgerEntry[]>();
  for (const entry of entries) {
    const name = String((entry.body.customer as { name?: unknown } | undefined)?.name ?? '');
    out.set(name, [...(out.get(name) ?? []), entry]);
  }
  return out;
}

/**
 * What the ledger says about the flows: flows without exactly one order, external ids used more
 * than once, and flows whose chat did not name their order's number as accepted.
 */
export function ledgerProblems(entries: LedgerEntry[], results: FlowResult[]): string[] {
  const problems: string[] = [];
  const byName = ordersByName(entries);
  for (const result of results) {
    const orders = byName.get(result.flow.name) ?? [];
    if (orders.length !== 1) {
      problems.push(`${result.flow.name} (chat ${result.flow.chatId}) has ${orders.length} orders`);
      continue;
    }
    const number = orders[0]?.orderNumber ?? '?';
    if (!result.accepted.includes(number)) {
      problems.push(`${result.flow.name} was told "${result.accepted}", not order ${number}`);
    }
  }
  const ids = new Map<string, number>();
  for (const entry of entries)
    ids.set(entry.externalOrderId, (ids.get(entry.externalOrderId) ?? 0) + 1);
  for (const [id, count] of ids)
    if (count > 1) problems.push(`external id ${id} used ${count} times`);
  return problems;
}

/**
 * Sends /start to every chat and waits until each shows a fresh home screen (the category
 * buttons on a message newer than the command). Returns the chats that did not answer.
 */
export async function chatsThatDoNotAnswer(
  api: BotApiServer,
  chatIds: number[],
  timeoutMs = 30_000,
): Promise<number[]> {
  const silent: number[] = [];
  await Promise.all(
    chatIds.map(async (chatId) => {
      api.sendText(chatId, '/start');
      const sentId = api.chats.messages(chatId).at(-1)?.messageId ?? 0;
      const home = (): boolean => {
        const view = api.view(chatId);
        return (
          view !== undefined &&
          view.messageId > sentId &&
          view.buttons.some((row) => row.some((b) => b.text === 'Пици'))
        );
      };
      await api.waitFor(home, timeoutMs, `chat ${chatId} to answer /start`).catch(() => {
        silent.push(chatId);
      });
    }),
  );
  return silent.sort((a, b) => a - b);
}

/**
 * Log lines of every bot process that contain a secret (API key, password, their Basic form,
 * the bot token, the webhook secret) or a customer's phone (any form) or address.
 */
export function leakedLines(world: ReliabilityWorld, flows: Flow[]): string[] {
  const needles = [
    ...world.secrets().map((value) => ({ what: 'secret', value })),
    ...flows.flatMap((flow) => phoneForms(flow.phone).map((value) => ({ what: 'phone', value }))),
    ...flows.flatMap((flow) =>
      flow.address === undefined ? [] : [{ what: 'address', value: flow.address }],
    ),
  ].filter((needle) => needle.value.length >= 6);
  const out: string[] = [];
  for (const { line, pid } of world.logs.lines) {
    // Any Basic credential at all (not only ours) is a leak.
    const basic = /Basic\s+[A-Za-z0-9+/=]{8,}/.test(line);
    const hit = needles.find((needle) => line.includes(needle.value));
    if (hit || basic)
      out.push(`[${pid}] ${hit?.what ?? 'basic credential'}: ${line.slice(0, 300)}`);
  }
  return out;
}

/** Runs `work` over `items` with at most `limit` at once; settles every one. */
export async function inPool<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await work(items[index] as T, index).then(
        (value): PromiseSettledResult<R> => ({ status: 'fulfilled', value }),
        (reason: unknown): PromiseSettledResult<R> => ({ status: 'rejected', reason }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * URLs that carry credentials: a Bot API call whose URL is more than `/bot<token>/<method>`
 * (the token is in that path by Telegram's design), or a Partner API request whose path holds
 * the key, the password or their Basic form (spec "Authentication" 2: never in URLs).
 */
export function credentialUrls(world: ReliabilityWorld): string[] {
  const partnerSecrets = world.secrets().filter((s) => s !== world.token);
  const out: string[] = [];
  for (const call of world.api.calls) {
    // A method answered in the webhook response travels in no URL at all.
    if (call.webhookReply === true) continue;
    const path = call.url.replace(`/bot${world.token}/`, '/bot<token>/');
    if (!/^\/bot<token>\/[A-Za-z]+$/.test(path) || partnerSecrets.some((s) => path.includes(s))) {
      out.push(`Bot API ${path}`);
    }
  }
  for (const request of world.sandbox.requests) {
    if (world.secrets().some((s) => request.path.includes(s)))
      out.push(`Partner API ${request.path}`);
  }
  return out;
}
