import { importRealClassic } from './fixtures';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// The assistant's conversations and query frame (issue 31) on the real classic statement (594
// rows, 18 Feb to 6 Sep 2024): a follow-up changes only what it names, a new chat starts
// clean, earlier conversations stay readable and no one else's can be continued; the reply
// states the frame it answered, with figures checked against SQL written here.

const AMA = { phone: '201234567', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah' };

const cedis = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `₵${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
};

type Reply = { response: string; conversationId: string; code?: string; error?: string };
type Message = { role: string; content: string; timestamp: string; conversationId: string };
type Conversation = {
  id: string;
  title: string;
  startedAt: string;
  lastAt: string;
  messageCount: number;
};

describe('the assistant’s conversations', () => {
  let t: TestApp;
  let kofi: string;
  let ama: string;
  const ask = async (token: string, message: string, conversationId?: string, status = 200) =>
    (
      await t
        .http()
        .post('/api/ai/chat')
        .set('Authorization', `Bearer ${token}`)
        .send(conversationId === undefined ? { message } : { message, conversationId })
        .expect(status)
    ).body as Reply;
  const get = async <T>(token: string, path: string, status = 200) =>
    (await t.http().get(path).set('Authorization', `Bearer ${token}`).expect(status)).body as T;
  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await t.db.query<T[]>(sql, params))[0] as T;
  const count = async (from: string, to: string, where = 'true') =>
    (
      await one<{ n: number }>(
        `SELECT count(*)::int AS n FROM transactions
          WHERE date_time >= $1 AND date_time < $2 AND ${where}`,
        [from, to],
      )
    ).n;

  beforeAll(async () => {
    t = await startTestApp({ AI_CHAT_PER_MINUTE: '100' });
    kofi = await register(t, KOFI);
    ama = await register(t, AMA);
    await importRealClassic(t, kofi);
    await t.db.query(`UPDATE users SET is_pro = true, pro_until = now() + interval '30 days'`);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  let first: string;

  it('follows a conversation: each follow-up changes only what it names', async () => {
    const july = await ask(kofi, 'How many transactions did I have in July 2024?');
    expect(july.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    first = july.conversationId;
    // The issue's own example, figure from SQL.
    expect(july.response).toContain(
      `Counting transactions in July 2024, both directions: ${await count('2024-07-01', '2024-08-01')}.`,
    );
    const august = await ask(kofi, 'and in August?', first);
    expect(august.conversationId).toBe(first);
    expect(august.response).toContain(
      `Counting transactions in August 2024, both directions: ${await count('2024-08-01', '2024-09-01')}.`,
    );
    const received = await ask(kofi, 'what about received?', first);
    expect(received.response).toContain(
      `Counting payments you received in August 2024: ${await count('2024-08-01', '2024-09-01', 'amount > 0')}.`,
    );
    const { total } = await one<{ total: string }>(
      `SELECT sum(amount)::text AS total FROM transactions
        WHERE amount > 0 AND date_time >= '2024-08-01' AND date_time < '2024-09-01'`,
    );
    expect((await ask(kofi, 'how much was that?', first)).response).toContain(
      `Adding up money you received in August 2024: ${cedis(total)}.`,
    );
  });

  it('puts the top person forward: "who was the biggest?", then "how many times?" and "show them"', async () => {
    const top = await one<{ last9: string; spent: string; n: number }>(
      `SELECT right(to_from, 9) AS last9, sum(-amount)::text AS spent, count(*)::int AS n
         FROM transactions
        WHERE amount < 0 AND to_from ~ '^\\+?[0-9]{9,12}$'
          AND date_time >= '2024-06-01' AND date_time < '2024-07-01'
        GROUP BY 1 ORDER BY sum(-amount) DESC LIMIT 1`,
    );
    const { conversationId } = await ask(kofi, 'How much did I spend in June 2024?');
    const biggest = await ask(kofi, 'who was the biggest?', conversationId);
    expect(biggest.response).toMatch(
      /^Ranking the people you sent money to in June 2024, by amount: /,
    );
    expect(biggest.response).toContain(`(0${top.last9}) comes first, got ${cedis(top.spent)}`);
    const times = await ask(kofi, 'how many times?', conversationId);
    expect(times.response).toContain(
      `(0${top.last9}) in June 2024: ${top.n} (${cedis(top.spent)})`,
    );
    const list = await ask(kofi, 'show them', conversationId);
    expect(list.response).toContain(
      `in June 2024: ${top.n} transactions, ${cedis(top.spent)} in all.`,
    );
    expect(list.response.split('\n').filter((line) => line.startsWith('• '))).toHaveLength(top.n);
  });

  it('starts a new chat clean: an old topic never leaks into it', async () => {
    const fresh = await ask(kofi, 'and in August?');
    expect(fresh.conversationId).not.toBe(first);
    // Not a count (the first conversation's topic), and not money received: August's totals.
    expect(fresh.response).toMatch(/^Adding up money in and out in August 2024, both directions:/);
  });

  it('keeps earlier conversations readable, the latest first, and only the caller’s', async () => {
    const conversations = await get<Conversation[]>(kofi, '/api/ai/conversations');
    expect(conversations.map((c) => c.title)).toEqual([
      'and in August?',
      'How much did I spend in June 2024?',
      'How many transactions did I have in July 2024?',
    ]);
    expect(conversations[2]).toMatchObject({ id: first, messageCount: 8 });
    const messages = await get<Message[]>(kofi, `/api/ai/chat-history?conversationId=${first}`);
    expect(messages.map((m) => [m.role, m.conversationId])).toEqual(
      Array.from({ length: 8 }, (_, i) => [i % 2 === 0 ? 'user' : 'assistant', first]),
    );
    expect(messages[2]!.content).toBe('and in August?');
    // Without a conversation: the latest messages of all of them, as before.
    expect(await get<Message[]>(kofi, '/api/ai/chat-history')).toHaveLength(8 + 8 + 2);
    // Someone else's conversation: nothing of it, and it cannot be continued.
    expect(await get<Message[]>(ama, `/api/ai/chat-history?conversationId=${first}`)).toEqual([]);
    expect(await get<Conversation[]>(ama, '/api/ai/conversations')).toEqual([]);
    const theirs = await ask(ama, 'and in August?', first, 404);
    expect(theirs.code).toBe('CONVERSATION_NOT_FOUND');
    const unknown = await ask(kofi, 'hi', '00000000-0000-4000-8000-000000000000', 404);
    expect(unknown.code).toBe('CONVERSATION_NOT_FOUND');
    expect((await ask(kofi, 'hi', 'not-an-id', 400)).code).toBe('VALIDATION_FAILED');
    await get(kofi, '/api/ai/chat-history?conversationId=nope', 400);
  });

  it('answers everything the statements cover when no period is named, and says so', async () => {
    const { fees, latest } = await one<{ fees: string; latest: string }>(
      `SELECT sum(fees)::text AS fees,
              sum(fees) FILTER (WHERE date_time >= '2024-09-01')::text AS latest FROM transactions`,
    );
    const { response } = await ask(kofi, 'How much have I paid in fees?');
    expect(response).toContain(
      `Adding up MoMo fees on all your transactions over everything your statements cover (18 Feb 2024 to 6 Sep 2024): ${cedis(fees)}.`,
    );
    expect(response).toContain(`In your latest month, September 2024: ${cedis(latest)}.`);
  });

  it('merges a person by number, and says when a name has several', async () => {
    // PERSON 033 is printed with two numbers; one of those numbers also carries no name.
    const person = await one<{ spent: string; n: number; numbers: string[] }>(
      `WITH n AS (SELECT DISTINCT right(to_from, 9) AS last9 FROM transactions
                   WHERE account_name = 'PERSON 033' AND to_from ~ '^\\+?[0-9]{9,12}$')
       SELECT sum(-t.amount)::text AS spent, count(*)::int AS n,
              (SELECT array_agg('0' || last9 ORDER BY last9) FROM n) AS numbers
         FROM transactions t
        WHERE t.amount < 0 AND (t.account_name = 'PERSON 033' OR right(t.to_from, 9) IN (SELECT last9 FROM n))`,
    );
    expect(person.numbers).toHaveLength(2);
    const { response } = await ask(kofi, 'How much have I sent to PERSON 033?');
    expect(response).toContain(`${cedis(person.spent)} in ${person.n} transactions`);
    expect(response).toContain(
      `PERSON 033 appears with 2 numbers (${person.numbers.join(' and ')}): I counted every transaction with any of them`,
    );
  });

  it('says what is missing and offers the nearest answer', async () => {
    const nobody = await ask(kofi, 'How much did I send to Kwame Mensah?');
    expect(nobody.response).toMatch(
      /^I couldn't find anyone called "Kwame Mensah" in your statements/,
    );
    const { spent } = await one<{ spent: string }>(
      `SELECT sum(-amount)::text AS spent FROM transactions
        WHERE amount < 0 AND date_time >= '2024-02-01' AND date_time < '2024-03-01'`,
    );
    const before = await ask(kofi, 'How much did I spend in 2023?');
    expect(before.response).toMatch(
      /^I don't have transactions for 2023: your statements cover 18 Feb 2024 to 6 Sep 2024\. Here is your earliest month instead\./,
    );
    expect(before.response).toContain(
      `Adding up money you sent in February 2024: ${cedis(spent)}.`,
    );
    // The frame asked is what the conversation keeps: a follow-up changes its period.
    const after = await ask(kofi, 'and in 2024?', before.conversationId);
    expect(after.response).toMatch(/^Adding up money you sent in 2024 \(your statements cover/);
  });

  it('keeps the frame with the answer, not with the question', async () => {
    const rows = await t.db.query<{ role: string; frame: { frame: { measure: string } } | null }[]>(
      `SELECT role, frame FROM chat_messages WHERE conversation_id = $1 ORDER BY id`,
      [first],
    );
    expect(rows.map((row) => [row.role, row.frame?.frame.measure ?? null])).toEqual([
      ['user', null],
      ['assistant', 'count'],
      ['user', null],
      ['assistant', 'count'],
      ['user', null],
      ['assistant', 'count'],
      ['user', null],
      ['assistant', 'amount'],
    ]);
  });

  it('builds a follow-up on the answer just before it, not on one further back', async () => {
    const july = await ask(kofi, 'How many transactions did I have in July 2024?');
    const id = july.conversationId;
    // An answer that is no frame (recurring payments) stands between: "and in August?" has no
    // count to follow, so it is not answered as one.
    await ask(kofi, 'What are my recurring payments?', id);
    const august = await ask(kofi, 'and in August?', id);
    expect(august.response).not.toContain('Counting transactions in August 2024');
  });

  it('answers again when the wallets change, though the transactions did not', async () => {
    const before = await ask(kofi, 'How much did I spend in July 2024?');
    // A second wallet with the number of a party paid in July: payments to it become transfers
    // between the user's own wallets, neither spending nor income.
    const { party } = await one<{ party: string }>(
      `SELECT right(regexp_replace(to_from, '\\D', '', 'g'), 9) AS party FROM transactions
        WHERE amount < 0 AND date_time >= '2024-07-01' AND date_time < '2024-08-01'
          AND length(regexp_replace(to_from, '\\D', '', 'g')) >= 9
        GROUP BY 1 ORDER BY sum(-amount) DESC LIMIT 1`,
    );
    const created = await t
      .http()
      .post('/api/wallets')
      .set('Authorization', `Bearer ${kofi}`)
      .send({ label: 'Savings', provider: 'MTN', momoNumber: `0${party}` })
      .expect(201);
    const after = await ask(kofi, 'How much did I spend in July 2024?');
    expect(after.response).not.toBe(before.response);
    await t
      .http()
      .delete(`/api/wallets/${(created.body as { id: string }).id}`)
      .set('Authorization', `Bearer ${kofi}`)
      .expect(200);
  });
});
