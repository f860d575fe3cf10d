import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, secretRing } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { open, seal, sealingKey } from '../../common/crypto/sealed-box';

const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

// Bound to its row and its owner: an archive opens for that archive id and user id only.
const contextOf = (archiveId: string, userId: string) => `deleted-data:${archiveId}:${userId}`;

// Deleted data waits gzipped and AES-256-GCM sealed until it is restored or purged, under keys
// derived from ARCHIVE_SECRET: the newest seals, any opens, so an archive sealed before a rotation
// still restores while the old secret is listed (issue 27).
@Injectable()
export class DeletedDataSealer {
  private readonly keys: Buffer[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.keys = secretRing(config, 'archives').map((secret) => sealingKey(secret, 'deleted-data'));
  }

  async seal(archiveId: string, userId: string, json: string): Promise<Buffer> {
    const compressed = await gzipped(Buffer.from(json, 'utf8'));
    return seal(this.keys[0]!, contextOf(archiveId, userId), compressed);
  }

  // Null when it does not open (a server secret no longer listed, another row or owner, or tampered).
  async open(archiveId: string, userId: string, sealed: Buffer): Promise<string | null> {
    for (const key of this.keys) {
      const compressed = open(key, contextOf(archiveId, userId), sealed);
      if (compressed !== null) return (await gunzipped(compressed)).toString('utf8');
    }
    return null;
  }
}
