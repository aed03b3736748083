import type { Logger } from 'pino';
import type { CycleResult } from './cycle.ts';
import type { CatalogueAlert } from './sync-options.ts';

/**
 * Tells what an applied cycle left out: one log line and one alert for each record newly left
 * out as unreadable, and for each value the spec does not list newly met (issue 34: half-and-half
 * off, a pickup day ignored). Keyed "product:12", "combo:duo", "half.price_mode=tiered"; a key
 * the cycle no longer has is forgotten, so the same trouble later is a new incident. Returns the
 * keys told after this cycle, to pass to the next one.
 */
export function tellCycleNews(
  result: Pick<CycleResult, 'unreadable' | 'unknownValues'>,
  told: ReadonlySet<string>,
  logger: Logger,
  alert: (alert: CatalogueAlert) => void,
): Set<string> {
  const now = new Set<string>();
  for (const record of result.unreadable) {
    const key = `${record.record}:${record.id}`;
    now.add(key);
    if (told.has(key)) continue;
    logger.warn(
      { record: record.record, id: record.id, name: record.name, reason: record.reason },
      'catalogue record could not be read; left out of the menu',
    );
    alert({ kind: 'record_unreadable', record });
  }
  for (const value of result.unknownValues) {
    const key = `${value.field}=${value.value}`;
    if (now.has(key)) continue;
    now.add(key);
    if (told.has(key)) continue;
    logger.warn(value, 'menu value not in the spec; its feature or entry is left out');
    alert({ kind: 'unknown_value', value });
  }
  return now;
}
