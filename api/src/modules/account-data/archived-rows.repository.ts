import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';
import { archivedTable, type UserDataTable } from '../../common/user-data/user-data';
import type { CountKey } from './data-counts';

// An opened archive, unpacked in temporary tables (`archived_<table>`, each shaped like its real
// table) that the parts restore from, in the restore's transaction.
@Injectable()
export class ArchivedRowsRepository {
  constructor(private readonly database: Database) {}

  // A temporary table for one table's archived rows, dropped with the transaction (emptied when a
  // second archive is restored in the same one). Its columns are the real table's, without their
  // NOT NULL: an archive made before a column was added has no value for it, and the part's
  // `restoreAs` fills it in on the way back (CREATE … AS copies no constraints; LIKE copies NOT NULL).
  async prepare(spec: UserDataTable): Promise<void> {
    const archived = sql.table(archivedTable(spec));
    await sql`CREATE TEMP TABLE IF NOT EXISTS ${archived} ON COMMIT DROP AS
      SELECT * FROM ${sql.table(spec.table)} WITH NO DATA`.execute(this.database.db);
    await sql`TRUNCATE ${archived}`.execute(this.database.db);
  }

  // Loads a whole archive (the JSON document, `{ version, tables: { <table>: [rows] } }`) into
  // the temporary tables in one statement: PostgreSQL parses it once, and the rows never become
  // JavaScript objects. Answers its version.
  async load(specs: readonly UserDataTable[], json: string): Promise<number | null> {
    const loads = specs.map(
      (spec, index) => sql`${sql.id(`load_${index}`)} AS (
      INSERT INTO ${sql.table(archivedTable(spec))}
      SELECT * FROM jsonb_populate_recordset(NULL::${sql.table(spec.table)},
                                             (SELECT doc -> 'tables' -> ${sql.lit(spec.table)} FROM archive)))`,
    );
    const { rows } = await sql<{
      version: number | null;
    }>`WITH archive AS (SELECT ${json}::jsonb AS doc), ${sql.join(loads)}
    SELECT (doc ->> 'version')::int AS version FROM archive`.execute(this.database.db);
    return rows[0]?.version ?? null;
  }

  // Temporary tables are never analysed on their own: without this the planner guesses their size.
  async analyse(spec: UserDataTable): Promise<void> {
    await sql`ANALYZE ${sql.table(archivedTable(spec))}`.execute(this.database.db);
  }

  // The archived rows of one table (those that did not come back are counted as skipped).
  async count(spec: UserDataTable): Promise<number> {
    const { rows } = await sql<{
      rows: number;
    }>`SELECT count(*)::int AS rows FROM ${sql.table(archivedTable(spec))}`.execute(
      this.database.db,
    );
    return rows[0]?.rows ?? 0;
  }

  // Archived rows of a wallet deleted since (the reason they did not come back), per count, in one
  // statement for every table that can tell.
  async ofWalletsGone(
    specs: readonly UserDataTable[],
    userId: string,
  ): Promise<Partial<Record<CountKey, number>>> {
    const columns = specs.flatMap((spec) =>
      spec.walletGone && spec.count
        ? [
            sql`(SELECT count(*)::int FROM ${sql.table(archivedTable(spec))} r
                  WHERE ${spec.walletGone(userId)}) AS ${sql.id(spec.count)}`,
          ]
        : [],
    );
    if (columns.length === 0) return {};
    const { rows } = await sql<Partial<Record<CountKey, number>>>`SELECT ${sql.join(
      columns,
    )}`.execute(this.database.db);
    return rows[0] ?? {};
  }

  // The tables' columns that are not generated (transactions' fee_group and recipient_key are
  // PostgreSQL's to compute), by table.
  async writableColumns(specs: readonly UserDataTable[]): Promise<Map<string, string[]>> {
    const { rows } = await sql<{ table: string; columns: string[] }>`SELECT table_name AS "table",
         array_agg(column_name::text ORDER BY ordinal_position) AS columns
    FROM information_schema.columns
   WHERE table_schema = current_schema() AND table_name = ANY(${specs.map((spec) => spec.table)})
     AND is_generated = 'NEVER'
   GROUP BY table_name`.execute(this.database.db);
    return new Map(rows.map((row) => [row.table, row.columns]));
  }

  // Archived statements whose wallet now has another number than the statement is of (the number
  // was corrected after the statement was deleted): restoring one would file it under the wrong
  // number. Reads the loaded archived_pdf_uploads.
  async uploadsOfAnotherNumber(userId: string): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n
        FROM archived_pdf_uploads r JOIN wallets w ON w.id = r.wallet_id AND w.user_id = ${userId}
       WHERE r.holder_wallet_number IS NOT NULL
         AND right(regexp_replace(r.holder_wallet_number, '\D', '', 'g'), 9) <> right(w.momo_number, 9)`.execute(
      this.database.db,
    );
    return rows[0]?.n ?? 0;
  }
}
