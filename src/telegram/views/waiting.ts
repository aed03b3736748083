import { screen, type View } from './view.ts';

/** While a quote or a submission is in flight: what is going on, and no button. */
function waiting(what: 'calculating' | 'sending') {
  return screen({}, (kit): View => ({ text: kit.tr(what), keyboard: [] }));
}

/**
 * While a quote is in flight: the price being calculated, or, for a zone tapped past its
 * ordinary hours (the zone check, see conversation/zone-check.ts), whether the restaurant takes
 * orders for it now.
 */
export const quotingScreen = screen({}, (kit): View => {
  const zoneId = kit.context.zoneCheck ?? null;
  const zone = kit.menu?.availability.zones.find((candidate) => candidate.id === zoneId);
  const text = zone ? kit.tr('checking-zone', { zone: zone.name }) : kit.tr('calculating');
  return { text, keyboard: [] };
});
export const submittingScreen = waiting('sending');
