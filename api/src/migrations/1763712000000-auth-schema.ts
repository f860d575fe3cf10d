import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthSchema1763712000000 implements MigrationInterface {
  name = 'AuthSchema1763712000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        phone varchar(12) UNIQUE,
        email varchar(254) UNIQUE,
        is_pro boolean NOT NULL DEFAULT false,
        pro_until timestamptz,
        registration_ip varchar(64),
        registration_city varchar(128),
        registration_region varchar(128),
        registration_country varchar(128),
        registration_timezone varchar(64),
        registered_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_phone_or_email CHECK (phone IS NOT NULL OR email IS NOT NULL)
      )`);
    await queryRunner.query(`
      CREATE TABLE otp_challenges (
        id uuid PRIMARY KEY,
        purpose varchar(16) NOT NULL CHECK (purpose IN ('login', 'register')),
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        identity_key varchar(254) NOT NULL,
        phone varchar(12),
        email varchar(254),
        registration jsonb,
        code_hmac varchar(64) NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz,
        voided_at timestamptz,
        ip varchar(64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX otp_challenges_live_idx ON otp_challenges (identity_key, created_at DESC) WHERE consumed_at IS NULL AND voided_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        last_used_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        ip varchar(64),
        user_agent varchar(512)
      )`);
    await queryRunner.query(`CREATE INDEX sessions_user_idx ON sessions (user_id)`);
    await queryRunner.query(`
      CREATE TABLE login_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        session_id uuid REFERENCES sessions(id) ON DELETE SET NULL,
        ip varchar(64),
        city varchar(128) NOT NULL,
        region varchar(128) NOT NULL,
        country varchar(128) NOT NULL,
        timezone varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX login_events_user_idx ON login_events (user_id, created_at DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE auth_rate_events (
        id bigserial PRIMARY KEY,
        kind varchar(16) NOT NULL,
        identifier varchar(254),
        ip varchar(64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX auth_rate_events_identifier_idx ON auth_rate_events (kind, identifier, created_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX auth_rate_events_ip_idx ON auth_rate_events (kind, ip, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auth_rate_events');
    await queryRunner.query('DROP TABLE login_events');
    await queryRunner.query('DROP TABLE sessions');
    await queryRunner.query('DROP TABLE otp_challenges');
    await queryRunner.query('DROP TABLE users');
  }
}
