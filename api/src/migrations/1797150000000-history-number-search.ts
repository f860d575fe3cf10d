import type { MigrationInterface, QueryRunner } from 'typeorm';

// History search finds a phone number in every form it is written in (issue 30). search_numbers
// holds the MoMo transaction ID, To/From, account name and reference (joined by a unit
// separator) with digits split by spaces or hyphens joined up and every Ghana number (+233 or
// 233 and nine digits, or nine digits from a 2 or 5 network prefix) written 0 and its nine
// digits: +233 55 000 0124, 233550000124 and 550000124 all read 0550000124. A query is rewritten
// the same way (nationalNumbers in transactions/number-search.ts, which a test holds to this).
// Stored, not an expression index: the regular expressions cost about 20 µs a row, and a digit
// search's trigrams are not selective, so a recheck of thousands of candidate rows took 50 ms.
// Like fee_group and recipient_key, it is PostgreSQL's to compute and no entity maps it.
export class HistoryNumberSearch1797150000000 implements MigrationInterface {
  name = 'HistoryNumberSearch1797150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE transactions
        ADD COLUMN search_numbers text GENERATED ALWAYS AS (regexp_replace(
          regexp_replace(
            transaction_id || E'\\x1f' || to_from || E'\\x1f' || account_name || E'\\x1f' || reference,
            '([0-9])[ -]+(?=[0-9])', '\\1', 'g'),
          '(^|[^0-9+])(\\+?233([0-9]{9})|([25][0-9]{8}))(?![0-9])', '\\10\\3\\4', 'g')) STORED`);
    await queryRunner.query(
      'CREATE INDEX transactions_search_numbers ON transactions USING gin (search_numbers gin_trgm_ops)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX transactions_search_numbers');
    await queryRunner.query('ALTER TABLE transactions DROP COLUMN search_numbers');
  }
}
