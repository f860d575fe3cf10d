import { ApiError } from '@sikalens/api-client';
import {
  EMPTY_WALLET_FORM,
  WALLET_MESSAGES,
  fieldOfServerError,
  formatMomoNumber,
  validateWalletForm,
} from './wallet-form';

const valid = { label: 'Personal', provider: 'MTN', momoNumber: '0241234567' } as const;

describe('validateWalletForm', () => {
  it('accepts a complete form, spaces in the number included', () => {
    expect(validateWalletForm(valid)).toEqual({});
    expect(validateWalletForm({ ...valid, momoNumber: ' 024 123 4567 ' })).toEqual({});
  });

  it('starts with MTN and reports every empty field', () => {
    expect(EMPTY_WALLET_FORM.provider).toBe('MTN');
    expect(validateWalletForm({ ...EMPTY_WALLET_FORM, provider: '' })).toEqual(WALLET_MESSAGES);
  });

  it.each(['', '   ', 'x'.repeat(61)])('refuses the label %j', (label) => {
    expect(validateWalletForm({ ...valid, label })).toEqual({ label: WALLET_MESSAGES.label });
  });

  it.each([
    '241234567',
    '02412345678',
    '1241234567',
    '+233241234567',
    '024-123-4567',
    '024123456a',
  ])('refuses the number %j', (momoNumber) => {
    expect(validateWalletForm({ ...valid, momoNumber })).toEqual({
      momoNumber: WALLET_MESSAGES.momoNumber,
    });
  });
});

describe('fieldOfServerError', () => {
  const apiError = (status: number, message: string, code: string, field?: string) =>
    new ApiError(status, message, code, `${status}: ${message}`, field);

  it("takes the API's field, and the duplicate code's", () => {
    expect(
      fieldOfServerError(apiError(400, WALLET_MESSAGES.provider, 'VALIDATION_FAILED', 'provider')),
    ).toBe('provider');
    // Whatever the message says: a free-text refusal names the label only in its field.
    expect(
      fieldOfServerError(
        apiError(400, 'Wallet label contains characters…', 'VALIDATION_FAILED', 'label'),
      ),
    ).toBe('label');
    expect(fieldOfServerError(apiError(409, 'You already have a wallet…', 'WALLET_EXISTS'))).toBe(
      'momoNumber',
    );
  });

  it('marks nothing for a field the form does not have, or no field', () => {
    expect(
      fieldOfServerError(apiError(400, 'property x should not exist', 'VALIDATION_FAILED', 'x')),
    ).toBeNull();
    expect(
      fieldOfServerError(apiError(400, 'nope', 'VALIDATION_FAILED', 'constructor')),
    ).toBeNull();
    expect(
      fieldOfServerError(apiError(400, WALLET_MESSAGES.provider, 'VALIDATION_FAILED')),
    ).toBeNull();
    expect(fieldOfServerError(apiError(500, 'Something went wrong.', 'INTERNAL_ERROR'))).toBeNull();
    expect(fieldOfServerError(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('formatMomoNumber', () => {
  it('groups a ten-digit number and leaves anything else alone', () => {
    expect(formatMomoNumber('0241234567')).toBe('024 123 4567');
    expect(formatMomoNumber('12345')).toBe('12345');
  });
});
