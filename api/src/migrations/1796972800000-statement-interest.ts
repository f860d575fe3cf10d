import type { MigrationInterface, QueryRunner } from 'typeorm';

// Other networks, said plainly (issue 29, item 4): a user who adds a Telecel Cash or AirtelTigo
// Money wallet can ask to hear when that network's statements are read. One row per user and
// network; it goes with the user.
export class StatementInterest1796972800000 implements MigrationInterface {
  name = 'StatementInterest1796972800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE statement_interest (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        provider varchar(20) NOT NULL CHECK (provider IN ('Vodafone', 'AirtelTigo')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, provider)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE statement_interest');
  }
}
