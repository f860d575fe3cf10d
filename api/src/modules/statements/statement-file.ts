import { fileRequired, fileTooLarge, MAX_STATEMENT_BYTES, notAPdf } from './statements.errors';

// A statement file as multer hands it over (read into memory).
export type UploadedFile = { originalname: string; buffer: Buffer; size: number };

const PDF_SIGNATURE = Buffer.from('%PDF-');
// Lenient readers accept the signature anywhere in the first kilobyte; so do we.
const SIGNATURE_WINDOW = 1024;

const FALLBACK_FILE_NAME = 'statement.pdf';
// Control characters (NUL included) and bidi overrides, which can disguise a name's extension.
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

// The client's name is only shown back to the user: keep the base name, printable, NFC, and within
// the column (255 characters, counted in code points as PostgreSQL does).
function cleanFileName(original: string): string {
  const base = original.split(/[/\\]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE_NAME_CHARACTERS, '').trim();
  const capped = Array.from(cleaned).slice(0, 255).join('').trim();
  return capped === '' || capped === '.' || capped === '..' ? FALLBACK_FILE_NAME : capped;
}

/**
 * A statement PDF a user sent (an upload, or one shared with a support ticket): present, at most
 * 10 MB and a PDF by its signature, else the upload screen's errors. Returns its cleaned name.
 */
export function checkedStatementFile(file: UploadedFile | undefined): {
  fileName: string;
  file: UploadedFile;
} {
  if (!file || file.size === 0) throw fileRequired();
  const fileName = cleanFileName(file.originalname);
  if (file.size > MAX_STATEMENT_BYTES) throw fileTooLarge(fileName);
  if (!file.buffer.subarray(0, SIGNATURE_WINDOW).includes(PDF_SIGNATURE)) throw notAPdf(fileName);
  return { fileName, file };
}
