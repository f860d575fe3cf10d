import type { MigrationInterface, QueryRunner } from 'typeorm';

// The assistant's conversations (issue 31): each message belongs to one (conversation_id, chosen
// by the API when a question starts one), so a follow-up ("and in August?") reads only its own
// conversation's last frame and an old topic never leaks into a new chat; earlier conversations
// stay readable. `frame` keeps, on an answer, the query frame it answered and the person it put
// forward (docs/assistant.md#the-query-frame). Each user's messages so far become one
// conversation. No table of their own: a conversation is its messages (and goes with them when
// the user deletes their data).
export class AssistantConversations1797240000000 implements MigrationInterface {
  name = 'AssistantConversations1797240000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE chat_messages ADD COLUMN conversation_id uuid, ADD COLUMN frame jsonb',
    );
    await queryRunner.query(`
      UPDATE chat_messages m SET conversation_id = c.id
        FROM (SELECT user_id, gen_random_uuid() AS id FROM chat_messages GROUP BY user_id) c
       WHERE c.user_id = m.user_id`);
    // A message written without one (not by the API) starts a conversation of its own.
    await queryRunner.query(`
      ALTER TABLE chat_messages
        ALTER COLUMN conversation_id SET DEFAULT gen_random_uuid(),
        ALTER COLUMN conversation_id SET NOT NULL`);
    // A conversation's messages in order, and the latest answer's frame: one index probe.
    await queryRunner.query(
      'CREATE INDEX chat_messages_user_conversation ON chat_messages (user_id, conversation_id, created_at, id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX chat_messages_user_conversation');
    await queryRunner.query(
      'ALTER TABLE chat_messages DROP COLUMN frame, DROP COLUMN conversation_id',
    );
  }
}
