import type { ContactDetails } from '../../conversation/types.ts';
import { simple } from '../button-kit.ts';
import type { TargetScreen } from '../button-targets.ts';
import { type Button, NAV, screen, type View, type ViewKit } from './view.ts';

const CONTACT_STEP = 'checkout.contact.';
const CONTACT_FIELDS = ['name', 'phone', 'email', 'address', 'note'] as const;

/**
 * The value a contact step's "keep" button names: a keep drawn for one value is not honoured
 * once the step holds another (its label would say what is no longer kept).
 */
function keptTarget(_arg: unknown, { path, context }: TargetScreen): unknown {
  const step = path.startsWith(CONTACT_STEP) ? path.slice(CONTACT_STEP.length) : '';
  const field = CONTACT_FIELDS.find((name) => name === step);
  return field === undefined ? null : (context.contact[field] ?? null);
}

/** The e-mail the e-mail step's suggestion button offers (issue 36), null when it offers none. */
function suggestedEmail(_arg: unknown, { path, context }: TargetScreen): unknown {
  return path === `${CONTACT_STEP}email` ? (context.emailSuggestion ?? null) : null;
}

/**
 * The saved details and what to do with them. Only what is saved is listed; a delivery without
 * a saved address says the address comes next (using them asks for it).
 */
export const contactSavedScreen = screen(
  {
    useSavedContact: simple('us', { type: 'USE_SAVED_CONTACT' }),
    editContact: simple('ec', { type: 'EDIT_CONTACT' }),
    forgetContact: simple('fc', { type: 'FORGET_CONTACT' }),
  },
  (kit): View => {
    const { context } = kit;
    const saved = context.savedContact ?? {};
    const person = [saved.name, saved.phone, saved.email].filter((value) => value);
    const text = [
      kit.tr('contact-saved'),
      kit.tr('contact-saved-person', { details: person.join(', ') }),
    ];
    if (saved.address) text.push(kit.tr('contact-saved-address', { address: saved.address }));
    else if (context.fulfilment?.kind === 'delivery') text.push(kit.tr('contact-saved-no-address'));
    return {
      text: text.join('\n'),
      keyboard: kit.nav(
        [kit.button(kit.tr('btn-use-saved'), 'useSavedContact')],
        [
          kit.button(kit.tr('btn-edit-contact'), 'editContact'),
          kit.button(kit.tr('btn-forget'), 'forgetContact'),
        ],
      ),
    };
  },
);

/** A contact step's own buttons: keep its value, skip it (email, note), take the suggestion. */
const STEP = {
  ...NAV,
  // Stands for the value it names: a keep drawn for one value is not honoured once the step
  // holds another (its label would say what is no longer kept).
  keepContact: simple('kv', { type: 'KEEP' }, keptTarget),
  skip: simple('z', { type: 'SKIP' }),
  acceptSuggestion: simple('y', { type: 'ACCEPT_SUGGESTION' }),
  // Stands for the e-mail it offers: one drawn for another suggestion, or for none now, is stale.
  useEmail: simple('ye', { type: 'ACCEPT_SUGGESTION' }, suggestedEmail),
};

// A long address or note is cut on its button; the message above the buttons shows all of it.
const KEEP_LABEL_CHARS = 32;

/** "✔ Keep: Иван Петров": the button that moves on with the step's value. */
function keepButton(kit: ViewKit<typeof STEP>, value: string): Button {
  const chars = Array.from(value);
  const shown =
    chars.length > KEEP_LABEL_CHARS ? `${chars.slice(0, KEEP_LABEL_CHARS - 1).join('')}…` : value;
  return kit.button(kit.tr('btn-keep', { value: shown }), 'keepContact');
}

/**
 * The contact steps: a prompt per field; a step that has a value (typed earlier in this
 * checkout, or saved) shows it and offers to keep it; typing replaces it. The phone step offers
 * the reply keyboard.
 */
function contactView(kit: ViewKit<typeof STEP>, step: ContactStep): View {
  const { context } = kit;
  const field = step as keyof ContactDetails;
  const current = context.contact[field];
  const extra: Button[][] = [];
  // The phone step's "keep" is on its reply keyboard (Telegram shows one keyboard per message).
  if (current && step !== 'phone') extra.push([keepButton(kit, current)]);
  if (step === 'email' || step === 'note') extra.push([kit.button(kit.tr('btn-skip'), 'skip')]);
  if (step === 'note' && context.noteSuggestion !== null) {
    extra.unshift([kit.button(kit.tr('btn-accept-suggestion'), 'acceptSuggestion')]);
  }
  // A likely typo: the fix first, for one tap; "keep" below it goes on with the e-mail as typed.
  const emailSuggestion = step === 'email' ? (context.emailSuggestion ?? null) : null;
  if (emailSuggestion !== null) {
    extra.unshift([kit.button(kit.tr('btn-use-email', { email: emailSuggestion }), 'useEmail')]);
  }
  const lines = [kit.tr(`ask-${field}`)];
  if (current) lines.push(kit.tr('current-value', { value: current }));
  if (step === 'note' && context.noteSuggestion !== null) {
    lines.push(kit.tr('note-suggestion', { note: context.noteSuggestion }));
  }
  if (emailSuggestion !== null) lines.push(kit.tr('email-suggestion', { email: emailSuggestion }));
  return {
    text: lines.join('\n'),
    keyboard: kit.nav(...extra),
    // The phone step's keyboard is Telegram's reply keyboard: its own "keep" button sends text.
    replyKeyboard: step === 'phone' ? (current ? 'contact-keep' : 'contact') : undefined,
  };
}

type ContactStep = keyof ContactDetails;

/** The screen of one contact step. */
function contactStep(step: ContactStep) {
  return screen(STEP, (kit) => contactView(kit, step));
}

export const contactNameScreen = contactStep('name');
export const contactPhoneScreen = contactStep('phone');
export const contactEmailScreen = contactStep('email');
export const contactAddressScreen = contactStep('address');
export const contactNoteScreen = contactStep('note');
