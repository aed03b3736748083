import type { Api } from 'grammy';
import type { Logger } from 'pino';
import type { Menu } from '../catalogue/menu.ts';
import type { CatalogueSync } from '../catalogue/sync.ts';
import type { Clock } from '../clock.ts';
import type { Locale } from '../locale/locale.ts';
import type { MessageId } from '../locale/message-ids.ts';
import type { MessageArgs, Translate } from '../locale/translate.ts';
import { MenuTranslations } from '../menu-i18n/index.ts';
import type { ArrivalTimes } from '../orders/arrival-times.ts';
import type { OrderOutbox, StatusTracker } from '../orders/index.ts';
import type { Store } from '../store/index.ts';
import type { Pacer } from '../telegram/pacer.ts';
import { describeSelection, type MenuWords } from '../telegram/views/describe.ts';
import type { StaffThreads } from './threads.ts';

/** What every part of the staff console (board, alerts, relay, report) works with. */
export interface ConsoleKit {
  api: Api;
  pacer: Pacer;
  t: Translate;
  /** The staff chat's language. */
  locale: Locale;
  staffChatId: number;
  store: Store;
  tracker: StatusTracker;
  outbox: OrderOutbox;
  catalogue: CatalogueSync;
  clock: Clock;
  logger: Logger;
  threads: StaffThreads;
  retentionMs: number | undefined;
  /** The menu's translations (MENU_TRANSLATIONS): the staff chat reads the menu in its language. */
  translations?: MenuTranslations | undefined;
  /** Arrival times and the staff's `/eta` figure (issue 36). */
  arrivals?: ArrivalTimes | undefined;
}

/** What the console shows of one order besides its tracked status: never contact data. */
export interface OrderFacts {
  /** The delivery zone's name, or null for pickup. */
  zone: string | null;
  lines: { name: string; quantity: number }[];
}

/**
 * The staff chat's words: its language, its translator, and the restaurant's texts in that
 * language (DEFAULT_LOCALE) as of the current menu.
 */
export function staffWords(
  kit: Pick<ConsoleKit, 't' | 'locale' | 'catalogue' | 'translations'>,
): MenuWords {
  const translations = kit.translations ?? NO_TRANSLATIONS;
  return {
    locale: kit.locale,
    tr: (id: MessageId, args?: MessageArgs) => kit.t(kit.locale, id, args),
    texts: translations.translator(kit.locale, kit.catalogue.current()),
  };
}

const NO_TRANSLATIONS = new MenuTranslations();

/**
 * The zone and the dishes of an order, from its outbox entry (the exact /orders body) and the
 * menu; cached, since neither changes once the order is accepted. Null when the entry is gone.
 */
export function orderFactsReader(kit: ConsoleKit): (id: string) => Promise<OrderFacts | null> {
  const cache = new Map<string, OrderFacts>();
  return async (id) => {
    const known = cache.get(id);
    if (known) return known;
    const words = staffWords(kit);
    const entry = await kit.outbox.entry(id);
    if (!entry) return null;
    const menu = kit.catalogue.current();
    const choice = entry.request.choice;
    const zone =
      choice.fulfilment === 'delivery'
        ? (zoneName(words, menu, choice.zone_id) ?? String(choice.zone_id))
        : null;
    const lines = entry.request.items.map((line) => ({
      name: menu ? describeSelection(words, menu, line.selection) : JSON.stringify(line.selection),
      quantity: line.quantity ?? 1,
    }));
    const facts = { zone, lines };
    if (cache.size > 5_000) cache.clear();
    cache.set(id, facts);
    return facts;
  };
}

/** A Telegram error's description (for "not delivered because…"), never the payload. */
export function telegramDescription(error: unknown): string {
  const value = error as { error_code?: unknown; description?: unknown } | null;
  return typeof value?.description === 'string' ? value.description : 'unknown';
}

/** A delivery zone's name in the staff chat's language, or null when the menu does not know it. */
function zoneName(words: MenuWords, menu: Menu | null, zoneId: number): string | null {
  const zone = menu?.availability.zones.find((z) => z.id === zoneId);
  return zone ? words.texts.zone(zone.id, zone.name) : null;
}
