import type { ParseFailure, ParseFailureCode } from './types';

// User-facing: each message says what happened and what to do next.
const MESSAGES: Record<ParseFailureCode, string> = {
  PDF_PASSWORD_PROTECTED:
    'This statement PDF is protected with a password. Enter the password you use to open it and upload it again.',
  PDF_PASSWORD_INCORRECT:
    'That password did not open the statement. Check the password (it is case-sensitive) and try again.',
  PDF_NO_TEXT:
    'This PDF has no readable text: it looks like a scan or a photo. Download the statement as a PDF from the MoMo app or MTN and upload that file instead.',
  PDF_TOO_LARGE:
    'This PDF is too large or too complex to read here. Request a statement for a shorter period (for example three months) and upload that.',
  NOT_MTN_STATEMENT:
    'This PDF does not look like an MTN MoMo statement. Upload the statement PDF you got from the MoMo app or from MTN.',
  TABLE_UNREADABLE:
    "We could not read this statement's transaction table. Please send the statement to support so we can add its layout; until then no transactions were imported from it.",
  PDF_UNREADABLE:
    'This file could not be opened as a PDF; it may be damaged or incomplete. Download the statement again and upload the new file.',
  PARSE_TIMEOUT:
    'Reading this statement took too long. Try again, or upload a statement for a shorter period.',
  PARSE_CRASHED:
    'Something went wrong while reading this statement. Try again; if it keeps failing, send the statement to support.',
};

export function failure(code: ParseFailureCode): ParseFailure {
  return { code, errorMessage: MESSAGES[code] };
}
