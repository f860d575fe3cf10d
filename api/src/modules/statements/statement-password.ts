import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, secretRing } from '../../common/config/config';
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
// (possibly in another process); the keys come from STATEMENT_PASSWORD_SECRET, which every process
// shares: the newest seals, any opens (a rotation loses no waiting password).
@Injectable()
export class StatementPasswords {
  private readonly keys: Buffer[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.keys = secretRing(config, 'statementPasswords').map(statementPasswordKey);
  }

  seal(uploadId: string, password: string): Buffer {
    return sealPassword(this.keys[0]!, uploadId, password);
  }

  open(uploadId: string, sealed: Buffer): string | null {
    for (const key of this.keys) {
      const password = openPassword(key, uploadId, sealed);
      if (password !== null) return password;
    }
    return null;
  }
}
