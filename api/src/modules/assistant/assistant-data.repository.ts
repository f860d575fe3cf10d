import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  UserDataPart,
  UserDataRepository,
  userDataSection,
  type UserDataTable,
} from '../../common/user-data/user-data';

const CHAT_MESSAGES: UserDataTable = {
  table: 'chat_messages',
  count: 'chatMessages',
  owned: (userId) => sql`t.user_id = ${userId}`,
  keep: (userId) => sql`r.user_id = ${userId}`,
  // Messages archived before conversations (issue 31) come back as one conversation.
  restoreAs: {
    conversation_id: (userId) =>
      sql`coalesce(r.conversation_id, md5(${userId}::text || ':earlier')::uuid)`,
  },
};

// The assistant's part of a user's data (common/user-data): the conversation. The rate-limit
// ledger (chat_events) stays: deleting data does not give questions back.
@UserDataPart()
@Injectable()
export class AssistantDataRepository extends UserDataRepository {
  readonly tables = [CHAT_MESSAGES];

  override readonly sections = [
    userDataSection('chatMessages', (userId) =>
      this.database.db
        .selectFrom('chat_messages')
        .select(['conversation_id as conversationId', 'role', 'content', 'created_at as createdAt'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .compile(),
    ),
  ];
}
