import { describe, expect, it } from 'vitest';
import { createDemoMenu } from '../../../src/sandbox/menu/index.ts';
import { isValidPhone, validateCustomer } from '../../../src/sandbox/validation.ts';

const valid = { name: 'Мария Петрова', phone: '+359888123456', address: 'ул. „Шипка“ 12, ет. 3' };

describe('customer', () => {
  it('accepts a complete delivery customer and a pickup customer without address', () => {
    const menu = createDemoMenu();
    expect(
      validateCustomer(
        menu,
        { ...valid, email: 'maria@example.com', note: 'Звънец 5' },
        'delivery',
      ),
    ).toBeNull();
    expect(validateCustomer(menu, { name: 'Иван', phone: '0888123456' }, 'pickup')).toBeNull();
  });

  it('requires name, phone and, for delivery, an address', () => {
    const menu = createDemoMenu();
    expect(validateCustomer(menu, { phone: valid.phone }, 'pickup')?.status).toBe(422);
    expect(validateCustomer(menu, { name: 'Иван' }, 'pickup')?.status).toBe(422);
    expect(validateCustomer(menu, { ...valid, name: '   ' }, 'pickup')?.status).toBe(422);
    expect(validateCustomer(menu, { name: 'Иван', phone: valid.phone }, 'delivery')?.status).toBe(
      422,
    );
    expect(validateCustomer(menu, 'Иван', 'pickup')?.status).toBe(422);
  });

  it('enforces the length limits', () => {
    const menu = createDemoMenu();
    expect(validateCustomer(menu, { ...valid, name: 'А'.repeat(101) }, 'delivery')?.status).toBe(
      422,
    );
    expect(validateCustomer(menu, { ...valid, address: 'б'.repeat(241) }, 'delivery')?.status).toBe(
      422,
    );
    expect(validateCustomer(menu, { ...valid, note: 'в'.repeat(501) }, 'delivery')?.status).toBe(
      422,
    );
    expect(
      validateCustomer(menu, { ...valid, email: `${'a'.repeat(185)}@x.com` }, 'delivery')?.status,
    ).toBe(422);
    expect(validateCustomer(menu, { ...valid, note: 'в'.repeat(500) }, 'delivery')).toBeNull();
  });

  it('rejects an invalid phone or e-mail', () => {
    const menu = createDemoMenu();
    expect(validateCustomer(menu, { ...valid, phone: '088812' }, 'delivery')?.status).toBe(422);
    expect(validateCustomer(menu, { ...valid, email: 'maria@' }, 'delivery')?.status).toBe(422);
  });

  it('demands an e-mail only when the restaurant requires it', () => {
    const menu = createDemoMenu();
    menu.restaurant.requireEmail = true;
    expect(validateCustomer(menu, valid, 'delivery')?.message).toContain('имейл');
    expect(validateCustomer(menu, { ...valid, email: 'maria@example.com' }, 'delivery')).toBeNull();
  });

  it('rejects HTML and line breaks in the note, and any note when notes are disabled', () => {
    const menu = createDemoMenu();
    expect(validateCustomer(menu, { ...valid, note: 'без лук\nмерси' }, 'delivery')?.status).toBe(
      422,
    );
    expect(validateCustomer(menu, { ...valid, note: '<b>бързо</b>' }, 'delivery')?.status).toBe(
      422,
    );
    menu.restaurant.notesEnabled = false;
    expect(validateCustomer(menu, { ...valid, note: 'без лук' }, 'delivery')?.status).toBe(422);
  });

  it('names undocumented and read-only fields', () => {
    const menu = createDemoMenu();
    expect(validateCustomer(menu, { ...valid, user_id: 7 }, 'delivery')?.message).toContain(
      "read-only field 'user_id'",
    );
    expect(validateCustomer(menu, { ...valid, marketing: true }, 'delivery')?.message).toContain(
      "undocumented field 'marketing'",
    );
  });
});

describe('isValidPhone', () => {
  it.each([
    '0888123456',
    '0988123456',
    '+359888123456',
    '+359 88 812 3456',
    '0888 123 456',
    '+442079460958',
    '+1 (202) 555-0123',
    '02 123 4567',
    '+359 2 981 2345',
    '032 123 456',
    '+35932123456',
  ])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    '088812345',
    '08881234567',
    '0288123456',
    '+35988812345',
    '+3598881234567',
    '+3592987654',
    '0212345',
    '+359123456789',
    '00359888123456',
    '888123456',
    '+1234567',
    '+0441234567890',
    '+4420794609581234',
    '0888l23456',
    '',
    '+',
  ])('rejects %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});
