// Encrypts a finished PDF with the standard security handler of @cantoo/pdf-lib, a maintained
// pdf-lib fork (ISO 32000 algorithms: AES-256 revision 6, AES-128 and RC4). Nothing hand-written.
// The cipher draws its file identifier and AES IVs from crypto.getRandomValues, so encrypted
// fixtures differ byte for byte between runs while decrypting to the same statement.
import { PDFDocument } from '@cantoo/pdf-lib';

type Cipher = 'AES-256' | 'AES-128' | 'RC4-128' | 'RC4-40';

export type EncryptOptions = {
  /** Needed to open the file; '' (the default) gives an owner-password-only PDF that opens freely. */
  userPassword?: string;
  ownerPassword?: string;
  cipher?: Cipher;
  /** Owner-only statements often forbid copying text; readers such as pdf.js ignore it. */
  allowCopying?: boolean;
};

export async function encryptPdf(
  pdf: Uint8Array,
  options: EncryptOptions = {},
): Promise<Uint8Array> {
  const cipher = options.cipher ?? 'AES-256';
  const doc = await PDFDocument.load(pdf);
  doc.encrypt({
    userPassword: options.userPassword ?? '',
    ownerPassword: options.ownerPassword ?? 'sikalens-owner-secret',
    algorithm: cipher,
    allowWeakCryptography: cipher.startsWith('RC4'),
    permissions: {
      printing: 'highResolution',
      copying: options.allowCopying ?? true,
      modifying: false,
      annotating: false,
    },
  });
  return doc.save({ useObjectStreams: false });
}
