import { Injectable } from '@nestjs/common';
import { sql, type Selectable } from 'kysely';
import { Database, type DB } from '../../common/database/database';

type User = Selectable<DB['users']>;

// The phone and e-mail of users `u` that messages may go to: proven ones only (issue 27).
const PROVEN_CONTACT = [
  sql<User['phone']>`CASE WHEN u.phone_verified_at IS NOT NULL THEN u.phone END`.as('phone'),
  sql<User['email']>`CASE WHEN u.email_verified_at IS NOT NULL THEN u.email END`.as('email'),
] as const;

// What the user's e-mail/SMS messages tell about, read when their job runs (a job for a deleted
// account, session, upload or payment finds nothing), with the proven contacts they may go to.
@Injectable()
export class NoticeFactsRepository {
  constructor(private readonly database: Database) {}

  provenContact(userId: string) {
    return this.database.db
      .selectFrom('users as u')
      .select(PROVEN_CONTACT)
      .where('u.id', '=', userId)
      .executeTakeFirst();
  }

  // The contact as it stands (shown masked in the message, proven or not), and the proven ones.
  contactNow(userId: string) {
    return this.database.db
      .selectFrom('users as u')
      .select(['u.phone as phoneNow', 'u.email as emailNow'])
      .select(PROVEN_CONTACT)
      .where('u.id', '=', userId)
      .executeTakeFirst();
  }

  uploadProcessed(uploadId: string) {
    return this.database.db
      .selectFrom('pdf_uploads as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select([
        'p.user_id as userId',
        'p.file_name as fileName',
        'p.status',
        'p.transactions_count as transactions',
        'p.new_transactions_count as newTransactions',
      ])
      .select(PROVEN_CONTACT)
      .where('p.id', '=', uploadId)
      .executeTakeFirst();
  }

  // The session's device and the place of its latest sign-in event.
  signIn(sessionId: string, userId: string) {
    return this.database.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('login_events')
            .select(['city', 'region', 'country'])
            .whereRef('session_id', '=', 's.id')
            .orderBy('created_at', 'desc')
            .limit(1)
            .as('e'),
        (join) => join.onTrue(),
      )
      .select(['s.user_agent as userAgent', 's.created_at as createdAt'])
      .select(PROVEN_CONTACT)
      .select(['e.city', 'e.region', 'e.country'])
      .where('s.id', '=', sessionId)
      .where('s.user_id', '=', userId)
      .executeTakeFirst();
  }

  // When the undo ends, while it can still be used.
  async openUndoUntil(undoId: string, userId: string): Promise<Date | undefined> {
    const undo = await this.database.db
      .selectFrom('contact_change_undos')
      .select('expires_at as until')
      .where('id', '=', undoId)
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('voided_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return undo?.until;
  }

  reversedPayment(paymentId: string) {
    return (
      this.database.db
        .selectFrom('payments as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select([
          'p.user_id as userId',
          'p.plan_id as planId',
          'p.reversal_reason as reason',
          sql<boolean>`p.refunded_minor >= p.amount_minor`.as('whole'),
          'u.pro_until as proUntil',
        ])
        .select(PROVEN_CONTACT)
        .where('p.id', '=', paymentId)
        .where('p.reversal_reason', 'is not', null)
        // payments_reversal_reason_check: one of these, and not null here.
        .$narrowType<{ reason: 'refunded' | 'chargeback' | 'reversed' }>()
        .executeTakeFirst()
    );
  }
}
