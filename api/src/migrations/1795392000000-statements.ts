import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Statements1795392000000 implements MigrationInterface {
  name = 'Statements1795392000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The PDF stays in `file` only until it is processed (then set to NULL).
    await queryRunner.query(`
      CREATE TABLE pdf_uploads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        wallet_id uuid NOT NULL REFERENCES wallets(id) ON DELETE CASCADE,
        file_name varchar(255) NOT NULL,
        file bytea,
        size_bytes integer NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
        ai_categorization_status varchar(16) NOT NULL DEFAULT 'pending'
          CHECK (ai_categorization_status IN ('pending', 'categorizing', 'completed', 'failed')),
        transactions_count integer NOT NULL DEFAULT 0,
        new_transactions_count integer NOT NULL DEFAULT 0,
        error_message text,
        layout varchar(16),
        holder_name varchar(200),
        holder_wallet_number varchar(20),
        period_from varchar(10),
        period_to varchar(10),
        rows_checked integer,
        unreconciled jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz
      )`);
    await queryRunner.query(
      'CREATE INDEX pdf_uploads_user_created ON pdf_uploads (user_id, created_at DESC)',
    );
    // Deleting a wallet cascades here; the upload guard counts a user's unfinished uploads.
    await queryRunner.query('CREATE INDEX pdf_uploads_wallet ON pdf_uploads (wallet_id)');
    await queryRunner.query(
      "CREATE INDEX pdf_uploads_user_open ON pdf_uploads (user_id) WHERE status IN ('pending', 'processing')",
    );
    // One row per wallet and MoMo transaction ID: re-importing an overlapping statement adds nothing.
    // upload_id is an upload that contains the row (the first, until that one is deleted); which
    // uploads contain it is in upload_transactions. No cascade: deleting an upload must not take
    // rows another upload also contains (StatementsService.remove re-points them first).
    await queryRunner.query(`
      CREATE TABLE transactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        wallet_id uuid NOT NULL REFERENCES wallets(id) ON DELETE CASCADE,
        upload_id uuid NOT NULL REFERENCES pdf_uploads(id),
        transaction_id varchar(40) NOT NULL,
        date_time timestamp without time zone NOT NULL,
        type varchar(60) NOT NULL,
        to_from varchar(200) NOT NULL,
        account_name varchar(200) NOT NULL,
        amount numeric(14, 2) NOT NULL,
        fees numeric(14, 2) NOT NULL DEFAULT 0,
        tax numeric(14, 2) NOT NULL DEFAULT 0,
        balance numeric(14, 2) NOT NULL,
        reference text NOT NULL DEFAULT '',
        category_id uuid REFERENCES categories(id) ON DELETE SET NULL,
        categorised_by varchar(80),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT transactions_wallet_transaction_key UNIQUE (wallet_id, transaction_id)
      )`);
    await queryRunner.query(
      'CREATE INDEX transactions_user_date ON transactions (user_id, date_time DESC)',
    );
    await queryRunner.query('CREATE INDEX transactions_upload ON transactions (upload_id)');
    // Setting a category NULL on delete scans by category_id.
    await queryRunner.query('CREATE INDEX transactions_category ON transactions (category_id)');
    // Every upload that contains a row, whether it brought it in or found it already there.
    await queryRunner.query(`
      CREATE TABLE upload_transactions (
        upload_id uuid NOT NULL REFERENCES pdf_uploads(id) ON DELETE CASCADE,
        transaction_id uuid NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
        PRIMARY KEY (upload_id, transaction_id)
      )`);
    await queryRunner.query(
      'CREATE INDEX upload_transactions_transaction ON upload_transactions (transaction_id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE upload_transactions');
    await queryRunner.query('DROP TABLE transactions');
    await queryRunner.query('DROP TABLE pdf_uploads');
  }
}
