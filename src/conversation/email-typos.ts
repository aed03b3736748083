import { editDistance } from '../ordering-text/edit-distance.ts';

/**
 * The e-mail domains customers here use most: the big international ones and those of Bulgaria
 * and of the bot's other languages (Germany, Poland, Romania, Ukraine). A domain one or two
 * typing slips away from one of them is most likely that one.
 */
export const COMMON_EMAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'yandex.ru',
  'mail.ru',
  // A real domain one slip from gmail.com: listed so that it is never "corrected".
  'mail.com',
  'abv.bg',
  'mail.bg',
  'dir.bg',
  'gbg.bg',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'yahoo.de',
  'hotmail.de',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'interia.pl',
  'yahoo.ro',
  'yahoo.co.uk',
  'hotmail.co.uk',
  'ukr.net',
  'i.ua',
  'meta.ua',
] as const;

const DOMAINS: ReadonlySet<string> = new Set(COMMON_EMAIL_DOMAINS);

/**
 * How far a domain may be from a common one and still read as its typo: one slip for short
 * domains (a two-slip change to "i.ua" or "o2.pl" is another real domain as often as a typo),
 * two for the longer ones ("hotmial.co" → "hotmail.com").
 */
function allowedSlips(domain: string): number {
  return domain.length >= 8 ? 2 : 1;
}

/**
 * The common domain an e-mail's domain most likely misspells ("gmial.com" → "gmail.com"), or
 * null when it is one of them, none is close, or two are equally close (no guess is better than
 * a wrong one). Used on an e-mail that passed `checkEmail`, so the domain is lower-case ASCII.
 */
export function likelyDomain(domain: string): string | null {
  if (DOMAINS.has(domain)) return null;
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  let tie = false;
  for (const known of COMMON_EMAIL_DOMAINS) {
    const limit = Math.min(allowedSlips(known), allowedSlips(domain));
    const distance = editDistance(domain, known, limit, true);
    if (distance > limit) continue;
    if (distance < bestDistance) {
      best = known;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) tie = true;
  }
  return tie ? null : best;
}

/**
 * The e-mail with its domain corrected when the domain looks like a typo of a common one
 * ("john.smith@gmial.com" → "john.smith@gmail.com"), else null. The part before '@' is kept
 * exactly as typed: only the customer knows it.
 */
export function suggestEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const domain = likelyDomain(email.slice(at + 1).toLowerCase());
  return domain === null ? null : `${email.slice(0, at)}@${domain}`;
}
