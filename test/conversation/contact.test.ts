import { describe, expect, it } from 'vitest';
import {
  type Checked,
  checkAddress,
  checkEmail,
  checkName,
  checkNote,
  checkPhone,
  phoneFromSharedContact,
} from '../../src/conversation/contact.ts';

const accepted = (value: string): Checked<string> => ({ ok: true, value });
const refused = (problem: string, suggestion?: string) =>
  suggestion === undefined ? { ok: false, problem } : { ok: false, problem, suggestion };

describe('checkName', () => {
  it.each([
    ['Иван Петров', 'Иван Петров'],
    ['  Иван   Петров  ', 'Иван Петров'],
    ['Иван\tПетров', 'Иван Петров'],
    ['Иван\nПетров', 'Иван Петров'],
    ['Mary\u0000 Jane\u0007', 'Mary Jane'],
    ['\u202EИван\u202C', 'Иван'],
    ['<b>Ivan</b>', 'Ivan'],
    ['Ivan <Petrov>', 'Ivan Petrov'],
    ['<SPAN class="x">Ivan</SPAN>', 'Ivan'],
    ["Jean-Luc O'Neil", "Jean-Luc O'Neil"],
    ['José', 'José'],
    ['A', 'A'],
  ])('accepts %j as %j', (input, value) => {
    expect(checkName(input)).toEqual(accepted(value));
  });

  it('composes decomposed accents so the length matches what is seen', () => {
    expect(checkName('Jose\u0301')).toEqual(accepted('José'));
  });

  it.each(['', '   ', '\n\t', '\u0000\u0001', '<br>', '\u200B'])('refuses %j as empty', (input) => {
    expect(checkName(input)).toEqual(refused('name_empty'));
  });

  it('accepts 100 characters and refuses 101, counted after collapsing whitespace', () => {
    expect(checkName('я'.repeat(100))).toEqual(accepted('я'.repeat(100)));
    expect(checkName('я'.repeat(101))).toEqual(refused('name_too_long'));
    expect(checkName(`  ${'я'.repeat(50)}      ${'я'.repeat(49)}  `).ok).toBe(true);
  });
});

describe('checkPhone', () => {
  it.each([
    '0888 123 456',
    '0888-123-456',
    '(0888) 123456',
    '+359 888 123 456',
    '00359888123456',
    '359888123456',
    '+359888123456',
    '0888123456',
    '0888.123.456',
    '0888/123 456',
    '0 8 8 8 1 2 3 4 5 6',
    '+359 (888) 123-456',
    '+359 0888 123 456',
    '888 123 456',
    '  0888 123 456  ',
    '０８８８ １２３ ４５６',
    '＋359888123456',
  ])('normalizes the Bulgarian mobile %j to +359888123456', (input) => {
    expect(checkPhone(input)).toEqual(accepted('+359888123456'));
  });

  it.each([
    ['0878 123 456', '+359878123456'],
    ['0898 123 456', '+359898123456'],
    ['0988 123 456', '+359988123456'],
    ['0899 12 34 56', '+359899123456'],
  ])('accepts the Bulgarian mobile %j as %j', (input, value) => {
    expect(checkPhone(input)).toEqual(accepted(value));
  });

  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['+49 30 901820', '+4930901820'],
    ['+1 (213) 373-4253', '+12133734253'],
    ['+380 50 123 4567', '+380501234567'],
    ['0043 664 1234567', '+436641234567'],
  ])('accepts the foreign number %j as %j', (input, value) => {
    expect(checkPhone(input)).toEqual(accepted(value));
  });

  it.each([
    '0888 123',
    '+359 88',
    '+359 88 123 45',
    '0888',
    '088',
    '08',
    '0',
    '+359',
    '+44 20 7946',
  ])('refuses %j as incomplete', (input) => {
    expect(checkPhone(input)).toEqual(refused('phone_incomplete'));
  });

  it.each([
    'abc',
    '',
    '   ',
    '+',
    '0888abc123',
    '0888 123 456 ext. 5',
    'call me at 0888123456',
    '0888 123 456!',
    '++359888123456',
    '359+888123456',
    '08881234567',
    '+359 888 123 4567',
    '0812345678',
    '+44 7700 900123',
    '+9991112223333',
  ])('refuses %j as invalid', (input) => {
    expect(checkPhone(input)).toEqual(refused('phone_invalid'));
  });

  it.each([
    ['a Sofia landline', '02 123 4567', '+35921234567'],
    ['a Sofia landline in E.164', '+359 2 981 2345', '+35929812345'],
    ['a Plovdiv landline', '032 123 456', '+35932123456'],
    ['a Plovdiv landline in E.164', '+359 32 123 456', '+35932123456'],
    ['a Varna landline with its code in brackets', '(052) 612 345', '+35952612345'],
    ['a Burgas landline from abroad', '00359 56 123 456', '+35956123456'],
    ['a toll-free number', '0800 12345', '+35980012345'],
    ['a 043x mobile', '+359 430 12345', '+35943012345'],
  ])('accepts %s (%j) as %j: every complete valid Bulgarian number', (_what, input, value) => {
    expect(checkPhone(input)).toEqual(accepted(value));
  });

  it.each([
    ['a Sofia landline one digit short', '02 123 456'],
    ['a Sofia landline two digits short', '02 123 45'],
    ['a Plovdiv landline one digit short', '032 12 345'],
    ['an area code alone', '032'],
  ])('refuses %s (%j) as incomplete', (_what, input) => {
    expect(checkPhone(input)).toEqual(refused('phone_incomplete'));
  });

  it.each([
    ['a Sofia landline one digit too many', '02 123 45678'],
    ['a premium-rate line the restaurant would pay to call', '0900 12 345'],
    ['a number with a national part starting with 1', '+359 1 234 5678'],
  ])('refuses %s (%j) as invalid', (_what, input) => {
    expect(checkPhone(input)).toEqual(refused('phone_invalid'));
  });

  it('refuses a valid foreign number shorter than the 8 digits of E.164 the sandbox requires', () => {
    expect(checkPhone('+683 4002')).toEqual(refused('phone_invalid'));
  });

  it('refuses more than 80 characters as too long before parsing anything', () => {
    expect(checkPhone(`0888${' '.repeat(71)}123456`)).toEqual(refused('phone_too_long'));
    expect(checkPhone('1'.repeat(81))).toEqual(refused('phone_too_long'));
    expect(checkPhone(`0888${' '.repeat(70)}123456`)).toEqual(accepted('+359888123456'));
  });

  it('returns its own output unchanged', () => {
    for (const value of ['+359888123456', '+442079460958', '+4930901820']) {
      expect(checkPhone(value)).toEqual(accepted(value));
    }
  });
});

describe('phoneFromSharedContact', () => {
  it.each([
    ['359888123456', '+359888123456'],
    ['+359888123456', '+359888123456'],
    ['442079460958', '+442079460958'],
    ['12133734253', '+12133734253'],
  ])('reads %j as international: %j', (input, value) => {
    expect(phoneFromSharedContact(input)).toEqual(accepted(value));
  });

  it('never reads a number without + as Bulgarian domestic', () => {
    expect(phoneFromSharedContact('0888123456')).toEqual(refused('phone_invalid'));
    expect(phoneFromSharedContact('888123456').ok).toBe(false);
  });

  it('applies the Bulgarian rules to shared contacts too: landlines in, incomplete numbers out', () => {
    expect(phoneFromSharedContact('35921234567')).toEqual(accepted('+35921234567'));
    expect(phoneFromSharedContact('3592123456')).toEqual(refused('phone_incomplete'));
    expect(phoneFromSharedContact('35988812')).toEqual(refused('phone_incomplete'));
  });
});

describe('checkEmail', () => {
  it.each([
    ['ivan@example.bg', 'ivan@example.bg'],
    ['  ivan.petrov@example.com  ', 'ivan.petrov@example.com'],
    ['Ivan.Petrov@Example.COM', 'Ivan.Petrov@example.com'],
    ['maria+pizza@mail.abv.bg', 'maria+pizza@mail.abv.bg'],
    ["o'neil_1@sub-domain.example.org", "o'neil_1@sub-domain.example.org"],
    ['\u200Bivan@example.bg', 'ivan@example.bg'],
  ])('accepts %j as %j', (input, value) => {
    expect(checkEmail(input)).toEqual(accepted(value));
  });

  it.each([
    '',
    'ivan',
    'ivan@',
    '@example.com',
    'ivan@example',
    'ivan@example.c',
    'ivan@@example.com',
    'ivan petrov@example.com',
    'ivan@example..com',
    '.ivan@example.com',
    'ivan.@example.com',
    '<ivan@example.com>',
    'иван@пример.бг',
    'ivan@example.com\nbcc@evil.example',
  ])('refuses %j as invalid', (input) => {
    expect(checkEmail(input)).toEqual(refused('email_invalid'));
  });

  it('accepts 190 characters and refuses 191', () => {
    const at190 = `${'a'.repeat(178)}@example.com`;
    expect(at190).toHaveLength(190);
    expect(checkEmail(at190)).toEqual(accepted(at190));
    expect(checkEmail(`a${at190}`)).toEqual(refused('email_too_long'));
  });
});

describe('checkAddress', () => {
  it.each([
    ['ул. Витоша 1', 'ул. Витоша 1'],
    ['  ул.   Витоша   1  ', 'ул. Витоша 1'],
    ['ул. Витоша 1\nет. 3\nап. 5', 'ул. Витоша 1, ет. 3, ап. 5'],
    ['ул. Витоша 1,\r\n  ет. 3\r\n\r\nап. 5;', 'ул. Витоша 1, ет. 3, ап. 5'],
    ['\nул. Витоша 1\n\n', 'ул. Витоша 1'],
    ['бл. 12<br>вх. Б', 'бл. 12 вх. Б'],
    ['ул. Раковски 5\u0000', 'ул. Раковски 5'],
  ])('accepts %j as %j', (input, value) => {
    expect(checkAddress(input)).toEqual(accepted(value));
  });

  it.each(['', '   ', '\n\n', ',\n;', '<p></p>'])('refuses %j as empty', (input) => {
    expect(checkAddress(input)).toEqual(refused('address_empty'));
  });

  it('accepts 240 characters and refuses 241, counted after joining lines', () => {
    expect(checkAddress('б'.repeat(240))).toEqual(accepted('б'.repeat(240)));
    expect(checkAddress('б'.repeat(241))).toEqual(refused('address_too_long'));
    // 119 + ', ' + 119 = 240 once the line break is joined.
    expect(checkAddress(`${'б'.repeat(119)}\n${'в'.repeat(119)}`).ok).toBe(true);
    expect(checkAddress(`${'б'.repeat(120)}\n${'в'.repeat(119)}`)).toEqual(
      refused('address_too_long'),
    );
  });
});

describe('checkNote', () => {
  it.each([
    ['', ''],
    ['без лук', 'без лук'],
    ['  без   лук  ', 'без лук'],
    ['без\tлук', 'без лук'],
    ['звънете на 0888 123 456 & чакайте', 'звънете на 0888 123 456 & чакайте'],
  ])('accepts %j as %j', (input, value) => {
    expect(checkNote(input)).toEqual(accepted(value));
  });

  it.each([
    ['без лук\nмерси', 'без лук мерси'],
    ['без лук\r\n\r\nмерси', 'без лук мерси'],
    ['<b>много</b> люто', 'много люто'],
    ['без лук<br>мерси', 'без лук мерси'],
    ['<script>alert(1)</script>', 'alert(1)'],
    ['<!-- hi -->без лук', 'без лук'],
    ['цена < 10 лв', 'цена 10 лв'],
    ['-> на входа', '- на входа'],
  ])('offers %j cleaned as %j instead of changing it silently', (input, suggestion) => {
    expect(checkNote(input)).toEqual(refused('note_needs_cleaning', suggestion));
  });

  it('offers no suggestion when nothing is left after cleaning', () => {
    expect(checkNote('<p>\n</p>')).toEqual(refused('note_needs_cleaning'));
  });

  it('accepts 500 characters and refuses 501', () => {
    expect(checkNote('в'.repeat(500))).toEqual(accepted('в'.repeat(500)));
    expect(checkNote('в'.repeat(501))).toEqual(refused('note_too_long'));
  });

  it('offers the cleaned text when cleaning alone brings it within 500', () => {
    const input = `<b>${'в'.repeat(250)}</b>\n\n${'г'.repeat(249)}`;
    expect(input.length).toBeGreaterThan(500);
    expect(checkNote(input)).toEqual(
      refused('note_needs_cleaning', `${'в'.repeat(250)} ${'г'.repeat(249)}`),
    );
  });

  it('refuses as too long when even the cleaned text exceeds 500', () => {
    expect(checkNote(`${'в'.repeat(300)}\n${'г'.repeat(300)}`)).toEqual(refused('note_too_long'));
  });
});
