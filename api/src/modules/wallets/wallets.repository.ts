import { Injectable } from '@nestjs/common';
import type { Selectable } from 'kysely';
import { Database, type DB } from '../../common/database/database';
import type { WalletProvider } from './wallet.entity';

// The wallets table's check constraint holds provider to these.
type ProviderNarrowed = { provider: WalletProvider };

export type WalletRow = Pick<Selectable<DB['wallets']>, 'id' | 'label' | 'momo_number'> &
  ProviderNarrowed;

// The wallets table: a user's MoMo wallets.
@Injectable()
export class WalletsRepository {
  constructor(private readonly database: Database) {}

  // The user's wallets, oldest first.
  listOf(userId: string): Promise<WalletRow[]> {
    return this.database.db
      .selectFrom('wallets')
      .select(['id', 'label', 'provider', 'momo_number'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .$narrowType<ProviderNarrowed>()
      .execute();
  }

  // The unique constraint (wallets_user_momo_number_key) refuses a number the user already has.
  insert(wallet: {
    userId: string;
    label: string;
    provider: WalletProvider;
    momoNumber: string;
  }): Promise<WalletRow> {
    return this.database.db
      .insertInto('wallets')
      .values({
        user_id: wallet.userId,
        label: wallet.label,
        provider: wallet.provider,
        momo_number: wallet.momoNumber,
      })
      .returning(['id', 'label', 'provider', 'momo_number'])
      .$narrowType<ProviderNarrowed>()
      .executeTakeFirstOrThrow();
  }

  // One of the user's wallets, or undefined: another user's reads the same as none.
  findOwned(userId: string, walletId: string) {
    return this.database.db
      .selectFrom('wallets')
      .select(['id', 'label', 'momo_number as momoNumber'])
      .where('id', '=', walletId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }
}
