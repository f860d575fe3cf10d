import {
  INVALID_EMAIL,
  INVALID_PHONE,
  REQUIRED,
  toLocalPhoneDigits,
  validateRegister,
  validateSignIn,
} from './validation';

describe('toLocalPhoneDigits', () => {
  it.each([
    ['241234567', '241234567'],
    ['24a12-34 567', '241234567'],
    ['0241234567', '241234567'],
    ['+233 24 123 4567', '241234567'],
    ['2412345678', '241234567'],
    ['', ''],
  ])('turns %p into %p', (raw, expected) => {
    expect(toLocalPhoneDigits(raw)).toBe(expected);
  });
});

describe('validateRegister', () => {
  const valid = {
    firstName: 'Ama',
    lastName: 'Mensah',
    phone: '241234567',
    email: 'ama@example.com',
  };

  it('accepts a complete form', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateRegister({ firstName: ' ', lastName: '', phone: '', email: '' })).toEqual({
      firstName: REQUIRED,
      lastName: REQUIRED,
      phone: REQUIRED,
      email: REQUIRED,
    });
  });

  it('wants exactly 9 phone digits and a real e-mail', () => {
    expect(validateRegister({ ...valid, phone: '24123456', email: 'ama@example' })).toEqual({
      phone: INVALID_PHONE,
      email: INVALID_EMAIL,
    });
  });
});

describe('validateSignIn', () => {
  it('requires the identifier', () => {
    expect(validateSignIn({ identifier: '  ' })).toEqual({ identifier: REQUIRED });
    expect(validateSignIn({ identifier: '0241234567' })).toEqual({});
  });
});
