import type { MigrationInterface, QueryRunner } from 'typeorm';

// Custom budget alerts (issue 11, Pro): one setting per expense category (a threshold and the
// channels), the log of alerts sent, unique per category and month (the insert that wins the
// conflict is the one that sends, so concurrent checks send once), and the in-app notifications.
// Everything goes with its user, and the settings and the log with their category.
export class BudgetAlerts1796256000000 implements MigrationInterface {
  name = 'BudgetAlerts1796256000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE budget_alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        category_id uuid NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
        threshold_percent smallint NOT NULL DEFAULT 80
          CHECK (threshold_percent BETWEEN 1 AND 100),
        channels text[] NOT NULL DEFAULT '{in_app}'
          CHECK (cardinality(channels) > 0 AND channels <@ ARRAY['in_app', 'email', 'sms']),
        enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT budget_alerts_category_key UNIQUE (category_id)
      )`);
    await queryRunner.query('CREATE INDEX budget_alerts_user ON budget_alerts (user_id)');

    await queryRunner.query(`
      CREATE TABLE budget_alerts_sent (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        category_id uuid NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
        month date NOT NULL CHECK (extract(day FROM month) = 1),
        threshold_percent smallint NOT NULL,
        percent integer NOT NULL,
        spent numeric(14, 2) NOT NULL,
        budget numeric(14, 2) NOT NULL,
        channels text[] NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT budget_alerts_sent_pkey PRIMARY KEY (user_id, category_id, month)
      )`);
    await queryRunner.query(
      'CREATE INDEX budget_alerts_sent_category ON budget_alerts_sent (category_id)',
    );

    await queryRunner.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(40) NOT NULL CHECK (kind IN ('budget-alert')),
        title varchar(200) NOT NULL,
        body text NOT NULL,
        category_id uuid REFERENCES categories(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    await queryRunner.query(
      'CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC)',
    );
    await queryRunner.query(
      'CREATE INDEX notifications_category ON notifications (category_id) WHERE category_id IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE notifications');
    await queryRunner.query('DROP TABLE budget_alerts_sent');
    await queryRunner.query('DROP TABLE budget_alerts');
  }
}
