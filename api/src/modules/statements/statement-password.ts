import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { open, seal, sealingKey } from '../../common/crypto/sealed-box';

/** The key for statement passwords, derived from a server secret under its own label. */
export function statementPasswordKey(secret: string): Buffer {
  return sealingKey(secret, 'statement-password');
}

/** Sealed with the upload's id as associated data: a sealed password opens on its own row only. */
export function sealPassword(key: Buffer, uploadId: string, password: string): Buffer {
  return seal(key, uploadId, password);
}

/** The password, or null when it cannot be opened (another key, another row, or tampered). */
export function openPassword(key: Buffer, uploadId: string, sealed: Buffer): string | null {
  return open(key, uploadId, sealed)?.toString('utf8') ?? null;
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
