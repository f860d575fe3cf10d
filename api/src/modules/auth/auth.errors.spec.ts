import type { ArgumentsHost } from '@nestjs/common';
import { AllExceptionsFilter } from '../../common/errors/all-exceptions.filter';
import {
  accountNotFound,
  emailTaken,
  invalidEmail,
  invalidPhone,
  phoneTaken,
  sameContact,
} from './auth.errors';
import { parseEmail, parsePhone } from './identifiers';

// The body the client gets, through the same filter as every response.
function respond(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const res = {
    setHeader: () => undefined,
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

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
    expect(respond(invalidPhone(field))).toEqual({
      status: 400,
      body: { error: PHONE_MESSAGE, code: 'INVALID_PHONE', field },
    });
  });

  it.each(['email', 'identifier'] as const)('names %s on INVALID_EMAIL', (field) => {
    expect(respond(invalidEmail(field))).toEqual({
      status: 400,
      body: { error: EMAIL_MESSAGE, code: 'INVALID_EMAIL', field },
    });
  });

  it('names phone on PHONE_TAKEN and email on EMAIL_TAKEN', () => {
    expect(respond(phoneTaken())).toEqual({
      status: 409,
      body: {
        error: 'An account with this phone number already exists. Sign in instead.',
        code: 'PHONE_TAKEN',
        field: 'phone',
      },
    });
    expect(respond(emailTaken())).toEqual({
      status: 409,
      body: {
        error: 'An account with this e-mail already exists. Sign in instead.',
        code: 'EMAIL_TAKEN',
        field: 'email',
      },
    });
  });

  it('names the contact being changed on SAME_CONTACT', () => {
    expect(respond(sameContact('phone')).body).toEqual({
      error: 'That is already your phone number.',
      code: 'SAME_CONTACT',
      field: 'phone',
    });
    expect(respond(sameContact('email')).body).toEqual({
      error: 'That is already your e-mail address.',
      code: 'SAME_CONTACT',
      field: 'email',
    });
  });

  it('names no field when the refusal is about the account, not one input', () => {
    expect(respond(accountNotFound()).body).not.toHaveProperty('field');
  });

  it('refuses a phone or e-mail under the field it was parsed from', () => {
    expect(respond(thrownBy(() => parsePhone('12345', 'identifier'))).body).toEqual({
      error: PHONE_MESSAGE,
      code: 'INVALID_PHONE',
      field: 'identifier',
    });
    expect(respond(thrownBy(() => parsePhone('0302123456', 'phone'))).body).toMatchObject({
      code: 'INVALID_PHONE',
      field: 'phone',
    });
    expect(respond(thrownBy(() => parseEmail('not-an-email', 'email'))).body).toEqual({
      error: EMAIL_MESSAGE,
      code: 'INVALID_EMAIL',
      field: 'email',
    });
    expect(parsePhone('0241234567', 'phone')).toBe('233241234567');
  });
});
