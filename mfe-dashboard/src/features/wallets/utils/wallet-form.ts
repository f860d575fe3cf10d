import {
  PROVIDER_NAMES,
  type ComingProvider,
  type DeletionPreview,
  type WalletProvider,
} from '@sikalens/api-client';

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
export const UPDATE_WALLET_FAILED = 'Failed to save the wallet. Please try again.';

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

// What a wallet's menu changes, one field at a time (issue 29).
export type WalletEditField = Extract<WalletField, 'label' | 'momoNumber'>;

/** The add-wallet check, for the one field a rename or a number correction changes. */
export function walletFieldCheck(field: WalletEditField) {
  return (form: WalletForm): WalletFormErrors => {
    const message = validateWalletForm(form)[field];
    return message ? { [field]: message } : {};
  };
}

// Only MTN statements are read for now; the others can be added, their statements are coming.
export const statementsComing = (provider: WalletProvider | ''): provider is ComingProvider =>
  provider !== '' && provider !== 'MTN';

// The add-wallet dialog's choices: the networks as people know them (Vodafone Cash became Telecel
// Cash in 2024; the API keeps the old name).
export const PROVIDER_CHOICES: Record<WalletProvider, string> = {
  MTN: PROVIDER_NAMES.MTN,
  Vodafone: `${PROVIDER_NAMES.Vodafone} (formerly Vodafone Cash)`,
  AirtelTigo: PROVIDER_NAMES.AirtelTigo,
};

export const comingSoonNote = (provider: ComingProvider) =>
  `${PROVIDER_NAMES[provider]} statements are coming soon. You can add the wallet now and upload its statements once SikaLens reads them.`;

const count = (value: number, word: string) =>
  `${value.toLocaleString('en-GH')} ${word}${value === 1 ? '' : 's'}`;

/** "2 statements and 340 transactions". */
const countsText = ({ uploads, transactions }: { uploads: number; transactions: number }) =>
  `${count(uploads, 'statement')} and ${count(transactions, 'transaction')}`;

/** "Savings was deleted with its 2 statements and 340 transactions." */
export const deletedText = (
  name: string,
  counts: { uploads: number; transactions: number },
): string =>
  counts.uploads === 0 && counts.transactions === 0
    ? `${name} was deleted.`
    : `${name} was deleted with its ${countsText(counts)}.`;

/** The delete confirmation's sentence: what goes with the wallet, and the undo. */
export function deletionText(preview: DeletionPreview): string {
  const goes =
    preview.uploads === 0 && preview.transactions === 0
      ? 'It has no statements or transactions.'
      : `Its ${countsText(preview)} go with it.`;
  // Rows another wallet's statement also holds stay with that statement.
  const kept =
    preview.kept === 0
      ? ''
      : ` ${count(preview.kept, 'transaction')} ${preview.kept === 1 ? 'stays: another statement has it' : 'stay: another statement has them'} too.`;
  return `${goes}${kept} You can undo this for 24 hours.`;
}
