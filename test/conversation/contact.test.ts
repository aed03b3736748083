import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Checked,
  checkAddress,
  checkEmail,
  checkName,
  checkNote,
  checkPhone,
  detailsToEdit,
  mergeSavedContact,
  phoneFromSharedContact,
} from '../../src/conversation/contact.ts';
import { Customer } from '../../src/partner/schemas/request.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import { isValidPhone, validateCustomer } from '../../src/sandbox/validation.ts';

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

// --- properties: what is accepted is accepted downstream too -----------------------------------

const separator = fc.constantFrom('', '', '', ' ', '-', '.', '(', ')', '/');
const digitsWithSeparators = (min: number, max: number) =>
  fc
    .array(fc.tuple(fc.constantFrom(...'0123456789889988'), separator), {
      minLength: min,
      maxLength: max,
    })
    .map((parts) => parts.map(([digit, sep]) => digit + sep).join(''));
const phoneLike = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('0', '+359', '00359', '359', '+359 0', '', '+'),
      digitsWithSeparators(0, 13),
    )
    .map(([prefix, rest]) => prefix + rest),
  fc
    .tuple(fc.constantFrom('08', '08', '09', '+3598', '+3599'), digitsWithSeparators(0, 9))
    .map(([prefix, rest]) => prefix + rest),
  digitsWithSeparators(1, 16).map((digits) => `+${digits}`),
  fc
    .tuple(
      fc.constantFrom('+44 20', '+44 7', '+49 30', '+49 15', '+1 213', '+380 50', '0043 6'),
      digitsWithSeparators(4, 10),
    )
    .map(([prefix, rest]) => prefix + rest),
  fc.stringMatching(/^\+?[0-9 ()-]{0,20}$/),
);

function expectSandboxAccepts(result: Checked<string>): void {
  if (!result.ok) return;
  expect(isValidPhone(result.value), result.value).toBe(true);
  expect(result.value).toMatch(/^\+[1-9]\d{7,14}$/);
  expect(Customer.shape.phone.safeParse(result.value).success).toBe(true);
}

describe('mergeSavedContact', () => {
  const saved = {
    name: 'Иван Петров',
    phone: '+359888123456',
    email: 'ivan@example.com',
    address: 'ул. Витоша 10',
  };

  it("lays the order's details over the saved ones and keeps what the order did not carry", () => {
    // A pickup order without an e-mail: a new phone, the saved e-mail and address stay.
    expect(mergeSavedContact(saved, { name: 'Иван Петров', phone: '+359899111222' })).toEqual({
      ...saved,
      phone: '+359899111222',
    });
    expect(
      mergeSavedContact(saved, { name: 'Иван', phone: '+359888123456', address: 'ул. Шипка 5' }),
    ).toEqual({ ...saved, name: 'Иван', address: 'ул. Шипка 5' });
  });

  it('never saves a note, and starts from nothing when nothing is saved', () => {
    expect(
      mergeSavedContact(null, { name: 'Иван', phone: '+359888123456', note: 'Звънец 12' }),
    ).toEqual({ name: 'Иван', phone: '+359888123456' });
    expect(mergeSavedContact({ ...saved, note: 'стара' }, { name: 'Иван' })).not.toHaveProperty(
      'note',
    );
  });
});

describe('detailsToEdit', () => {
  it("starts from the saved details with this checkout's own on top, its note included", () => {
    const saved = { name: 'Иван Петров', phone: '+359888123456', address: 'ул. Витоша 10' };
    expect(detailsToEdit(saved, {})).toEqual(saved);
    expect(detailsToEdit(saved, { phone: '+359899111222', note: 'Звънец 12' })).toEqual({
      ...saved,
      phone: '+359899111222',
      note: 'Звънец 12',
    });
    expect(detailsToEdit(null, { name: 'Иван' })).toEqual({ name: 'Иван' });
  });
});

describe('every phone accepted here is accepted by the sandbox and the request schema', () => {
  it('holds for typed numbers and for their E.164 output', () => {
    fc.assert(
      fc.property(phoneLike, (input) => {
        const result = checkPhone(input);
        expectSandboxAccepts(result);
        if (result.ok) expect(checkPhone(result.value)).toEqual(result);
      }),
      { numRuns: 5000 },
    );
  });

  it('holds for shared contacts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9]{1,16}$/), (input) => {
        expectSandboxAccepts(phoneFromSharedContact(input));
      }),
      { numRuns: 3000 },
    );
  });

  it('is not vacuous: the generators produce accepted Bulgarian and foreign numbers', () => {
    const values = fc
      .sample(phoneLike, { numRuns: 5000, seed: 42 })
      .map((input) => checkPhone(input))
      .flatMap((result) => (result.ok ? [result.value] : []));
    expect(values.filter((value) => value.startsWith('+359')).length).toBeGreaterThan(50);
    expect(values.filter((value) => !value.startsWith('+359')).length).toBeGreaterThan(50);
  });
});

describe('a customer built from accepted values is accepted downstream', () => {
  const menu = createDemoMenu();
  const text = fc.string({ unit: 'grapheme', maxLength: 300 });
  const messy = fc.oneof(
    text,
    fc.string({ unit: 'binary', maxLength: 600 }),
    fc
      .array(
        fc.constantFrom('ул. ', 'бл. 5', '\n', '\r\n', '<b>', '</b>', '<', '>', ' ', '\t', 'x'),
      )
      .map((parts) => parts.join('')),
  );

  it('parses with the Customer schema and passes the sandbox, for a fixed example', () => {
    const customer = {
      name: value(checkName('  Иван \n Петров ')),
      phone: value(checkPhone('0888 123 456')),
      email: value(checkEmail(' Ivan@Example.bg ')),
      address: value(checkAddress('ул. Витоша 1\nет. 3')),
      note: value(checkNote('без лук')),
    };
    expect(Customer.parse(customer)).toEqual(customer);
    expect(validateCustomer(menu, customer, 'delivery')).toBeNull();
  });

  it('holds for arbitrary name, address and note text', () => {
    fc.assert(
      fc.property(messy, messy, messy, (rawName, rawAddress, rawNote) => {
        const name = checkName(rawName);
        const address = checkAddress(rawAddress);
        const note = checkNote(rawNote);
        const cleanedNote = note.ok ? note.value : note.suggestion;
        if (!name.ok || !address.ok || cleanedNote === undefined) return;
        // A suggestion is itself an acceptable note.
        expect(checkNote(cleanedNote)).toEqual(accepted(cleanedNote));
        const customer = {
          name: name.value,
          phone: '+359888123456',
          address: address.value,
          note: cleanedNote,
        };
        expect(Customer.safeParse(customer).success).toBe(true);
        expect(validateCustomer(menu, customer, 'delivery')).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('holds for arbitrary e-mail-like text', () => {
    const emailLike = fc.oneof(
      fc.emailAddress(),
      fc.string({ maxLength: 40 }),
      fc.stringMatching(/^[a-z.+'_-]{0,10}@[a-z.-]{0,10}\.[a-z]{0,3}$/),
    );
    fc.assert(
      fc.property(emailLike, (input) => {
        const email = checkEmail(input);
        if (!email.ok) return;
        const customer = { name: 'Иван', phone: '+359888123456', email: email.value };
        expect(Customer.safeParse(customer).success).toBe(true);
        expect(validateCustomer(menu, customer, 'pickup')).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });
});

function value(result: Checked<string>): string {
  if (!result.ok) throw new Error(`expected acceptance, got ${result.problem}`);
  return result.value;
}
