import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';

// Sealed form: version (1 byte) | IV (12) | GCM tag (16) | ciphertext.
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

/**
 * The key for statement passwords, derived with HKDF-SHA256 from a server secret. The label keeps
 * it unrelated to any other use of the same secret (the OTP pepper hashes sign-in codes).
 */
export function statementPasswordKey(secret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', secret, 'sikalens/statement-password', 'aes-256-gcm v1', 32),
  );
}

/** AES-256-GCM with the upload's id as associated data: a sealed password opens on its own row only. */
export function sealPassword(key: Buffer, uploadId: string, password: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(uploadId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
}

/** The password, or null when it cannot be opened (another key, another row, or tampered). */
export function openPassword(key: Buffer, uploadId: string, sealed: Buffer): string | null {
  if (sealed.length < HEADER_BYTES || sealed[0] !== VERSION) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 1 + IV_BYTES));
    decipher.setAAD(Buffer.from(uploadId, 'utf8'));
    decipher.setAuthTag(sealed.subarray(1 + IV_BYTES, HEADER_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(HEADER_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

// A statement's password waits, sealed, beside the stored file until the job that needs it runs
// (possibly in another process); the key comes from OTP_PEPPER, which every process shares.
@Injectable()
export class StatementPasswords {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // loadConfig always resolves the pepper; a missing one is a wiring bug, not a user error.
    if (config.otpPepper === null) throw new Error('OTP_PEPPER is not resolved');
    this.key = statementPasswordKey(config.otpPepper);
  }

  seal(uploadId: string, password: string): Buffer {
    return sealPassword(this.key, uploadId, password);
  }

  open(uploadId: string, sealed: Buffer): string | null {
    return openPassword(this.key, uploadId, sealed);
  }
}
