import { assign } from 'xstate';
import { CLEAR, type ConversationSetup } from '../machine-setup.ts';

/** The language choice (/language, or the home screen's button): the chosen one, then home. */
export function languageStates(s: ConversationSetup) {
  return {
    language: s.createStateConfig({
      on: {
        SET_LOCALE: {
          target: 'home',
          actions: assign(({ event }) => ({ ...CLEAR, locale: event.locale })),
        },
        BACK: { target: 'home', actions: assign(CLEAR) },
      },
    }),
  };
}
