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

export type ConversationRow = {
  id: string;
  title: string | null;
  startedAt: string;
  lastAt: string;
  messageCount: number;
};

// The conversations kept server-side (chat_messages, each message in one conversation) and the
// questions counted against the assistant's limits (chat_events).
@Injectable()
export class ChatRepository {
  constructor(private readonly database: Database) {}

  async addQuestion(userId: string, conversationId: string, content: string): Promise<void> {
    await this.database.db
      .insertInto('chat_messages')
      .values({ user_id: userId, conversation_id: conversationId, role: 'user', content })
      .execute();
  }

  // Stamped with clock_timestamp(): the default, now(), is the transaction's start, which the
  // question written just before it has. `state`: the frame it answered and the person it put
  // forward, for the conversation's next question.
  async addAnswer(
    userId: string,
    conversationId: string,
    answer: { text: string; source: string; calls: readonly unknown[] },
    state: unknown,
  ): Promise<void> {
    await this.database.db
      .insertInto('chat_messages')
      .values({
        user_id: userId,
        conversation_id: conversationId,
        role: 'assistant',
        content: answer.text,
        source: answer.source,
        calls: JSON.stringify(answer.calls),
        frame: state === null ? null : JSON.stringify(state),
        created_at: sql<Date>`clock_timestamp()`,
      })
      .execute();
  }

  // The latest answer of one of the user's conversations: its state (null: it kept none).
  // undefined: no such conversation of theirs.
  async lastState(userId: string, conversationId: string): Promise<{ state: unknown } | undefined> {
    return this.database.db
      .selectFrom('chat_messages')
      .select('frame as state')
      .where('user_id', '=', userId)
      .where('conversation_id', '=', conversationId)
      .where('role', '=', 'assistant')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  // The latest `limit` messages, of one conversation or of all, oldest first.
  async history(
    userId: string,
    limit: number,
    conversationId: string | null,
  ): Promise<ChatMessageDto[]> {
    const { rows } =
      await sql<ChatMessageDto>`SELECT role, content, timestamp, "conversationId" FROM (
         SELECT id, role, content, conversation_id AS "conversationId",
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp
           FROM chat_messages
          WHERE user_id = ${userId} AND (${conversationId}::uuid IS NULL OR conversation_id = ${conversationId}::uuid)
          ORDER BY created_at DESC, id DESC LIMIT ${sql.lit(limit)}) m
        ORDER BY m.timestamp, m.id`.execute(this.database.db);
    return rows;
  }

  // The user's conversations, the latest first: the first question of each (its title), when it
  // started and was last added to, and how many messages it has.
  async conversations(userId: string, limit: number): Promise<ConversationRow[]> {
    const { rows } = await sql<ConversationRow>`SELECT conversation_id AS id,
              (array_agg(content ORDER BY created_at, id) FILTER (WHERE role = 'user'))[1] AS title,
              to_char(min(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startedAt",
              to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastAt",
              count(*)::int AS "messageCount"
         FROM chat_messages WHERE user_id = ${userId}
        GROUP BY conversation_id
        ORDER BY max(created_at) DESC, conversation_id
        LIMIT ${sql.lit(limit)}`.execute(this.database.db);
    return rows;
  }

  /**
   * Records a question unless it is one too many: the questions of the last day and the last
   * minute are counted, those older than a day forgotten, and this one recorded when both counts
   * are under their limits, in one statement (run under the user's lock, so parallel requests see
   * each other's). Returns the counts before it, and whether it was recorded.
   */
  async recordQuestionWithin(
    userId: string,
    limits: { perMinute: number; perDay: number },
  ): Promise<QuestionCounts & { recorded: boolean }> {
    const { rows } = await sql<QuestionCounts & { recorded: boolean }>`WITH
         forgotten AS (
           DELETE FROM chat_events WHERE user_id = ${userId} AND created_at < now() - interval '1 day'),
         counts AS (
           SELECT count(*) FILTER (WHERE created_at > now() - interval '1 minute')::int AS minute,
                  count(*)::int AS day,
                  extract(epoch FROM min(created_at) FILTER (WHERE created_at > now() - interval '1 minute')
                    + interval '1 minute' - now())::float8 AS "minuteRetry",
                  extract(epoch FROM min(created_at) + interval '1 day' - now())::float8 AS "dayRetry"
             FROM chat_events WHERE user_id = ${userId} AND created_at > now() - interval '1 day'),
         recorded AS (
           INSERT INTO chat_events (user_id)
           SELECT ${userId} FROM counts
            WHERE counts.day < ${limits.perDay} AND counts.minute < ${limits.perMinute}
           RETURNING 1)
       SELECT counts.*, EXISTS (SELECT 1 FROM recorded) AS recorded FROM counts`.execute(
      this.database.db,
    );
    const [row] = rows;
    if (row === undefined) throw new Error('An aggregate query returned no row');
    return row;
  }
}
