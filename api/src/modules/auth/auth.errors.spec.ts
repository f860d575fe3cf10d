import { respondTo } from '../../../test/error-response';
import {
  accountNotFound,
  emailTaken,
  invalidEmail,
  invalidPhone,
  phoneTaken,
  sameContact,
} from './auth.errors';
import { parseEmail, parsePhone } from './identifiers';

function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('Expected a refusal');
}

const PHONE_MESSAGE = 'Enter a valid Ghana phone number, e.g. 0241234567.';
const EMAIL_MESSAGE = 'Enter a valid e-mail address, e.g. kwame@example.com.';

describe('auth refusals about one field', () => {
  it.each(['phone', 'identifier'] as const)('names %s on INVALID_PHONE', (field) => {
    expect(respondTo(invalidPhone(field))).toEqual({
      status: 400,
      body: { error: PHONE_MESSAGE, code: 'INVALID_PHONE', field },
    });
  });

  it.each(['email', 'identifier'] as const)('names %s on INVALID_EMAIL', (field) => {
    expect(respondTo(invalidEmail(field))).toEqual({
      status: 400,
      body: { error: EMAIL_MESSAGE, code: 'INVALID_EMAIL', field },
    });
  });

  it('names phone on PHONE_TAKEN and email on EMAIL_TAKEN', () => {
    expect(respondTo(phoneTaken())).toEqual({
      status: 409,
      body: {
        error: 'An account with this phone number already exists. Sign in instead.',
        code: 'PHONE_TAKEN',
        field: 'phone',
      },
    });
    expect(respondTo(emailTaken())).toEqual({
      status: 409,
      body: {
        error: 'An account with this e-mail already exists. Sign in instead.',
        code: 'EMAIL_TAKEN',
        field: 'email',
      },
    });
  });

  it('names the contact being changed on SAME_CONTACT', () => {
    expect(respondTo(sameContact('phone')).body).toEqual({
      error: 'That is already your phone number.',
      code: 'SAME_CONTACT',
      field: 'phone',
    });
    expect(respondTo(sameContact('email')).body).toEqual({
      error: 'That is already your e-mail address.',
      code: 'SAME_CONTACT',
      field: 'email',
    });
  });

  it('names no field when the refusal is about the account, not one input', () => {
    expect(respondTo(accountNotFound()).body).not.toHaveProperty('field');
  });

  it('refuses a phone or e-mail under the field it was parsed from', () => {
    expect(respondTo(thrownBy(() => parsePhone('12345', 'identifier'))).body).toEqual({
      error: PHONE_MESSAGE,
      code: 'INVALID_PHONE',
      field: 'identifier',
    });
    expect(respondTo(thrownBy(() => parsePhone('0302123456', 'phone'))).body).toMatchObject({
      code: 'INVALID_PHONE',
      field: 'phone',
    });
    expect(respondTo(thrownBy(() => parseEmail('not-an-email', 'email'))).body).toEqual({
      error: EMAIL_MESSAGE,
      code: 'INVALID_EMAIL',
      field: 'email',
    });
    expect(parsePhone('0241234567', 'phone')).toBe('233241234567');
  });
});
