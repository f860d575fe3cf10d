import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';
import type { ChatMessageDto } from './dto/chat.dto';

// How many questions a user asked in the last minute and the last day, and in how many seconds
// the oldest of each falls out of its window (null: none in it).
export type QuestionCounts = {
  minute: number;
  day: number;
  minuteRetry: number | null;
  dayRetry: number | null;
};

// The conversation kept server-side (chat_messages) and the questions counted against the
// assistant's limits (chat_events).
@Injectable()
export class ChatRepository {
  constructor(private readonly database: Database) {}

  async addQuestion(userId: string, content: string): Promise<void> {
    await this.database.db
      .insertInto('chat_messages')
      .values({ user_id: userId, role: 'user', content })
      .execute();
  }

  // Stamped with clock_timestamp(): the default, now(), is the transaction's start, which the
  // question written just before it has.
  async addAnswer(
    userId: string,
    answer: { text: string; source: string; calls: readonly unknown[] },
  ): Promise<void> {
    await this.database.db
      .insertInto('chat_messages')
      .values({
        user_id: userId,
        role: 'assistant',
        content: answer.text,
        source: answer.source,
        calls: JSON.stringify(answer.calls),
        created_at: sql<Date>`clock_timestamp()`,
      })
      .execute();
  }

  // The latest `limit` messages, oldest first.
  async history(userId: string, limit: number): Promise<ChatMessageDto[]> {
    const { rows } = await sql<ChatMessageDto>`SELECT role, content, timestamp FROM (
         SELECT id, role, content,
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp
           FROM chat_messages WHERE user_id = ${userId}
          ORDER BY created_at DESC, id DESC LIMIT ${sql.lit(limit)}) m
        ORDER BY m.timestamp, m.id`.execute(this.database.db);
    return rows;
  }

  // The questions of the last day (run under the user's lock, so parallel requests see each
  // other's).
  async countRecentQuestions(userId: string): Promise<QuestionCounts | undefined> {
    const { rows } =
      await sql<QuestionCounts>`SELECT count(*) FILTER (WHERE created_at > now() - interval '1 minute')::int AS minute,
                count(*)::int AS day,
                extract(epoch FROM min(created_at) FILTER (WHERE created_at > now() - interval '1 minute')
                  + interval '1 minute' - now())::float8 AS "minuteRetry",
                extract(epoch FROM min(created_at) + interval '1 day' - now())::float8 AS "dayRetry"
           FROM chat_events WHERE user_id = ${userId} AND created_at > now() - interval '1 day'`.execute(
        this.database.db,
      );
    return rows[0];
  }

  // Forgets the questions that no longer count (older than a day).
  async forgetOldQuestions(userId: string): Promise<void> {
    await this.database.db
      .deleteFrom('chat_events')
      .where('user_id', '=', userId)
      .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
  }

  async recordQuestion(userId: string): Promise<void> {
    await this.database.db.insertInto('chat_events').values({ user_id: userId }).execute();
  }
}
