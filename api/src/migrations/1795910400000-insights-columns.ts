import type { MigrationInterface, QueryRunner } from 'typeorm';

// The all-time insights (docs/insights.md, "Measured") spent most of their time evaluating
// regular expressions on every row. The fee kind and the recipient key now live here, once, as
// stored generated columns: PostgreSQL computes them on insert and update (and for the rows
// already there when this runs), so the import writes nothing new and the insights read columns.
// Own-wallet transfers depend on the user's other wallets, not on the row: they stay query-time.
export class InsightsColumns1795910400000 implements MigrationInterface {
  name = 'InsightsColumns1795910400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // fee_group: which kind of transaction a fee was paid on (the fees card's split), from the
    // type. The classic layout names other networks only by the counterparty (VODAFONE PUSH OVA,
    // TIGO PUSH OVA, INTEROPERABILITY PULL, mmipull: shared/docs/reference/momo-statements.md 1a),
    // its type being PAYMENT or TRANSFER.
    // recipient_key (spec section 5): on a payment out whose counterparty looks like a phone
    // number (optional plus, at least 10 digits, spaces or hyphens), one key per person however
    // written: 0244…, 233244… and +233 24 4… share 233244…; NULL on anything else. recipientKeyOf
    // in insights-sql.ts reads a number typed by the user the same way.
    await queryRunner.query(`
      ALTER TABLE transactions
        ADD COLUMN fee_group text GENERATED ALWAYS AS (CASE
          WHEN upper(type) ~ 'CASH[ _]?OUT' THEN 'cash-out'
          WHEN upper(type) ~ 'OTHER NETWORK|GHANAPAY|INTEROP'
            OR upper(account_name) ~ 'PUSH OVA|INTEROPERABILITY|^MMIPULL$' THEN 'other-networks'
          WHEN upper(type) ~ 'BANK' OR lower(to_from) LIKE 'calpush%' THEN 'bank-transfers'
          WHEN upper(type) ~ 'MERCHANT|PAYMENT' THEN 'merchant-payments'
          WHEN upper(type) ~ 'TRANSFER|MOMO USER' THEN 'transfers'
          ELSE 'other' END) STORED,
        ADD COLUMN recipient_key text GENERATED ALWAYS AS (CASE
          WHEN amount < 0
           AND to_from ~ '^\\s*\\+?[0-9][0-9 -]*[0-9]\\s*$'
           AND length(regexp_replace(to_from, '\\D', '', 'g')) >= 10
          THEN CASE
            WHEN regexp_replace(to_from, '\\D', '', 'g') ~ '^0[0-9]{9}$'
            THEN '233' || right(regexp_replace(to_from, '\\D', '', 'g'), 9)
            ELSE regexp_replace(to_from, '\\D', '', 'g') END
          END) STORED`);
    // One recipient's payments (the recipient page: 125 of 50,000 rows in the benchmark).
    await queryRunner.query(
      'CREATE INDEX transactions_user_recipient ON transactions (user_id, recipient_key) WHERE recipient_key IS NOT NULL',
    );
    // The fees card's three costliest transactions: the first three entries instead of a sort
    // of every row with a fee. The expression and predicate are the query's, verbatim.
    await queryRunner.query(
      'CREATE INDEX transactions_user_fee_cost ON transactions (user_id, (fees + tax) DESC, date_time DESC) WHERE fees > 0 OR tax > 0',
    );
    // How many months there are: without it the planner takes every date_time for its own month
    // (50,000 groups) and sorts every row instead of hashing into a few dozen months. Matched by
    // expression, so the monthly groupings use date_trunc('month', t.date_time) verbatim.
    await queryRunner.query(
      "CREATE STATISTICS transactions_month ON (date_trunc('month', date_time)) FROM transactions",
    );
    await queryRunner.query('ANALYZE transactions');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP STATISTICS transactions_month');
    await queryRunner.query('DROP INDEX transactions_user_fee_cost');
    await queryRunner.query('DROP INDEX transactions_user_recipient');
    await queryRunner.query(
      'ALTER TABLE transactions DROP COLUMN recipient_key, DROP COLUMN fee_group',
    );
  }
}
