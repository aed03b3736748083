import type { Bot } from 'grammy';
import type { Logger } from 'pino';
import type { CatalogueSync } from '../catalogue/sync.ts';
import type { ChatRunner } from '../chat/runner.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Translate } from '../locale/translate.ts';
import type { StatusTracker } from '../orders/index.ts';
import { staffThreads } from '../staff/threads.ts';
import type { Store } from '../store/index.ts';
import type { Pacer } from '../telegram/pacer.ts';
import type { PendingInputs } from '../telegram/pending-input.ts';
import { createRating } from './index.ts';

/** What the composition root hands over (src/app.ts). */
export interface RatingParts {
  config: Config;
  telegram: { bot: Bot; runner: ChatRunner; t: Translate; pacer: Pacer };
  store: Store;
  pending: PendingInputs;
  tracker: StatusTracker;
  catalogue: CatalogueSync;
  clock: Clock;
  logger: Logger;
  retentionMs: number;
}

/**
 * "How it was" (issue 36) of the application: the question after delivery, the stars, the
 * comment; a low rating to the staff chat when there is one. Started by the caller.
 */
export function ratingOf(parts: RatingParts) {
  const { config, telegram, store, retentionMs } = parts;
  return createRating({
    api: telegram.bot.api,
    pacer: telegram.pacer,
    t: telegram.t,
    clock: parts.clock,
    logger: parts.logger.child({ module: 'rating' }),
    store,
    pending: parts.pending,
    tracker: parts.tracker,
    menu: () => parts.catalogue.current(),
    customerLocale: (chatId) => telegram.runner.locale(chatId, config.defaultLocale),
    retentionMs,
    delayMs: (config.rating?.delayMinutes ?? 25) * 60_000,
    staff:
      config.staffChatId === undefined
        ? undefined
        : {
            chatId: config.staffChatId,
            locale: config.defaultLocale,
            threads: staffThreads(store, retentionMs),
          },
  });
}
