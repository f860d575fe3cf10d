import type { MigrationInterface, QueryRunner } from 'typeorm';

// The Pro assistant (issue 11): the conversation, kept server-side (GET /api/ai/chat-history), and
// the questions asked, for the per-user rate limit (counted apart from the history, so clearing
// one never resets the other). `calls` keeps the functions an answer used (names and arguments,
// never results); `source` says who understood the question: the rules, the model, or the rules
// after the model failed.
export class AssistantChat1796169600000 implements MigrationInterface {
  name = 'AssistantChat1796169600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE chat_messages (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role varchar(10) NOT NULL CHECK (role IN ('user', 'assistant')),
        content text NOT NULL,
        source varchar(10) CHECK (source IN ('rules', 'model', 'fallback')),
        calls jsonb,
        created_at timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(
      'CREATE INDEX chat_messages_user_created ON chat_messages (user_id, created_at, id)',
    );
    await queryRunner.query(`
      CREATE TABLE chat_events (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now())`);
    await queryRunner.query(
      'CREATE INDEX chat_events_user_created ON chat_events (user_id, created_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE chat_events');
    await queryRunner.query('DROP TABLE chat_messages');
  }
}
