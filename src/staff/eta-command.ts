import { intlLocale } from '../locale/locale.ts';
import { MIN_ORDERS } from '../orders/arrival-model.ts';
import { ETA_MINUTES, staffRange } from '../orders/arrival-times.ts';
import type { ConsoleKit } from './kit.ts';

/** The board's line for the staff's `/eta` figure while it is set (none otherwise). */
export async function boardEtaLines(kit: ConsoleKit): Promise<string[]> {
  const override = await kit.arrivals?.override();
  return override ? [kit.t(kit.locale, 'board-eta', { minutes: override.minutes })] : [];
}

/** What the history says now for the whole way of a delivery and a pickup (any zone). */
async function historyLine(kit: ConsoleKit): Promise<string> {
  const { t, locale } = kit;
  const said = async (fulfilment: 'delivery' | 'pickup') => {
    const range = await kit.arrivals?.learnt({ fulfilment, start: 'accepted' });
    return range
      ? t(locale, 'staff-eta-range', {
          from: range.fromMinutes,
          to: range.toMinutes,
          count: range.orders,
        })
      : t(locale, 'staff-eta-thin', { minimum: MIN_ORDERS });
  };
  return t(locale, 'staff-eta-history', {
    delivery: await said('delivery'),
    pickup: await said('pickup'),
  });
}

/**
 * `/eta 60` (issue 36): the evening's delivery time, in the store (every instance follows it)
 * until `/eta off` or the end of the business day; customers' estimates use it as their upper
 * figure. `/eta` alone: the setting and what the history says. `refresh`: the board shows it.
 */
export async function etaCommand(
  kit: ConsoleKit,
  argument: string | undefined,
  answer: (text: string) => Promise<unknown>,
  refresh: () => void,
): Promise<void> {
  const arrivals = kit.arrivals;
  if (!arrivals) return;
  const { t, locale, logger } = kit;
  const usage = () => answer(t(locale, 'staff-eta-usage', ETA_MINUTES));
  if (argument === undefined) {
    const override = await arrivals.override();
    const time = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: kit.catalogue.current()?.timezone ?? 'Europe/Sofia',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const setting = override
      ? t(locale, 'staff-eta-current', {
          minutes: override.minutes,
          time: time.format(override.setAt),
        })
      : t(locale, 'staff-eta-none');
    await answer([setting, await historyLine(kit)].join('\n'));
    return;
  }
  if (argument.toLowerCase() === 'off') {
    await arrivals.clearOverride();
    logger.info('eta cleared by staff');
    refresh();
    await answer(t(locale, 'staff-eta-off'));
    return;
  }
  const minutes = /^\d{1,3}$/.test(argument) ? Number(argument) : Number.NaN;
  if (!(minutes >= ETA_MINUTES.min && minutes <= ETA_MINUTES.max)) {
    await usage();
    return;
  }
  await arrivals.setOverride(minutes);
  logger.info({ minutes }, 'eta set by staff');
  refresh();
  const range = staffRange(minutes, 0);
  await answer(
    t(locale, 'staff-eta-set', {
      minutes,
      from: range?.fromMinutes ?? minutes,
      to: range?.toMinutes ?? minutes,
    }),
  );
}
