import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  UserDataPart,
  UserDataRepository,
  type DataScope,
  type UserDataTable,
} from '../../common/user-data/user-data';

const WALLETS: UserDataTable = {
  table: 'wallets',
  count: null,
  owned: (userId) => sql`t.user_id = ${userId}`,
  // Only a wallet deleted with its statements (issue 29): "Delete all transaction data" keeps them.
  scopedOnly: true,
  inWallet: (userId, walletId) => sql`t.user_id = ${userId} AND t.id = ${walletId}`,
  // A wallet added since with the same number stays, and the archived one does not come back
  // (nor, then, its statements and transactions: the restore says so).
  keep: (userId) => sql`r.user_id = ${userId}`,
};

// The wallets module's part of a user's data (common/user-data): a wallet deleted with its
// statements and transactions, with undo. The download's wallets section is account-data's.
@UserDataPart()
@Injectable()
export class WalletsDataRepository extends UserDataRepository {
  readonly tables = [WALLETS];

  // An upload to the wallet waits (its insert needs the wallet row), or is taken with it.
  override async lockForDeletion(userId: string, scope: DataScope): Promise<void> {
    if (scope.kind !== 'wallet') return;
    await sql`SELECT 1 FROM wallets WHERE user_id = ${userId} AND id = ${scope.id} FOR UPDATE`.execute(
      this.database.db,
    );
  }
}
