import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TransactionReviews1795824000000 implements MigrationInterface {
  name = 'TransactionReviews1795824000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A flagged expense the user marked as reviewed (it leaves the flagged list until shown again).
    await queryRunner.query(`
      CREATE TABLE transaction_reviews (
        transaction_id uuid PRIMARY KEY REFERENCES transactions(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reviewed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX transaction_reviews_user ON transaction_reviews (user_id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE transaction_reviews');
  }
}
