import { Injectable } from '@nestjs/common';
import { sql, type Selectable } from 'kysely';
import { Database, type DB } from '../../common/database/database';
import type { SupportTopic, TicketStatus } from './support-topics';

type Ticket = Selectable<DB['support_tickets']>;

// A ticket as its user sees it (never the shared file).
export type TicketRow = Pick<
  Ticket,
  'id' | 'number' | 'message' | 'priority' | 'upload_id' | 'error_code' | 'statement_name'
> & {
  topic: SupportTopic;
  status: TicketStatus;
  created_at: Date;
  closed_at: Date | null;
};

export type NewTicket = {
  userId: string;
  topic: SupportTopic;
  message: string;
  uploadId: string | null;
  errorCode: string | null;
  priority: boolean;
  statement: { name: string; file: Buffer } | null;
};

// What the support e-mail says about the upload a ticket is about (the user's own, checked).
export type UploadContext = {
  fileName: string;
  status: string;
  errorCode: string | null;
  layout: string | null;
  createdAt: Date;
};

export type TicketForDelivery = TicketRow & {
  user_id: string;
  statement_file: Buffer | null;
  delivery: string;
};

const TICKET_COLUMNS = [
  'id',
  'number',
  'topic',
  'message',
  'priority',
  'status',
  'upload_id',
  'error_code',
  'statement_name',
  'created_at',
  'closed_at',
] as const;

// Help & Support tickets (issue 29, item 7). Reads the user's upload a ticket mentions
// (pdf_uploads, statements' table a floor below).
@Injectable()
export class SupportRepository {
  constructor(private readonly database: Database) {}

  async insert(ticket: NewTicket): Promise<TicketRow> {
    return this.database.db
      .insertInto('support_tickets')
      .values({
        user_id: ticket.userId,
        topic: ticket.topic,
        message: ticket.message,
        upload_id: ticket.uploadId,
        error_code: ticket.errorCode,
        priority: ticket.priority,
        statement_name: ticket.statement?.name ?? null,
        statement_file: ticket.statement?.file ?? null,
      })
      .returning(TICKET_COLUMNS)
      .$narrowType<Pick<TicketRow, 'topic' | 'status' | 'created_at' | 'closed_at'>>()
      .executeTakeFirstOrThrow();
  }

  // The user's tickets in the last day: how many, how many in the last hour, and when the oldest
  // of each window was sent (when the next one is allowed).
  async recent(userId: string): Promise<{
    day: number;
    hour: number;
    firstInDay: Date | null;
    firstInHour: Date | null;
  }> {
    const { rows } = await sql<{
      day: number;
      hour: number;
      firstInDay: Date | null;
      firstInHour: Date | null;
    }>`SELECT count(*)::int AS day,
              count(*) FILTER (WHERE created_at > now() - interval '1 hour')::int AS hour,
              min(created_at) AS "firstInDay",
              min(created_at) FILTER (WHERE created_at > now() - interval '1 hour') AS "firstInHour"
         FROM support_tickets
        WHERE user_id = ${userId} AND created_at > now() - interval '1 day'`.execute(
      this.database.db,
    );
    return rows[0] ?? { day: 0, hour: 0, firstInDay: null, firstInHour: null };
  }

  list(userId: string, limit: number): Promise<TicketRow[]> {
    return this.database.db
      .selectFrom('support_tickets')
      .select(TICKET_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('number', 'desc')
      .limit(limit)
      .$narrowType<Pick<TicketRow, 'topic' | 'status' | 'created_at' | 'closed_at'>>()
      .execute();
  }

  // Closes the user's ticket (a closed one stays as it was); undefined: no such ticket of theirs.
  async close(userId: string, id: string): Promise<TicketRow | undefined> {
    await this.database.db
      .updateTable('support_tickets')
      .set({ status: 'closed', closed_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .execute();
    return this.database.db
      .selectFrom('support_tickets')
      .select(TICKET_COLUMNS)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .$narrowType<Pick<TicketRow, 'topic' | 'status' | 'created_at' | 'closed_at'>>()
      .executeTakeFirst();
  }

  uploadContext(userId: string, uploadId: string): Promise<UploadContext | undefined> {
    return this.database.db
      .selectFrom('pdf_uploads')
      .select([
        'file_name as fileName',
        'status',
        'error_code as errorCode',
        'layout',
        'created_at as createdAt',
      ])
      .where('id', '=', uploadId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  forDelivery(id: string): Promise<TicketForDelivery | undefined> {
    return this.database.db
      .selectFrom('support_tickets')
      .select([...TICKET_COLUMNS, 'user_id', 'statement_file', 'delivery'])
      .where('id', '=', id)
      .$narrowType<Pick<TicketRow, 'topic' | 'status' | 'created_at' | 'closed_at'>>()
      .executeTakeFirst();
  }

  // Delivered (or given up on): the shared statement is not kept past its e-mail.
  async delivered(id: string, delivery: 'sent' | 'failed'): Promise<void> {
    await this.database.db
      .updateTable('support_tickets')
      .set({
        delivery,
        sent_at: delivery === 'sent' ? sql<Date>`now()` : null,
        statement_file: null,
      })
      .where('id', '=', id)
      .execute();
  }
}
