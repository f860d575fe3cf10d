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
