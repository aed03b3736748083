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

// Split from contact.test.ts: what the checks accept is accepted by the sandbox and the request
// schema too (properties over generated input), and how saved details are merged.
const accepted = (value: string): Checked<string> => ({ ok: true, value });

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
