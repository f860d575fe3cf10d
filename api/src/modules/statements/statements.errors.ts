import { AppError } from '../../common/errors/app-error';
import { walletNotFound as walletNotFoundAnywhere } from '../wallets';

const StatementErrorCode = {
  UPLOAD_NOT_FOUND: 'UPLOAD_NOT_FOUND',
  FILE_REQUIRED: 'FILE_REQUIRED',
  NOT_A_PDF: 'NOT_A_PDF',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  TOO_MANY_UPLOADS: 'TOO_MANY_UPLOADS',
  STATEMENTS_NOT_SUPPORTED: 'STATEMENTS_NOT_SUPPORTED',
} as const;

export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;
// A request whose declared length is over this is refused from its header (the file, the wallet
// id, a password and the multipart framing fit well within 64 KB more).
export const MAX_UPLOAD_REQUEST_BYTES = MAX_STATEMENT_BYTES + 64 * 1024;
export const MAX_STATEMENT_PASSWORD_LENGTH = 128;

export const uploadNotFound = () =>
  new AppError(404, StatementErrorCode.UPLOAD_NOT_FOUND, 'Upload not found.');

// Also for another user's wallet: whose it is stays unsaid. The upload screen's words.
export const walletNotFound = () =>
  walletNotFoundAnywhere('Choose one of your wallets before uploading.');

// A wallet of a network whose statements are not read yet (issue 29, item 4): refused before the
// file is read, so nothing is sent for nothing.
export const statementsNotSupported = (network: string) =>
  new AppError(
    422,
    StatementErrorCode.STATEMENTS_NOT_SUPPORTED,
    `${network} statements are not read yet. We can let you know when they are.`,
  );

export const fileRequired = () =>
  new AppError(
    400,
    StatementErrorCode.FILE_REQUIRED,
    'Choose a PDF statement to upload (form field "pdf").',
  );

// Spec section 5 wording.
export const notAPdf = (fileName: string) =>
  new AppError(415, StatementErrorCode.NOT_A_PDF, `${fileName} is not a PDF file.`);

export const fileTooLarge = (fileName = 'The file') =>
  new AppError(413, StatementErrorCode.FILE_TOO_LARGE, `${fileName} is larger than 10MB.`);

export const MAX_OPEN_UPLOADS = 3;
export const MAX_UPLOADS_PER_HOUR = 30;

export const tooManyOpenUploads = () =>
  new AppError(
    429,
    StatementErrorCode.TOO_MANY_UPLOADS,
    `You have ${MAX_OPEN_UPLOADS} statements still processing. Wait for them to finish, then upload more.`,
  );

export const tooManyUploadsThisHour = (retryAfterSeconds: number) =>
  new AppError(
    429,
    StatementErrorCode.TOO_MANY_UPLOADS,
    `You've uploaded ${MAX_UPLOADS_PER_HOUR} statements in the last hour. Try again later.`,
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

// The process is already reading UPLOADS_READING_PER_PROCESS statements (issue 27): each is held
// in memory while it is read, so more wait their turn.
export const serverBusyReading = () =>
  new AppError(
    429,
    StatementErrorCode.TOO_MANY_UPLOADS,
    'SikaLens is reading many statements right now. Try again in a few seconds.',
    { 'Retry-After': '5' },
  );
