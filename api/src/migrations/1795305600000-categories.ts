import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Categories1795305600000 implements MigrationInterface {
  name = 'Categories1795305600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Defaults carry a stable key (unique per user) so seeding is idempotent and the built-in
    // rules can name them; names are unique per user and type whatever their case.
    await queryRunner.query(`
      CREATE TABLE categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL CHECK (length(btrim(name)) > 0),
        type varchar(7) NOT NULL CHECK (type IN ('income', 'expense')),
        color varchar(7) NOT NULL CHECK (color ~ '^#[0-9A-Fa-f]{6}$'),
        icon varchar(50) NOT NULL,
        monthly_budget numeric(14, 2) CHECK (monthly_budget IS NULL OR monthly_budget > 0),
        is_default boolean NOT NULL DEFAULT false,
        default_key varchar(40),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX categories_user_default_key ON categories (user_id, default_key) WHERE default_key IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX categories_user_type_name ON categories (user_id, type, lower(name))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE categories');
  }
}
