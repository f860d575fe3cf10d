import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';

// The known_devices table: which browsers (by their device id's SHA-256) each account has signed
// in from.
@Injectable()
export class KnownDevicesRepository {
  constructor(private readonly database: Database) {}

  async isKnown(deviceHash: string, userId: string): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('known_devices')
      .select((eb) => eb.lit(1).as('one'))
      .where('device_hash', '=', deviceHash)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async isKnownToAnyone(deviceHash: string): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('known_devices')
      .select((eb) => eb.lit(1).as('one'))
      .where('device_hash', '=', deviceHash)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async forgetAll(userId: string): Promise<void> {
    await this.database.db.deleteFrom('known_devices').where('user_id', '=', userId).execute();
  }

  // A sign-in from a browser the account knows only moves its last_seen_at.
  async remember(deviceHash: string, userId: string): Promise<void> {
    await this.database.db
      .insertInto('known_devices')
      .values({ device_hash: deviceHash, user_id: userId })
      .onConflict((oc) =>
        oc.columns(['device_hash', 'user_id']).doUpdateSet({ last_seen_at: sql`now()` }),
      )
      .execute();
  }
}
