import { AppError } from '../../common/errors/app-error';
import { validationFailed } from '../../common/errors/common.errors';

const WalletErrorCode = {
  WALLET_EXISTS: 'WALLET_EXISTS',
  WALLET_NOT_FOUND: 'WALLET_NOT_FOUND',
  WALLET_NUMBER_IN_USE: 'WALLET_NUMBER_IN_USE',
} as const;

// Any wallet the caller names that is not theirs (or not there): whose it is stays unsaid. The
// one definition of WALLET_NOT_FOUND; a caller may word it for its screen (the upload's).
export const walletNotFound = (message = 'Wallet not found.') =>
  new AppError(404, WalletErrorCode.WALLET_NOT_FOUND, message);

// Spec section 5 wording, shown as-is by the add-wallet dialog.
export const WALLET_MESSAGES = {
  label: 'Please enter a wallet label',
  provider: 'Please select a provider',
  momoNumber: 'Please enter a valid MoMo number (10 digits starting with 0, e.g., 0241234567)',
} as const;

// Raised by the service, not the DTO: the validation pipe prefixes messages that do not name
// their field, and the spec's number message does not.
export const invalidMomoNumber = () => validationFailed(WALLET_MESSAGES.momoNumber, 'momoNumber');

export const walletExists = () =>
  new AppError(
    409,
    WalletErrorCode.WALLET_EXISTS,
    'You already have a wallet with this MoMo number.',
    {},
    'momoNumber',
  );

// Correcting a wallet's number while statements of the old one are imported would leave them
// under a number they do not belong to (issue 29, item 3).
export const walletNumberInUse = (statements: number, number: string) =>
  new AppError(
    409,
    WalletErrorCode.WALLET_NUMBER_IN_USE,
    `This wallet has ${statements} statement${statements === 1 ? '' : 's'} of ${number} imported, so its number cannot change. Delete ${statements === 1 ? 'it' : 'them'} first, or add a new wallet for the new number.`,
    {},
    'momoNumber',
  );

export const notAComingProvider = () =>
  validationFailed('Choose Vodafone (Telecel Cash) or AirtelTigo.', 'provider');
