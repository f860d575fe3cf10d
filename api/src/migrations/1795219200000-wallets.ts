import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Wallets1795219200000 implements MigrationInterface {
  name = 'Wallets1795219200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One wallet per MoMo number per user; the service maps this constraint's name to 409. Its
    // index leads with user_id, so it also serves "this user's wallets" without another index.
    await queryRunner.query(`
      CREATE TABLE wallets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        label varchar(60) NOT NULL,
        provider varchar(16) NOT NULL CHECK (provider IN ('MTN', 'Vodafone', 'AirtelTigo')),
        momo_number varchar(12) NOT NULL CHECK (momo_number ~ '^233[0-9]{9}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT wallets_user_momo_number_key UNIQUE (user_id, momo_number)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE wallets');
  }
}
