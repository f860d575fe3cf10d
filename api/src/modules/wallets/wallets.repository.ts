import { Injectable } from '@nestjs/common';
import { sql, type Selectable } from 'kysely';
import { Database, type DB } from '../../common/database/database';
import type { ComingProvider, WalletProvider } from './wallet.entity';

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
      .select(['id', 'label', 'momo_number as momoNumber', 'provider'])
      .where('id', '=', walletId)
      .where('user_id', '=', userId)
      .$narrowType<ProviderNarrowed>()
      .executeTakeFirst();
  }

  // One of the user's wallets, locked until the transaction ends (a statement being uploaded to it
  // waits, and one uploaded already is seen).
  lockOwned(userId: string, walletId: string): Promise<WalletRow | undefined> {
    return this.database.db
      .selectFrom('wallets')
      .select(['id', 'label', 'provider', 'momo_number'])
      .where('id', '=', walletId)
      .where('user_id', '=', userId)
      .forUpdate()
      .$narrowType<ProviderNarrowed>()
      .executeTakeFirst();
  }

  // The unique constraint refuses a number the user already has on another wallet.
  async update(
    userId: string,
    walletId: string,
    changes: { label?: string; momoNumber?: string },
  ): Promise<WalletRow | undefined> {
    return this.database.db
      .updateTable('wallets')
      .set({ label: changes.label, momo_number: changes.momoNumber })
      .where('id', '=', walletId)
      .where('user_id', '=', userId)
      .returning(['id', 'label', 'provider', 'momo_number'])
      .$narrowType<ProviderNarrowed>()
      .executeTakeFirst();
  }

  // The networks the user asked to hear about.
  async interestsOf(userId: string): Promise<ComingProvider[]> {
    const rows = await this.database.db
      .selectFrom('statement_interest')
      .select('provider')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => row.provider as ComingProvider);
  }

  async setInterest(userId: string, provider: ComingProvider, notify: boolean): Promise<void> {
    if (notify) {
      await this.database.db
        .insertInto('statement_interest')
        .values({ user_id: userId, provider })
        .onConflict((conflict) => conflict.columns(['user_id', 'provider']).doNothing())
        .execute();
      return;
    }
    await sql`DELETE FROM statement_interest WHERE user_id = ${userId} AND provider = ${provider}`.execute(
      this.database.db,
    );
  }
}
