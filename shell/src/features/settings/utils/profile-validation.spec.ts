import { NAME_TOO_LONG, validateContact, validateNames } from './profile-validation';

describe('validateNames', () => {
  it('needs both names, trimmed, at most 100 characters', () => {
    expect(validateNames({ firstName: 'Ama', lastName: 'Mensah' })).toEqual({});
    expect(validateNames({ firstName: '  ', lastName: '' })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
    });
    expect(validateNames({ firstName: 'a'.repeat(101), lastName: ` ${'b'.repeat(100)} ` })).toEqual(
      { firstName: NAME_TOO_LONG },
    );
  });
});

describe('validateContact', () => {
  it('takes a phone as the nine digits after +233', () => {
    const phone = validateContact('phone');
    expect(phone({ value: '241234567' })).toEqual({});
    expect(phone({ value: '' })).toEqual({ value: 'Required' });
    expect(phone({ value: '24123456' })).toEqual({ value: 'Enter the 9 digits after +233' });
  });

  it('takes an e-mail address', () => {
    const email = validateContact('email');
    expect(email({ value: 'ama@example.com' })).toEqual({});
    expect(email({ value: 'ama@' })).toEqual({ value: 'Invalid e-mail' });
  });
});
