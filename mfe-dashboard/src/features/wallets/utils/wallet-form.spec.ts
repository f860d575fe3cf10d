import {
  EMPTY_WALLET_FORM,
  PROVIDER_CHOICES,
  WALLET_MESSAGES,
  deletedText,
  deletionText,
  statementsComing,
  validateWalletForm,
  walletFieldCheck,
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

describe('walletFieldCheck', () => {
  it('checks only the field a rename or a number correction changes', () => {
    const form = { label: '', provider: 'MTN', momoNumber: '123' } as const;
    expect(walletFieldCheck('label')(form)).toEqual({ label: WALLET_MESSAGES.label });
    expect(walletFieldCheck('momoNumber')(form)).toEqual({
      momoNumber: WALLET_MESSAGES.momoNumber,
    });
    expect(walletFieldCheck('label')(valid)).toEqual({});
  });
});

describe('networks', () => {
  it('offers them by the names people use; only MTN statements are read yet', () => {
    expect(Object.values(PROVIDER_CHOICES)).toEqual([
      'MTN MoMo',
      'Telecel Cash (formerly Vodafone Cash)',
      'AirtelTigo Money',
    ]);
    expect(statementsComing('MTN')).toBe(false);
    expect(statementsComing('')).toBe(false);
    expect(statementsComing('Vodafone')).toBe(true);
    expect(statementsComing('AirtelTigo')).toBe(true);
  });
});

describe('deletion texts', () => {
  it('counts what goes with a wallet, and says it can be undone', () => {
    expect(deletionText({ name: 'Savings', uploads: 2, transactions: 340, kept: 0 })).toBe(
      'Its 2 statements and 340 transactions go with it. You can undo this for 24 hours.',
    );
    expect(deletionText({ name: 'Savings', uploads: 1, transactions: 1, kept: 3 })).toBe(
      'Its 1 statement and 1 transaction go with it. 3 transactions stay: another statement has them too. You can undo this for 24 hours.',
    );
    expect(deletionText({ name: 'Savings', uploads: 0, transactions: 0, kept: 0 })).toBe(
      'It has no statements or transactions. You can undo this for 24 hours.',
    );
  });

  it('says what a deleted wallet took with it', () => {
    expect(deletedText('Savings', { uploads: 2, transactions: 1234 })).toBe(
      'Savings was deleted with its 2 statements and 1,234 transactions.',
    );
    expect(deletedText('Savings', { uploads: 0, transactions: 0 })).toBe('Savings was deleted.');
  });
});
