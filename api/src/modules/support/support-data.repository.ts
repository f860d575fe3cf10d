import { Injectable } from '@nestjs/common';
import {
  UserDataPart,
  UserDataRepository,
  userDataSection,
} from '../../common/user-data/user-data';

// The support module's part of a user's data (common/user-data): the tickets are in "Download my
// data" (without a shared statement's file, which is kept only until its e-mail went). They are not
// transaction data, so "Delete all transaction data" leaves them; deleting the account removes them
// (ON DELETE CASCADE from users).
@UserDataPart()
@Injectable()
export class SupportDataRepository extends UserDataRepository {
  readonly tables = [];

  override readonly sections = [
    userDataSection('supportTickets', (userId) =>
      this.database.db
        .selectFrom('support_tickets')
        .select([
          'number',
          'topic',
          'message',
          'status',
          'priority',
          'upload_id as uploadId',
          'error_code as errorCode',
          'statement_name as statementName',
          'created_at as createdAt',
          'closed_at as closedAt',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('number')
        .compile(),
    ),
  ];
}
