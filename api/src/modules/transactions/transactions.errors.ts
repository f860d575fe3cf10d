import { AppError } from '../../common/errors/app-error';
import { validationFailed } from '../../common/errors/common.errors';

const TransactionErrorCode = {
  TRANSACTION_NOT_FOUND: 'TRANSACTION_NOT_FOUND',
} as const;

// Also for another user's transaction or wallet: whose it is stays unsaid.
export const transactionNotFound = () =>
  new AppError(404, TransactionErrorCode.TRANSACTION_NOT_FOUND, 'Transaction not found.');

export { walletNotFound } from '../wallets';

export const wrongCategoryType = (amount: string, field: string) =>
  validationFailed(
    amount.trim().startsWith('-')
      ? 'This transaction is money going out: choose an expense category.'
      : 'This transaction is money coming in: choose an income category.',
    field,
  );
