import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 27: registration proves only the contact its code went to. Each of the user's phone and
// e-mail carries when it was proven; nothing (a code, an alert, a statement message) goes to one
// that was not. A code records the channels that took it, which is what proves them.
// Accounts made before this were proven as registration then worked: both count as verified.
export class VerifiedContacts1796601600000 implements MigrationInterface {
  name = 'VerifiedContacts1796601600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE users ADD COLUMN phone_verified_at timestamptz, ADD COLUMN email_verified_at timestamptz',
    );
    await queryRunner.query(
      `UPDATE users SET phone_verified_at = CASE WHEN phone IS NOT NULL THEN registered_at END,
                        email_verified_at = CASE WHEN email IS NOT NULL THEN registered_at END`,
    );
    await queryRunner.query(
      `ALTER TABLE otp_challenges ADD COLUMN delivered_phone boolean NOT NULL DEFAULT false,
                                  ADD COLUMN delivered_email boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE otp_challenges DROP COLUMN delivered_email, DROP COLUMN delivered_phone',
    );
    await queryRunner.query(
      'ALTER TABLE users DROP COLUMN email_verified_at, DROP COLUMN phone_verified_at',
    );
  }
}
