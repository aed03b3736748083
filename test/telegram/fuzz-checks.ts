import type { LocalTelegram } from '../../src/demo/local-chat.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import { isPartnerError } from '../../src/partner/errors.ts';
import { unansweredTaps } from '../support/telegram-steps.ts';
import { CHATS, type FuzzRun, HOME, liveButtons, REFUSED, totals, VISIBLE } from './fuzz-run.ts';

/* What every run of the Telegram fuzz (fuzz.test.ts) must end with, and the report of a failure. */

/** Telegram's own limits on what the bot sends (a request breaking one would be a 400 there). */
export function telegramProblems(telegram: LocalTelegram): string[] {
  const problems: string[] = [];
  for (const { method, payload } of telegram.calls) {
    const text = payload.text ?? payload.caption;
    if (method === 'sendMessage' || method === 'editMessageText') {
      const length = String(text ?? '').length;
      if (length < 1 || length > 4096)
        problems.push(`${method} with a text of ${length} characters`);
    }
    if (method === 'sendPhoto' && String(payload.caption ?? '').length > 1024)
      problems.push('sendPhoto caption over 1024');
    if (method === 'answerCallbackQuery' && String(payload.text ?? '').length > 200)
      problems.push('answer text over 200');
    const keyboard = (
      payload.reply_markup as
        | { inline_keyboard?: { text: string; callback_data?: string }[][] }
        | undefined
    )?.inline_keyboard;
    for (const button of keyboard?.flat() ?? []) {
      const bytes = Buffer.byteLength(button.callback_data ?? '');
      if (bytes < 1 || bytes > 64 || button.text.trim() === '')
        problems.push(`${method} button ${JSON.stringify(button)} breaks Telegram's limits`);
    }
  }
  return problems;
}

/** Everything the run must end with; returns the broken rules. */
export async function finalProblems(
  run: FuzzRun,
  requestsBefore: number,
  clientLogsBefore: number,
): Promise<string[]> {
  const { bot, telegram } = run;
  await bot.settle();
  if (process.env.FUZZ_DEBUG)
    for (const chatId of run.chats)
      console.log(
        chatId,
        JSON.stringify(telegram.lastMessage(chatId)?.text.slice(0, 60)),
        liveButtons(telegram, chatId)
          .map((b) => `${b.text}=${b.data}`)
          .join(' '),
      );
  const problems = [...run.problems];
  for (const chatId of run.chats) {
    await run.send(
      telegram.textUpdate(chatId, '/start'),
      `${chatId} command "/start" (final)`,
      true,
    );
    await bot.settle();
    const shown = telegram.lastMessage(chatId)?.text ?? '';
    if (!HOME.test(shown))
      problems.push(`chat ${chatId} answered /start with ${JSON.stringify(shown.slice(0, 200))}`);
  }
  for (const sent of run.trace) {
    if (sent.mustShow && !sent.calls.some((method) => VISIBLE.has(method)))
      problems.push(`no answer to: ${sent.what} (calls: ${sent.calls.join(', ') || 'none'})`);
  }
  for (const id of unansweredTaps(bot)) problems.push(`callback query ${id} never answered`);
  problems.push(...telegramProblems(telegram));
  const requests = run.world.sandbox.requests.slice(requestsBefore);
  for (const request of requests) {
    if (/\/(quote|orders)$/.test(request.path) && REFUSED.includes(request.status))
      problems.push(`sandbox answered ${request.status} to ${request.method} ${request.path}`);
  }
  const refusals = (stats: ReturnType<PartnerClient['stats']>) =>
    (stats.errors.invalid_request ?? 0) + (stats.errors.request_too_large ?? 0);
  if (refusals(run.world.client.stats()) > refusals(run.statsBefore))
    problems.push(
      `the client refused to send invalid requests: ${JSON.stringify(run.world.client.stats().errors)}`,
    );
  for (const error of run.partnerErrors) {
    totals.partnerErrors[error.kind] = (totals.partnerErrors[error.kind] ?? 0) + 1;
    if (
      isPartnerError(
        error,
        'invalid_request',
        'request_too_large',
        'unprocessable',
        'bad_request',
        'too_large',
        'unsupported_media_type',
      )
    )
      problems.push(
        `partner ${error.kind} on ${error.endpoint}: ${error.message} ${error.serverMessage ?? ''}`,
      );
  }
  const errorLines = [...run.logs.lines, ...run.world.logs.lines.slice(clientLogsBefore)].filter(
    (line) => /"level":(50|60)/.test(line) || line.includes('update failed'),
  );
  problems.push(...errorLines.map((line) => `error logged: ${line.slice(0, 400)}`));
  totals.quotes += requests.filter((r) => r.path.endsWith('/quote') && r.status === 200).length;
  totals.orders += requests.filter((r) => r.path.endsWith('/orders') && r.status === 200).length;
  totals.updates += run.trace.length;
  totals.refusedTaps += run.telegram.calls.filter(
    (c) => c.method === 'answerCallbackQuery' && c.payload.text,
  ).length;
  return problems;
}

/** The broken rules, then the last updates of each chat they name (the final /start included). */
export function failureReport(run: FuzzRun, problems: string[]): string {
  const unique = [...new Set(problems)].slice(0, 20);
  const named = new Set(unique.flatMap((p) => (p.match(/\b1\d{6}\b/g) ?? []).map(Number)));
  const lines = [...unique];
  for (const chatId of [...named].slice(0, 3)) {
    lines.push(`last updates of chat ${chatId}:`);
    for (const sent of run.trace.filter((s) => s.chatId === chatId).slice(-15))
      lines.push(`  ${sent.what} → ${sent.calls.join(', ') || 'no calls'}`);
  }
  if (named.size === 0) {
    lines.push('last updates:');
    for (const sent of run.trace.slice(-(CHATS + 20), -CHATS))
      lines.push(`  ${sent.what} → ${sent.calls.join(', ') || 'no calls'}`);
  }
  return lines.join('\n');
}
