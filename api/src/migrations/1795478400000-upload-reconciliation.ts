import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UploadReconciliation1795478400000 implements MigrationInterface {
  name = 'UploadReconciliation1795478400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // reconciliation: the parser's whole check of the statement against itself (it includes
    // rowsChecked and unreconciled, which had columns of their own until now).
    // error_code: the parser's failure code, so a client can tell a password prompt from other failures.
    // file_password: the statement's password, AES-256-GCM sealed, kept only as long as `file`.
    await queryRunner.query(`
      ALTER TABLE pdf_uploads
        ADD COLUMN reconciliation jsonb,
        ADD COLUMN error_code varchar(40),
        ADD COLUMN file_password bytea,
        ADD CONSTRAINT pdf_uploads_password_with_file CHECK (file_password IS NULL OR file IS NOT NULL)`);
    // Uploads checked before statements were compared with their own totals: what was checked then
    // (the balance chain) is kept; nothing was counted as skipped and no totals were compared.
    await queryRunner.query(`
      UPDATE pdf_uploads SET reconciliation = jsonb_build_object(
        'rowsChecked', rows_checked,
        'unreconciled', coalesce(unreconciled, '[]'::jsonb),
        'period', jsonb_build_object('from', coalesce(period_from, ''), 'to', coalesce(period_to, '')),
        'holder', jsonb_build_object('name', coalesce(holder_name, ''),
                                     'walletNumber', coalesce(holder_wallet_number, '')),
        'skippedRows', 0,
        'skippedIds', '[]'::jsonb,
        'printed', NULL,
        'computed', jsonb_build_object('openingBalance', NULL, 'closingBalance', NULL,
                                       'moneyIn', NULL, 'moneyOut', NULL, 'feesAndTaxes', NULL),
        'mismatches', '[]'::jsonb,
        'checks', '[]'::jsonb,
        'status', 'match',
        'summary', rows_checked || CASE WHEN rows_checked = 1 THEN ' transaction' ELSE ' transactions' END
                   || ', imported before statement totals were checked')
      WHERE rows_checked IS NOT NULL`);
    await queryRunner.query(
      'ALTER TABLE pdf_uploads DROP COLUMN rows_checked, DROP COLUMN unreconciled',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE pdf_uploads ADD COLUMN rows_checked integer, ADD COLUMN unreconciled jsonb',
    );
    await queryRunner.query(`
      UPDATE pdf_uploads
         SET rows_checked = (reconciliation ->> 'rowsChecked')::integer,
             unreconciled = coalesce(reconciliation -> 'unreconciled', '[]'::jsonb)
       WHERE reconciliation IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE pdf_uploads
        DROP CONSTRAINT pdf_uploads_password_with_file,
        DROP COLUMN file_password,
        DROP COLUMN error_code,
        DROP COLUMN reconciliation`);
  }
}
