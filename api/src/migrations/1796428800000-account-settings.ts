import type { MigrationInterface, QueryRunner } from 'typeorm';

// Account settings (issue 12): codes for changing the phone or e-mail and for deleting the
// account; the user's e-mail/SMS preferences (one row per user, the defaults when absent); and an
// index for a session's sign-in (the sessions list reads it, and deleting a session sets it null).
export class AccountSettings1796428800000 implements MigrationInterface {
  name = 'AccountSettings1796428800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE otp_challenges DROP CONSTRAINT IF EXISTS otp_challenges_purpose_check',
    );
    await queryRunner.query(`
      ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check
        CHECK (purpose IN ('login', 'register', 'change_phone', 'change_email', 'delete_account'))`);

    await queryRunner.query(`
      CREATE TABLE notification_preferences (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        email_security_alerts boolean NOT NULL DEFAULT true,
        email_statement_processed boolean NOT NULL DEFAULT false,
        email_budget_alerts boolean NOT NULL DEFAULT true,
        sms_security_alerts boolean NOT NULL DEFAULT true,
        sms_statement_processed boolean NOT NULL DEFAULT false,
        sms_budget_alerts boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(
      'CREATE INDEX login_events_session_idx ON login_events (session_id) WHERE session_id IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX login_events_session_idx');
    await queryRunner.query('DROP TABLE notification_preferences');
    await queryRunner.query(
      `DELETE FROM otp_challenges WHERE purpose NOT IN ('login', 'register')`,
    );
    await queryRunner.query(
      'ALTER TABLE otp_challenges DROP CONSTRAINT IF EXISTS otp_challenges_purpose_check',
    );
    await queryRunner.query(
      `ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check CHECK (purpose IN ('login', 'register'))`,
    );
  }
}
