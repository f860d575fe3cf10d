import { Logger } from '@nestjs/common';
import { respondTo } from '../../../test/error-response';
import { QueryFailedError } from 'typeorm';
import { UNSTORABLE_TEXT_MESSAGE } from './all-exceptions.filter';
import { rateLimited, validationFailed } from './common.errors';

const pgError = (code: string, message: string) =>
  new QueryFailedError('INSERT …', ['secret'], Object.assign(new Error(message), { code }));

describe('AllExceptionsFilter', () => {
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);

  it.each([
    ['a NUL in a text value', '22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['a \\u0000 in jsonb', '22P05', 'unsupported Unicode escape sequence'],
  ])('answers %s with a 400, never a 500', (_name, code, message) => {
    expect(respondTo(pgError(code, message))).toEqual({
      status: 400,
      body: { error: UNSTORABLE_TEXT_MESSAGE, code: 'VALIDATION_FAILED' },
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(message));
    expect(error).not.toHaveBeenCalled();
  });

  it('still answers other database failures with a 500', () => {
    expect(respondTo(pgError('23505', 'duplicate key'))).toEqual({
      status: 500,
      body: { error: 'Something went wrong. Please try again.', code: 'INTERNAL_ERROR' },
    });
  });

  it('adds the field of a validation failure to the body, and only then', () => {
    expect(respondTo(validationFailed('firstName is required', 'firstName'))).toEqual({
      status: 400,
      body: { error: 'firstName is required', code: 'VALIDATION_FAILED', field: 'firstName' },
    });
    expect(respondTo(validationFailed('The request is not valid.')).body).toEqual({
      error: 'The request is not valid.',
      code: 'VALIDATION_FAILED',
    });
    expect(respondTo(rateLimited(5)).body).not.toHaveProperty('field');
  });
});
