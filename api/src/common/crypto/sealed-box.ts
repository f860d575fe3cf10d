import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Sealed form: version (1 byte) | IV (12) | GCM tag (16) | ciphertext.
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

/**
 * A 256-bit key for one use of a server secret, derived with HKDF-SHA256. Each use has its own
 * label ('statement-password', 'deleted-data'), so its key is unrelated to every other one drawn
 * from the same secret (and to the secret's own use, hashing sign-in codes).
 */
export function sealingKey(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, `sikalens/${label}`, 'aes-256-gcm v1', 32));
}

/**
 * AES-256-GCM with a fresh IV. `context` is bound as associated data (the row the data belongs
 * to), so the sealed bytes open with that context only.
 */
export function seal(key: Buffer, context: string, plaintext: Buffer | string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext;
  const ciphertext = Buffer.concat([cipher.update(data), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
}

/** The plaintext, or null when it cannot be opened (another key or context, or tampered). */
export function open(key: Buffer, context: string, sealed: Buffer): Buffer | null {
  if (sealed.length < HEADER_BYTES || sealed[0] !== VERSION) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 1 + IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(sealed.subarray(1 + IV_BYTES, HEADER_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}
