import type { Logger } from 'pino';
import type { CatalogueSync } from '../catalogue/sync.ts';
import type { CatalogueAlert } from '../catalogue/sync-options.ts';
import type { Locale } from '../locale/locale.ts';
import type { Translate } from '../locale/translate.ts';
import { MenuTranslations } from '../menu-i18n/index.ts';
import {
  type OrderOutbox,
  type OutboxAlert,
  type StatusTracker,
  type TrackedOrder,
  watchUnknownStatuses,
} from '../orders/index.ts';
import type { Partner, PartnerAlert } from '../partner/index.ts';
import { statusText } from './views/status-words.ts';

/** Where the operator alerts come from and where they are said. */
export interface AlertsOptions {
  t: Translate;
  /** The staff chat's language. */
  locale: Locale;
  /** Says a text in the staff chat (paced: alerts are the bot's own messages). */
  say: (text: string) => Promise<void>;
  outbox: OrderOutbox;
  tracker: StatusTracker;
  partner: Partner;
  catalogue: CatalogueSync;
  /** The restaurant's texts in the staff chat's language (default: the glossary alone). */
  translations?: MenuTranslations | undefined;
  /** Where an order status the spec does not list is logged (issue 34). */
  logger: Logger;
}

const MINUTE = 60_000;

/**
 * The operator alerts, told in the staff chat: an order the outbox holds or gave up, the
 * partner refusing or failing, an order whose status stalled, a menu gone stale. Returns the
 * function that stops listening.
 */
export function watchAlerts(options: AlertsOptions): () => void {
  const { t, locale, say } = options;
  const translations = options.translations ?? new MenuTranslations();
  const words = () => ({
    locale,
    tr: (id: Parameters<Translate>[1], args?: Parameters<Translate>[2]) => t(locale, id, args),
    texts: translations.translator(locale, options.catalogue.current()),
  });
  const onOutboxAlert = (alert: OutboxAlert) => {
    // A refused credential is one incident, told once by the client's alert (and once when it
    // recovers), not once more for every order it holds.
    if (alert.kind === 'unauthorized') return;
    void say(
      t(locale, `alert-${alert.kind}`, {
        id: alert.externalOrderId,
        number: alert.orderNumber ?? '-',
      }),
    );
  };
  // Issue 34: the incident names how many tracked orders it leaves without a fresh status.
  const onPartnerAlert = (alert: PartnerAlert) =>
    void say(
      t(locale, `alert-partner-${alert.kind}`, {
        endpoint: alert.endpoint,
        count: options.tracker.active().length,
      }),
    );
  const onStalled = (order: TrackedOrder) =>
    void say(
      t(locale, 'alert-order-stalled', {
        number: order.orderNumber,
        status: statusText(words(), order.status, order.fulfilment, order.statusLabel),
      }),
    );
  const onCatalogueAlert = (alert: CatalogueAlert) => {
    if (alert.kind === 'menu_stale')
      void say(t(locale, 'alert-menu-stale', { minutes: Math.round(alert.ageMs / MINUTE) }));
    else if (alert.kind === 'unknown_value')
      void say(
        alert.value.field === 'pickup.days'
          ? t(locale, 'alert-menu-pickup-day-unknown', { value: alert.value.value })
          : t(locale, 'alert-menu-half-unknown', {
              field: alert.value.field.replace('half.', ''),
              value: alert.value.value,
            }),
      );
    else if (alert.kind === 'record_unreadable')
      void say(
        t(locale, `alert-menu-${alert.record.record}-unreadable`, {
          id: alert.record.id,
          name: alert.record.name,
          reason: alert.record.reason,
        }),
      );
    else
      void say(t(locale, 'alert-menu-rejected', { count: alert.unreadable, total: alert.total }));
  };

  // Issue 34: a status the spec does not list is told once per value, wherever it came from.
  const stopUnknown = watchUnknownStatuses(
    options,
    options.logger,
    (status) =>
      void say(
        t(locale, 'alert-order-status-unknown', {
          value: status.value,
          number: status.orderNumber,
        }),
      ),
  );
  options.outbox.events.on('alert', onOutboxAlert);
  options.tracker.events.on('stalled', onStalled);
  options.partner.client.events.on('alert', onPartnerAlert);
  options.catalogue.events.on('alert', onCatalogueAlert);
  return () => {
    stopUnknown();
    options.outbox.events.off('alert', onOutboxAlert);
    options.tracker.events.off('stalled', onStalled);
    options.partner.client.events.off('alert', onPartnerAlert);
    options.catalogue.events.off('alert', onCatalogueAlert);
  };
}
