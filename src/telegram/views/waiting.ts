import { screen, type View } from './view.ts';

/** While a quote or a submission is in flight: what is going on, and no button. */
function waiting(what: 'calculating' | 'sending') {
  return screen({}, (kit): View => ({ text: kit.tr(what), keyboard: [] }));
}

export const quotingScreen = waiting('calculating');
export const submittingScreen = waiting('sending');
