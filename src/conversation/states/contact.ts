import { assign } from 'xstate';
import { detailsToEdit } from '../contact.ts';
import { notice } from '../context-updates.ts';
import { CLEAR, type ContactField, type ConversationSetup } from '../machine-setup.ts';
import type { ConversationContext, MachineEvent } from '../types.ts';

/** Where the note, the last step, leads: the quote. */
const QUOTING = '#conversation.checkout.quoting';

// Typed here, outside a state's config, where the machine's own types do not reach.
const clear = assign<ConversationContext, MachineEvent, undefined, MachineEvent, never>(CLEAR);

/**
 * One contact step's typing, keeping and going back, declared once for every field: a text that
 * passes the field's check (`<field>Text`) is saved and moves on to `next`, one that does not is
 * saved as typed and the step stays (the notice says why); "keep" moves on with the step's value
 * (typed earlier in this checkout, or saved), and without one (an empty note is none) the press
 * is unexpected; back goes to the step before (the first step has none of its own: the
 * contact state's back, to the receipt choice).
 */
function step(field: ContactField, next: string, back?: ContactField) {
  const save = { type: 'saveContactField', params: { field } } as const;
  return {
    TEXT: [{ guard: `${field}Text`, target: next, actions: save }, { actions: save }],
    KEEP: {
      guard: ({ context }: { context: ConversationContext }) =>
        (context.contact[field] ?? '') !== '',
      target: next,
      actions: 'keepContact',
    },
    ...(back === undefined ? {} : { BACK: { target: back, actions: clear } }),
  } as const;
}

/**
 * A contact shared from the phone step's keyboard (name or phone step): taken when `guard`
 * passes, and the steps go on at the email; else `problem` says why and the step stays.
 */
function shared(
  guard: 'sharedContactComplete' | 'sharedPhoneValid',
  problem: 'contact_share_incomplete' | 'phone_invalid',
) {
  const say = assign<ConversationContext, MachineEvent, undefined, MachineEvent, never>(
    notice(problem),
  );
  return [{ guard, target: 'email', actions: 'shareContact' }, { actions: say }] as const;
}

/**
 * The contact steps of the checkout: the saved details (use, change or forget them), then name,
 * phone, email, address (delivery only) and note, each offering its value to keep.
 */
export function contactState(s: ConversationSetup) {
  return s.createStateConfig({
    initial: 'route',
    on: {
      BACK: { target: 'fulfilment', actions: assign(CLEAR) },
      // Forgetting while typing the details forgets this checkout's too: the steps start
      // again from nothing, so no "keep" offers what the customer asked to delete.
      FORGET_CONTACT: {
        target: '.name',
        actions: assign({ savedContact: null, contact: {}, ...notice('contact_forgotten') }),
      },
    },
    states: {
      route: {
        always: [{ guard: 'hasSavedContact', target: 'saved' }, { target: 'name' }],
      },
      saved: {
        on: {
          USE_SAVED_CONTACT: [
            {
              guard: ({ context }) =>
                context.fulfilment?.kind !== 'delivery' ||
                context.savedContact?.address !== undefined,
              target: QUOTING,
              actions: 'useSavedContact',
            },
            { target: 'address', actions: 'useSavedContact' },
          ],
          // Changing starts from the saved details: each step offers its value to keep.
          EDIT_CONTACT: {
            target: 'name',
            actions: assign(({ context }) => ({
              ...CLEAR,
              contact: detailsToEdit(context.savedContact, context.contact),
            })),
          },
          FORGET_CONTACT: {
            target: 'name',
            actions: assign({ ...CLEAR, savedContact: null, contact: {} }),
          },
        },
      },
      name: {
        on: {
          ...step('name', 'phone'),
          SHARE_CONTACT: shared('sharedContactComplete', 'contact_share_incomplete'),
        },
      },
      phone: {
        on: {
          ...step('phone', 'email', 'name'),
          SHARE_CONTACT: shared('sharedPhoneValid', 'phone_invalid'),
        },
      },
      email: {
        // The suggestion belongs to the step: whichever way it is left, it goes. Exit actions run
        // before a transition's own, so taking it clears it there, after reading it.
        exit: assign(({ event }) =>
          event.type === 'ACCEPT_SUGGESTION' ? {} : { emailSuggestion: null },
        ),
        on: {
          ...step('email', 'afterEmail', 'phone'),
          // A valid e-mail with a likely typo in its domain stays to ask "did you mean …?"; any
          // other text is a new entry (a new typo asks again).
          TEXT: [
            { guard: 'emailTypo', actions: 'saveEmailTypo' },
            ...step('email', 'afterEmail', 'phone').TEXT,
          ],
          // Without a suggestion (a forged press: a stale one never gets here) the step stays
          // as it is and says so.
          ACCEPT_SUGGESTION: [
            {
              guard: ({ context }) => (context.emailSuggestion ?? null) !== null,
              target: 'afterEmail',
              actions: assign(({ context }) => ({
                ...CLEAR,
                contact: { ...context.contact, email: context.emailSuggestion ?? undefined },
                emailSuggestion: null,
              })),
            },
            { actions: assign(notice('unexpected')) },
          ],
          SKIP: {
            target: 'afterEmail',
            actions: assign(({ context }) => ({
              ...CLEAR,
              contact: { ...context.contact, email: undefined },
            })),
          },
        },
      },
      afterEmail: {
        always: [{ guard: 'isDelivery', target: 'address' }, { target: 'note' }],
      },
      address: { on: step('address', 'note', 'email') },
      note: {
        on: {
          ...step('note', QUOTING),
          ACCEPT_SUGGESTION: {
            guard: ({ context }) => context.noteSuggestion !== null,
            target: QUOTING,
            actions: [
              assign(({ context }) => ({
                ...CLEAR,
                contact: { ...context.contact, note: context.noteSuggestion ?? undefined },
                noteSuggestion: null,
              })),
            ],
          },
          SKIP: {
            target: QUOTING,
            actions: [
              assign(({ context }) => ({
                ...CLEAR,
                contact: { ...context.contact, note: undefined },
                noteSuggestion: null,
              })),
            ],
          },
          BACK: [
            { guard: 'isDelivery', target: 'address', actions: assign(CLEAR) },
            { target: 'email', actions: assign(CLEAR) },
          ],
        },
      },
    },
  });
}
