import type { WalletProvider } from '@sikalens/api-client';

export type WalletForm = { label: string; provider: WalletProvider | ''; momoNumber: string };
export type WalletField = keyof WalletForm;
export type WalletFormErrors = Partial<Record<WalletField, string>>;

export const EMPTY_WALLET_FORM: WalletForm = { label: '', provider: 'MTN', momoNumber: '' };
export const LABEL_MAX_LENGTH = 60;

// Spec section 5, word for word; the API answers with the same messages.
export const WALLET_MESSAGES = {
  label: 'Please enter a wallet label',
  provider: 'Please select a provider',
  momoNumber: 'Please enter a valid MoMo number (10 digits starting with 0, e.g., 0241234567)',
} as const satisfies Record<WalletField, string>;

export const ADD_WALLET_FAILED = 'Failed to add wallet. Please try again.';

const MOMO_NUMBER = /^0\d{9}$/;

/** Every invalid field with its message, in the order the form shows them. */
export function validateWalletForm(form: WalletForm): WalletFormErrors {
  const errors: WalletFormErrors = {};
  const label = form.label.trim();
  if (label === '' || label.length > LABEL_MAX_LENGTH) errors.label = WALLET_MESSAGES.label;
  if (form.provider === '') errors.provider = WALLET_MESSAGES.provider;
  if (!MOMO_NUMBER.test(form.momoNumber.replace(/\s/g, ''))) {
    errors.momoNumber = WALLET_MESSAGES.momoNumber;
  }
  return errors;
}

/** The form's fields, in the order it shows them. */
export const WALLET_FIELDS = Object.keys(EMPTY_WALLET_FORM) as WalletField[];

/** 0241234567 → 024 123 4567, the way the number is read out. */
export function formatMomoNumber(momoNumber: string): string {
  return /^\d{10}$/.test(momoNumber)
    ? `${momoNumber.slice(0, 3)} ${momoNumber.slice(3, 6)} ${momoNumber.slice(6)}`
    : momoNumber;
}
