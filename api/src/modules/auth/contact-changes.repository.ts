import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';

export type Contact = 'phone' | 'email';

// The table's check constraint holds contact to these.
type ContactNarrowed = { contact: Contact };

// A change's undo, as the link in the previous contact's alert names it (by id).
export type NewUndo = {
  id: string;
  userId: string;
  contact: Contact;
  previous: string;
  replacedBy: string;
  // How long the link works.
  days: number;
};

// A contact change's SQL: the account's row it locks, and the contact_change_undos table (the
// undo links of issue 27).
@Injectable()
export class ContactChangesRepository {
  constructor(private readonly database: Database) {}

  /** Locks the account's row until the transaction ends. */
  async lockAccount(userId: string): Promise<void> {
    await this.database.db
      .selectFrom('users')
      .select((eb) => eb.lit(1).as('one'))
      .where('id', '=', userId)
      .forUpdate()
      .execute();
  }

  /** Locks the row of the account the undo belongs to (none when the undo is unknown). */
  async lockAccountOfUndo(undoId: string): Promise<void> {
    await this.database.db
      .selectFrom('users')
      .select((eb) => eb.lit(1).as('one'))
      .where('id', '=', (eb) =>
        eb.selectFrom('contact_change_undos').select('user_id').where('id', '=', undoId),
      )
      .forUpdate()
      .execute();
  }

  async insertUndo(undo: NewUndo): Promise<void> {
    await this.database.db
      .insertInto('contact_change_undos')
      .values({
        id: undo.id,
        user_id: undo.userId,
        contact: undo.contact,
        previous: undo.previous,
        replaced_by: undo.replacedBy,
        expires_at: sql<Date>`now() + make_interval(days => ${undo.days})`,
      })
      .execute();
  }

  /** The undo, its row locked until the transaction ends; undefined when unknown. */
  findUndoForUpdate(id: string) {
    return this.database.db
      .selectFrom('contact_change_undos')
      .select([
        'user_id as userId',
        'contact',
        'previous',
        'created_at as createdAt',
        'expires_at as expiresAt',
        'used_at as usedAt',
        'voided_at as voidedAt',
      ])
      .where('id', '=', id)
      .forUpdate()
      .$narrowType<ContactNarrowed>()
      .executeTakeFirst();
  }

  async markUndoUsed(id: string): Promise<void> {
    await this.database.db
      .updateTable('contact_change_undos')
      .set({ used_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  /** Voids the user's unused undos of this contact made after `after`. */
  async voidUndosAfter(userId: string, contact: Contact, after: Date): Promise<void> {
    await this.database.db
      .updateTable('contact_change_undos')
      .set({ voided_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('contact', '=', contact)
      .where('created_at', '>', after)
      .where('used_at', 'is', null)
      .where('voided_at', 'is', null)
      .execute();
  }
}
