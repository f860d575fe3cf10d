import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { open, seal, sealingKey } from '../../common/crypto/sealed-box';

const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

// Bound to its row and its owner: an archive opens for that archive id and user id only.
const contextOf = (archiveId: string, userId: string) => `deleted-data:${archiveId}:${userId}`;

// Deleted data waits gzipped and AES-256-GCM sealed (a key of its own, derived from OTP_PEPPER as
// statement passwords' is) until it is restored or purged.
@Injectable()
export class DeletedDataSealer {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // loadConfig always resolves the pepper; a missing one is a wiring bug, not a user error.
    if (config.otpPepper === null) throw new Error('OTP_PEPPER is not resolved');
    this.key = sealingKey(config.otpPepper, 'deleted-data');
  }

  async seal(archiveId: string, userId: string, json: string): Promise<Buffer> {
    return seal(this.key, contextOf(archiveId, userId), await gzipped(Buffer.from(json, 'utf8')));
  }

  // Null when it does not open (another server secret, another row or owner, or tampered).
  async open(archiveId: string, userId: string, sealed: Buffer): Promise<string | null> {
    const compressed = open(this.key, contextOf(archiveId, userId), sealed);
    if (compressed === null) return null;
    return (await gunzipped(compressed)).toString('utf8');
  }
}
