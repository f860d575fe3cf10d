import type { DeletedCountsDto } from './dto/deleted-data.dto';

export type CountKey = keyof DeletedCountsDto;

export const COUNT_KEYS: readonly CountKey[] = [
  'transactions',
  'uploads',
  'rules',
  'reviews',
  'chatMessages',
  'notifications',
];

export const zeroCounts = (): DeletedCountsDto => ({
  transactions: 0,
  uploads: 0,
  rules: 0,
  reviews: 0,
  chatMessages: 0,
  notifications: 0,
});

/**
 * One table of the data "Delete all transaction data" removes. SQL fragments take the user's id
 * as $1. Deleting uses `t` for the table's rows; restoring uses `r` for an archived row (from
 * `archived_<table>`, a temporary table shaped like the real one).
 */
export type DataTable = {
  table: string;
  // The response count it feeds (links between uploads and transactions have none).
  count: CountKey | null;
  // The user's rows `t`, with `using` joined in when the table has no user_id of its own.
  owned: string;
  using?: string;
  // Which archived rows come back.
  keep: string;
  // Columns restored from an expression instead of as archived.
  restoreAs?: Readonly<Record<string, string>>;
  // Tables joined to the archived rows `r` for those expressions (joins, not per-row subqueries:
  // the planner can hash tens of thousands of rows whatever it guesses about them).
  joins?: string;
};

const ownCategory = (column: string) =>
  `(SELECT c.id FROM categories c WHERE c.id = r.${column} AND c.user_id = $1)`;
const ownWallet = 'EXISTS (SELECT 1 FROM wallets w WHERE w.id = r.wallet_id AND w.user_id = $1)';

// Parents before children: restored in this order, deleted in the reverse. Everything else the
// user has stays: the account, sessions and sign-ins, wallets, categories and their budgets,
// budget alert settings and the log of alerts sent (each goes once per category and month),
// payments, notification preferences, and the rate-limit ledgers (upload_events, chat_events).
export const DATA_TABLES: readonly DataTable[] = [
  {
    table: 'pdf_uploads',
    count: 'uploads',
    owned: 't.user_id = $1',
    // A wallet deleted since took its uploads and transactions with it.
    keep: `r.user_id = $1 AND ${ownWallet}`,
  },
  {
    table: 'transactions',
    count: 'transactions',
    owned: 't.user_id = $1',
    keep: `r.user_id = $1 AND ${ownWallet}
       AND EXISTS (SELECT 1 FROM pdf_uploads u WHERE u.id = r.upload_id AND u.user_id = $1)`,
    // As deleting a category does (CategoriesService.remove): a row whose category was deleted
    // since comes back uncategorised, open to the rules again.
    restoreAs: {
      category_id: ownCategory('category_id'),
      categorised_by: `CASE WHEN r.category_id IS NOT NULL AND ${ownCategory('category_id')} IS NULL
                            THEN NULL ELSE r.categorised_by END`,
    },
  },
  {
    table: 'upload_transactions',
    count: null,
    using: 'pdf_uploads u',
    owned: 'u.id = t.upload_id AND u.user_id = $1',
    keep: 'EXISTS (SELECT 1 FROM pdf_uploads u WHERE u.id = r.upload_id AND u.user_id = $1)',
    // The row each link's transaction is now: itself once restored, or the copy imported again
    // since (same wallet and MoMo transaction ID, kept as it is), which a restored statement
    // still contains.
    joins: `JOIN archived_transactions a ON a.id = r.transaction_id
      JOIN transactions x ON x.wallet_id = a.wallet_id AND x.transaction_id = a.transaction_id
                         AND x.user_id = $1`,
    restoreAs: { transaction_id: 'x.id' },
  },
  {
    table: 'transaction_reviews',
    count: 'reviews',
    owned: 't.user_id = $1',
    // Only with their own transaction (a copy imported since has its own review state).
    keep: `r.user_id = $1
       AND EXISTS (SELECT 1 FROM transactions x WHERE x.id = r.transaction_id AND x.user_id = $1)`,
  },
  {
    table: 'category_rules',
    count: 'rules',
    owned: 't.user_id = $1',
    // A rule needs its category; a rule learned since for the same payee wins (a conflict).
    keep: `r.user_id = $1 AND ${ownCategory('category_id')} IS NOT NULL`,
  },
  {
    table: 'chat_messages',
    count: 'chatMessages',
    owned: 't.user_id = $1',
    keep: 'r.user_id = $1',
  },
  {
    table: 'notifications',
    count: 'notifications',
    owned: 't.user_id = $1',
    keep: 'r.user_id = $1',
    restoreAs: { category_id: ownCategory('category_id') },
  },
];

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

// Deletes the user's rows of one table and returns them as a JSON array (text) with their number:
// exactly the rows deleted are archived, whatever is written meanwhile.
export function deleteAndCaptureSql(spec: DataTable): string {
  const using = spec.using ? `USING ${spec.using}` : '';
  return `WITH gone AS (DELETE FROM ${spec.table} t ${using} WHERE ${spec.owned} RETURNING t.*)
    SELECT count(*)::int AS rows, coalesce(json_agg(gone), '[]'::json)::text AS archived
      FROM gone`;
}

// The user's rows of one table, counted (the tests compare every table before and after).
export function countSql(spec: DataTable): string {
  const joined = spec.using ? `, ${spec.using}` : '';
  return `SELECT count(*)::int AS rows FROM ${spec.table} t${joined} WHERE ${spec.owned}`;
}

// A temporary table for one table's archived rows, dropped with the transaction (emptied when a
// second archive is restored in the same one).
export function archiveTableSql(spec: DataTable): string[] {
  const archived = `archived_${spec.table}`;
  return [
    `CREATE TEMP TABLE IF NOT EXISTS ${archived} (LIKE ${spec.table}) ON COMMIT DROP`,
    `TRUNCATE ${archived}`,
  ];
}

// Temporary tables are never analysed on their own: without this the planner guesses their size.
export const analyseArchiveSql = (spec: DataTable) => `ANALYZE archived_${spec.table}`;

// Loads a whole archive (the JSON document, $1) into the temporary tables in one statement:
// PostgreSQL parses it once, and the rows never become JavaScript objects. Answers its version.
export function loadArchiveSql(): string {
  const loads = DATA_TABLES.map(
    (spec, index) => `load_${index} AS (
      INSERT INTO archived_${spec.table}
      SELECT * FROM jsonb_populate_recordset(NULL::${spec.table},
                                             (SELECT doc -> 'tables' -> '${spec.table}' FROM archive)))`,
  );
  return `WITH archive AS (SELECT $1::jsonb AS doc), ${loads.join(', ')}
    SELECT (doc ->> 'version')::int AS version FROM archive`;
}

// Puts back the archived rows that can come back; a row that conflicts with one there now (a
// statement imported again since, a rule learned again) is skipped and the current one kept.
// `columns`: the table's columns that are not generated (PostgreSQL computes those).
export function restoreSql(spec: DataTable, columns: readonly string[]): string {
  const values = columns.map((column) => spec.restoreAs?.[column] ?? `r.${quoted(column)}`);
  return `WITH restored AS (
      INSERT INTO ${spec.table} (${columns.map(quoted).join(', ')})
      SELECT ${values.join(', ')} FROM archived_${spec.table} r ${spec.joins ?? ''}
       WHERE ${spec.keep}
      ON CONFLICT DO NOTHING RETURNING 1)
    SELECT count(*)::int AS rows FROM restored`;
}

// Archived uploads and transactions of a wallet deleted since (the reason they did not come back).
export const WALLET_GONE_SQL = `SELECT
    (SELECT count(*)::int FROM archived_pdf_uploads r WHERE NOT ${ownWallet}) AS uploads,
    (SELECT count(*)::int FROM archived_transactions r WHERE NOT ${ownWallet}) AS transactions`;

export const WRITABLE_COLUMNS_SQL = `SELECT table_name AS "table",
         array_agg(column_name::text ORDER BY ordinal_position) AS columns
    FROM information_schema.columns
   WHERE table_schema = current_schema() AND table_name = ANY($1) AND is_generated = 'NEVER'
   GROUP BY table_name`;
