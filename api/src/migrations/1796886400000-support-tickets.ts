import type { MigrationInterface, QueryRunner } from 'typeorm';

// Help & Support (issue 29, item 7): each message a user sends is a ticket, numbered for people
// ("#1042"), with its topic, the context it came from (an upload, an error code), priority for Pro,
// its status, and whether it reached the support mailbox. A statement the user chose to share is
// kept only until the e-mail that carries it has gone. Tickets go with their user; the upload they
// mention may be deleted without them.
export class SupportTickets1796886400000 implements MigrationInterface {
  name = 'SupportTickets1796886400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE support_tickets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number integer GENERATED ALWAYS AS IDENTITY (START WITH 1001) UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        topic varchar(40) NOT NULL,
        message text NOT NULL,
        upload_id uuid REFERENCES pdf_uploads(id) ON DELETE SET NULL,
        error_code varchar(64),
        priority boolean NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        statement_name varchar(255),
        statement_file bytea,
        delivery varchar(20) NOT NULL DEFAULT 'pending'
          CHECK (delivery IN ('pending', 'sent', 'failed')),
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz
      )`);
    await queryRunner.query(
      'CREATE INDEX support_tickets_user_created ON support_tickets (user_id, created_at DESC)',
    );
    await queryRunner.query(
      'CREATE INDEX support_tickets_upload ON support_tickets (upload_id) WHERE upload_id IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE support_tickets');
  }
}
