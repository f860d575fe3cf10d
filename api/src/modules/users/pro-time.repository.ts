import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';

// The Pro time a payment buys, once granted: null and null when granted over a Pro without an end.
// As PostgreSQL's text, to the microsecond, so the payment records exactly the user's new end (a
// Date would keep milliseconds).
export type ProSpan = { proFrom: string | null; proTo: string | null };

// The users table's Pro columns (is_pro, pro_until, pro_started_at), which billing's payments
// and their refunds change through ProTime.
@Injectable()
export class ProTimeRepository {
  constructor(private readonly database: Database) {}

  // The user's Pro state, and the contact a checkout names.
  findOf(userId: string) {
    return this.database.db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'phone',
        'is_pro as isPro',
        'pro_until as proUntil',
        'pro_started_at as proStartedAt',
      ])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  // Locks the user's row until the transaction ends: every taking back of one user's payments
  // runs one at a time.
  async lock(userId: string): Promise<void> {
    await sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`.execute(this.database.db);
  }

  // A Pro granted without an end (pro_until NULL) stays so, and the payment buys no dated time.
  // Otherwise the months run from the later of now and the current end: that span is the
  // payment's (pro_from, pro_to), what a refund can take back. Undefined when the user is gone.
  async grant(userId: string, months: number): Promise<ProSpan | undefined> {
    const { rows } = await sql<{ pro_from: string | null; pro_to: string | null }>`
      WITH before AS (
        SELECT id, is_pro AND pro_until IS NULL AS endless,
               greatest(now(), coalesce(pro_until, now())) AS start
          FROM users WHERE id = ${userId} FOR UPDATE
      )
      UPDATE users u SET
        pro_started_at = CASE WHEN u.is_pro AND (u.pro_until IS NULL OR u.pro_until > now())
                              THEN coalesce(u.pro_started_at, now()) ELSE now() END,
        pro_until = CASE WHEN b.endless THEN NULL
                         ELSE b.start + make_interval(months => ${months}) END,
        is_pro = true
       FROM before b
      WHERE u.id = b.id
      RETURNING (CASE WHEN b.endless THEN NULL ELSE b.start END)::text AS pro_from,
                u.pro_until::text AS pro_to`.execute(this.database.db);
    const [row] = rows;
    return row && { proFrom: row.pro_from, proTo: row.pro_to };
  }

  // Takes seconds off a Pro end date still ahead, never below now; an end already past (or none)
  // stays.
  async takeBack(userId: string, seconds: number): Promise<void> {
    await sql`
      UPDATE users
         SET pro_until = CASE WHEN pro_until > now()
                              THEN greatest(now(), pro_until - make_interval(secs => ${seconds}))
                              ELSE pro_until END
       WHERE id = ${userId}`.execute(this.database.db);
  }
}
