import { AppError } from '../../common/errors/app-error';
import {
  alreadyRestoredMessage,
  nothingToRestoreMessage,
  restoreExpiredMessage,
} from './data-messages';

const AccountDataErrorCode = {
  NOTHING_TO_RESTORE: 'NOTHING_TO_RESTORE',
  ALREADY_RESTORED: 'ALREADY_RESTORED',
  RESTORE_EXPIRED: 'RESTORE_EXPIRED',
  WALLET_NUMBER_TAKEN: 'WALLET_NUMBER_TAKEN',
  RESTORE_BLOCKED: 'RESTORE_BLOCKED',
} as const;

export const nothingToRestore = () =>
  new AppError(404, AccountDataErrorCode.NOTHING_TO_RESTORE, nothingToRestoreMessage);

export const alreadyRestored = () =>
  new AppError(409, AccountDataErrorCode.ALREADY_RESTORED, alreadyRestoredMessage);

export const restoreExpired = (restoreHours: number) =>
  new AppError(410, AccountDataErrorCode.RESTORE_EXPIRED, restoreExpiredMessage(restoreHours));

export const walletNumberTaken = () =>
  new AppError(
    409,
    AccountDataErrorCode.WALLET_NUMBER_TAKEN,
    "You have added another wallet with this wallet's MoMo number since. Delete that one first, then undo again.",
  );

// Why one statement cannot come back yet (409, nothing changed, its Undo still offered).
export const uploadWalletGone = () =>
  new AppError(
    409,
    AccountDataErrorCode.RESTORE_BLOCKED,
    "This statement's wallet has been deleted since. Undo the wallet's deletion first.",
  );

export const uploadNumberChanged = () =>
  new AppError(
    409,
    AccountDataErrorCode.RESTORE_BLOCKED,
    "This statement is of another MoMo number than its wallet has now. Correct the wallet's number back, or add a wallet for that number, then undo again.",
  );

export const uploadRowsElsewhere = () =>
  new AppError(
    409,
    AccountDataErrorCode.RESTORE_BLOCKED,
    'This statement shares transactions with a statement you deleted after it. Undo that one first.',
  );
