import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkName, checkPhone, phoneRegions } from '../../src/conversation/contact.ts';
import { likelyDomain, suggestEmail } from '../../src/conversation/email-typos.ts';
import { LOCALES } from '../../src/locale/locale.ts';
import { editDistance } from '../../src/ordering-text/edit-distance.ts';
import { Customer } from '../../src/partner/schemas/request.ts';
import { isValidPhone } from '../../src/sandbox/validation.ts';

/**
 * Issue 36 point 4, "the customer's details, checked the way people type them": a name has a
 * letter, a national number is read in the country of the chat's language (then Bulgaria), and
 * an e-mail whose domain is a slip away from a common one gets its fix offered.
 */
describe('checkName', () => {
  it.each(['😀😀', '123', '!!!', '🍕 🍕', '<b>42</b>'])('refuses %j: no letter in it', (input) => {
    expect(checkName(input)).toEqual({ ok: false, problem: 'name_no_letter' });
  });

  it.each([
    ['Иван 😀', 'Иван 😀'],
    ['Łukasz', 'Łukasz'],
    ['Андрій', 'Андрій'],
    ['李雷', '李雷'],
    ['R2D2', 'R2D2'],
  ])('accepts %j: it has a letter of some script', (input, value) => {
    expect(checkName(input)).toEqual({ ok: true, value });
  });
});

describe('checkPhone in the region of the chat language', () => {
  const read = (locale: (typeof LOCALES)[number], input: string) =>
    checkPhone(input, phoneRegions(locale));

  it.each([
    ['de', '0151 23456789', '+4915123456789'],
    ['de', '030 901820', '+4930901820'],
    ['uk', '050 123 4567', '+380501234567'],
    ['uk', '067 123 45 67', '+380671234567'],
    ['pl', '512 345 678', '+48512345678'],
    ['ro', '0712 345 678', '+40712345678'],
    ['en', '07400 123456', '+447400123456'],
    ['en', '020 7946 0958', '+442079460958'],
  ] as const)('reads a %s national number %j as %j', (locale, input, value) => {
    expect(read(locale, input)).toEqual({ ok: true, value });
  });

  it('reads the same national numbers as invalid in a Bulgarian chat', () => {
    for (const input of ['0151 23456789', '050 123 4567', '07400 123456'])
      expect(read('bg', input).ok).toBe(false);
  });

  it.each(LOCALES)('falls back to Bulgaria for a Bulgarian mobile in a %s chat', (locale) => {
    expect(read(locale, '0888 123 456')).toEqual({ ok: true, value: '+359888123456' });
    expect(read(locale, '359888123456')).toEqual({ ok: true, value: '+359888123456' });
    expect(read(locale, '0888 12')).toEqual({ ok: false, problem: 'phone_incomplete' });
  });

  it.each(LOCALES)('reads an international number as such in a %s chat', (locale) => {
    expect(read(locale, '+49 151 23456789')).toEqual({ ok: true, value: '+4915123456789' });
    expect(read(locale, '+380 50 123 4567')).toEqual({ ok: true, value: '+380501234567' });
    expect(read(locale, '00359 888 123 456')).toEqual({ ok: true, value: '+359888123456' });
  });

  it('keeps refusing a Bulgarian premium-rate line in every chat', () => {
    for (const locale of LOCALES) expect(read(locale, '+359 900 12 345').ok).toBe(false);
  });

  it('accepts only what the sandbox and the request schema accept, in every language', () => {
    const digits = fc.stringMatching(/^0?[1-9][0-9 ]{5,13}$/);
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), digits, (locale, input) => {
        const result = read(locale, input);
        if (!result.ok) return;
        expect(isValidPhone(result.value), result.value).toBe(true);
        expect(Customer.shape.phone.safeParse(result.value).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('e-mail typos', () => {
  it('counts a swapped pair as one slip', () => {
    expect(editDistance('gmial.com', 'gmail.com', 2, true)).toBe(1);
    expect(editDistance('gmai.com', 'gmail.com', 2, true)).toBe(1);
    expect(editDistance('hotmial.co', 'hotmail.com', 2, true)).toBe(2);
    expect(editDistance('example.com', 'gmail.com', 2, true)).toBe(3);
    // Without swaps (the menu's typo check), the same pair is two slips.
    expect(editDistance('gmial.com', 'gmail.com', 2)).toBe(2);
  });

  it.each([
    ['john.smith@gmial.com', 'john.smith@gmail.com'],
    ['a@gmai.com', 'a@gmail.com'],
    ['a@gamil.com', 'a@gmail.com'],
    ['a@gmail.co', 'a@gmail.com'],
    ['a@yahooo.com', 'a@yahoo.com'],
    ['a@hotmial.com', 'a@hotmail.com'],
    ['a@outlok.com', 'a@outlook.com'],
    ['Ivan.Petrov@abv.bh', 'Ivan.Petrov@abv.bg'],
    ['a@mail.bh', 'a@mail.bg'],
    ['a@dir.bh', 'a@dir.bg'],
    ['a@gmx.d', 'a@gmx.de'],
    ['a@ukr.nt', 'a@ukr.net'],
    ['a@wp.lp', 'a@wp.pl'],
  ])('suggests %j → %j', (typed, fixed) => {
    expect(suggestEmail(typed)).toBe(fixed);
  });

  it.each([
    'a@gmail.com',
    'a@abv.bg',
    'a@mail.com',
    'a@example.com',
    'a@restaurant.bg',
    'a@web.de',
    'a@o2.pl',
    'a@i.ua',
  ])('leaves %j alone', (email) => {
    expect(suggestEmail(email)).toBeNull();
  });

  it('guesses nothing when two common domains are equally close', () => {
    // yahoo.com and yahoo.ro are both one slip from yahoo.co.
    expect(likelyDomain('yahoo.co')).toBeNull();
  });
});
