import type { Locale } from '../locale/locale.ts';
import {
  type Checked,
  checkAddress,
  checkEmail,
  checkName,
  checkNote,
  checkPhone,
  phoneRegions,
} from './contact.ts';
import { notice } from './context-updates.ts';
import { suggestEmail } from './email-typos.ts';
import type { ConversationContext } from './types.ts';

/** Fields a contact step fills, in the order they are asked. */
export type ContactField = 'name' | 'phone' | 'email' | 'address' | 'note';

const CHECKS: Record<ContactField, (text: string, locale: Locale) => Checked<string>> = {
  name: checkName,
  // A national number is read in the chat language's country first (contact.ts).
  phone: (text, locale) => checkPhone(text, phoneRegions(locale)),
  email: checkEmail,
  address: checkAddress,
  note: checkNote,
};

/** The check of one contact step's typed text, in the chat's language where that matters. */
export function checkContactField(
  field: ContactField,
  text: string,
  locale: Locale,
): Checked<string> {
  return CHECKS[field](text, locale);
}

/**
 * What a contact step's typed text does to the context: a value that passes is the step's value
 * (and any earlier suggestion goes); one that does not leaves the step's value as it was and says
 * why in a notice (a note's cleaned text offered as the suggestion).
 */
export function contactFieldUpdate(
  context: ConversationContext,
  field: ContactField,
  text: string,
): Partial<ConversationContext> {
  const result = checkContactField(field, text, context.locale);
  if (result.ok)
    return {
      notice: null,
      contact: { ...context.contact, [field]: result.value },
      noteSuggestion: null,
      emailSuggestion: null,
    };
  return { ...notice(result.problem), noteSuggestion: result.suggestion ?? null };
}

/**
 * The corrected e-mail when `text` is a valid e-mail whose domain looks like a typo of a common
 * one ("john@gmial.com" → "john@gmail.com"), else null. The step then stays to ask.
 */
export function emailTypoFix(text: string): string | null {
  const email = checkEmail(text);
  return email.ok ? suggestEmail(email.value) : null;
}

/**
 * An e-mail that looks mistyped: it is taken as typed (a valid address, which "keep" moves on
 * with) and the fix is offered beside it, to be taken with one tap.
 */
export function emailTypoUpdate(
  context: ConversationContext,
  text: string,
): Partial<ConversationContext> {
  const email = checkEmail(text);
  const fix = email.ok ? suggestEmail(email.value) : null;
  if (!email.ok || fix === null) return contactFieldUpdate(context, 'email', text);
  return {
    notice: null,
    contact: { ...context.contact, email: email.value },
    noteSuggestion: null,
    emailSuggestion: fix,
  };
}
