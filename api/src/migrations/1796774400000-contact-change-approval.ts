import type { MigrationInterface, QueryRunner } from 'typeorm';

const PURPOSES_BEFORE = `'login', 'register', 'change_phone', 'change_email', 'delete_account'`;
const PURPOSES = `${PURPOSES_BEFORE}, 'approve_phone', 'approve_email'`;

// Issue 27: a stolen session must not become a stolen account.
// - Changing the phone or e-mail needs a second code, sent to the account's current proven
//   contacts (purposes approve_phone and approve_email), as well as the one sent to the new one.
// - The previous contact can undo a change for 7 days, through a one-time link in the alert it is
//   sent. The link's token is an HMAC of the row's id, so no token is stored.
export class ContactChangeApproval1796774400000 implements MigrationInterface {
  name = 'ContactChangeApproval1796774400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE otp_challenges DROP CONSTRAINT IF EXISTS otp_challenges_purpose_check',
    );
    await queryRunner.query(
      `ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check CHECK (purpose IN (${PURPOSES}))`,
    );
    await queryRunner.query(`
      CREATE TABLE contact_change_undos (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        contact varchar(5) NOT NULL CHECK (contact IN ('phone', 'email')),
        previous varchar(254) NOT NULL,
        replaced_by varchar(254) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        voided_at timestamptz
      )`);
    await queryRunner.query(
      'CREATE INDEX contact_change_undos_user_idx ON contact_change_undos (user_id, created_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE contact_change_undos');
    await queryRunner.query(
      `DELETE FROM otp_challenges WHERE purpose IN ('approve_phone', 'approve_email')`,
    );
    await queryRunner.query(
      'ALTER TABLE otp_challenges DROP CONSTRAINT IF EXISTS otp_challenges_purpose_check',
    );
    await queryRunner.query(
      `ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check CHECK (purpose IN (${PURPOSES_BEFORE}))`,
    );
  }
}
