import { ApiError, errorMessage, fieldOfServerError, toApiError } from './api-error';

const response = (status: number, statusText = '') => ({ status, statusText }) as Response;

describe('toApiError', () => {
  it('uses the error field of the body as the message', () => {
    const error = toApiError(
      { error: 'Incorrect code. 4 attempts left.', code: 'INVALID_CODE' },
      response(400),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Incorrect code. 4 attempts left.');
    expect(error.code).toBe('INVALID_CODE');
    expect(error.status).toBe(400);
    expect(error.detail).toBe(
      '400: {"error":"Incorrect code. 4 attempts left.","code":"INVALID_CODE"}',
    );
    expect(error.field).toBeUndefined();
  });

  it('keeps the field a validation failure is about', () => {
    const error = toApiError(
      { error: 'Please enter a wallet label', code: 'VALIDATION_FAILED', field: 'label' },
      response(400),
    );
    expect(error.field).toBe('label');
    expect(
      toApiError({ error: 'x', code: 'VALIDATION_FAILED', field: 7 }, response(400)).field,
    ).toBe(undefined);
  });

  it('keeps Retry-After in seconds, and nothing else it may hold', () => {
    const refused = (retryAfter: string | null) =>
      toApiError({ error: 'A code was just sent.', code: 'RATE_LIMITED' }, {
        status: 429,
        statusText: '',
        headers: new Headers(retryAfter === null ? {} : { 'Retry-After': retryAfter }),
      } as Response);
    expect(refused('46').retryAfterSeconds).toBe(46);
    expect(refused(' 7 ').retryAfterSeconds).toBe(7);
    expect(refused(null).retryAfterSeconds).toBeUndefined();
    expect(refused('Wed, 21 Oct 2026 07:28:00 GMT').retryAfterSeconds).toBeUndefined();
    expect(toApiError({ error: 'x' }, response(400)).retryAfterSeconds).toBeUndefined();
  });

  it('falls back to HTTP {status}, then Unknown error', () => {
    expect(toApiError('', response(502, 'Bad Gateway')).message).toBe('HTTP 502');
    expect(toApiError('', response(502, 'Bad Gateway')).detail).toBe('502: Bad Gateway');
    expect(toApiError(undefined, undefined).message).toBe('Unknown error');
  });

  it('reads a message from any error', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('nope')).toBe('Unknown error');
  });
});

describe('fieldOfServerError', () => {
  const refusal = (field?: string, code = 'VALIDATION_FAILED') =>
    toApiError({ error: 'Whatever the message says', code, field }, response(409));
  const FIELDS = ['name', 'type', 'momoNumber'] as const;

  it("is the refusal's field when the form has it, whatever the message or code", () => {
    expect(fieldOfServerError(refusal('name', 'CATEGORY_EXISTS'), FIELDS)).toBe('name');
    expect(fieldOfServerError(refusal('momoNumber', 'WALLET_EXISTS'), FIELDS)).toBe('momoNumber');
    expect(fieldOfServerError(refusal('type', 'CATEGORY_IN_USE'), FIELDS)).toBe('type');
  });

  it('is null for a field the form lacks, a refusal naming none, or no answer at all', () => {
    expect(fieldOfServerError(refusal('x'), FIELDS)).toBeNull();
    expect(fieldOfServerError(refusal(), FIELDS)).toBeNull();
    expect(fieldOfServerError(new TypeError('Failed to fetch'), FIELDS)).toBeNull();
    expect(fieldOfServerError(refusal('name'), [])).toBeNull();
  });
});
