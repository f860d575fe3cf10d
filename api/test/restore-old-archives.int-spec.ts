import { DeletedDataSealer } from '../src/modules/account-data/deleted-data-sealer';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// An archive made before a column was added (chat_messages.conversation_id, issue 31) restores:
// the temporary table it is unpacked into takes the real table's columns without their NOT NULL,
// and the part's restoreAs fills the value in (earlier messages become one conversation).
describe('restoring an archive made before a column was added', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await register(t, KOFI);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('brings chat messages archived without a conversation back as one conversation', async () => {
    const auth = { Authorization: `Bearer ${token}` };
    const [user] = await t.db.query<{ id: string }[]>(
      `SELECT id FROM users WHERE email = lower($1)`,
      [KOFI.email],
    );
    await t.db.query(
      `INSERT INTO chat_messages (user_id, role, content, source)
       VALUES ($1, 'user', 'How much did I spend on food?', NULL),
              ($1, 'assistant', 'You spent ₵120.00 on Food & Dining.', 'rules')`,
      [user!.id],
    );
    await t.http().delete('/api/auth/delete-data').set(auth).expect(200);
    expect(
      await t.db.query(`SELECT 1 FROM chat_messages WHERE user_id = $1`, [user!.id]),
    ).toHaveLength(0);

    // The archive as an older server wrote it: its chat rows have no conversation_id.
    const sealer = t.app.get(DeletedDataSealer);
    const [archive] = await t.db.query<{ id: string; sealed: Buffer }[]>(
      `SELECT id, sealed FROM deleted_data WHERE user_id = $1`,
      [user!.id],
    );
    const doc = JSON.parse((await sealer.open(archive!.id, user!.id, archive!.sealed))!) as {
      tables: { chat_messages: Record<string, unknown>[] };
    };
    expect(doc.tables.chat_messages).toHaveLength(2);
    for (const row of doc.tables.chat_messages) delete row['conversation_id'];
    await t.db.query(`UPDATE deleted_data SET sealed = $2 WHERE id = $1`, [
      archive!.id,
      await sealer.seal(archive!.id, user!.id, JSON.stringify(doc)),
    ]);

    await t.http().post('/api/auth/restore-data').set(auth).expect(200);
    const back = await t.db.query<{ conversation_id: string }[]>(
      `SELECT conversation_id FROM chat_messages WHERE user_id = $1`,
      [user!.id],
    );
    expect(back).toHaveLength(2);
    expect(new Set(back.map((row) => row.conversation_id)).size).toBe(1);
  }, 60_000);
});
