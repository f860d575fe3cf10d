import {
  EMPTY_WALLET_FORM,
  WALLET_MESSAGES,
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

describe('formatMomoNumber', () => {
  it('groups a ten-digit number and leaves anything else alone', () => {
    expect(formatMomoNumber('0241234567')).toBe('024 123 4567');
    expect(formatMomoNumber('12345')).toBe('12345');
  });
});
