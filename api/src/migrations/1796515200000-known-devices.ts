import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 27: the browsers each account has signed in from, known by a long-lived HttpOnly device
// cookie (only its SHA-256 is stored). A known browser that gives the right code signs in while a
// stranger's wrong guesses hold the account's other sign-ins back, and a sign-in from a browser
// that is not known is what the security alert calls a new device.
export class KnownDevices1796515200000 implements MigrationInterface {
  name = 'KnownDevices1796515200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE known_devices (
        device_hash varchar(64) NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        first_seen_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (device_hash, user_id)
      )`);
    await queryRunner.query('CREATE INDEX known_devices_user_idx ON known_devices (user_id)');
    // Wrong codes are counted per account and source over a day (a known device's apart).
    await queryRunner.query(
      `CREATE INDEX auth_rate_events_fail_idx ON auth_rate_events (identifier, created_at) WHERE "kind" = 'verify_fail'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX auth_rate_events_fail_idx');
    await queryRunner.query('DROP TABLE known_devices');
  }
}
