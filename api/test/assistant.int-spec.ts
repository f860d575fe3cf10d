import { MONTHS } from '../src/modules/insights/period';
import { importRealClassic } from './fixtures';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// The Pro assistant on the real classic statement (594 rows, Mar–Sep 2024, imported through the
// real parser): gating, rate limit, history, ownership, and its figures against SQL written here.

const AMA = { phone: '201234567', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah' };

// "1234.5" → "₵1,234.50", as the assistant writes money.
const cedis = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `₵${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
};

describe('the assistant', () => {
  let t: TestApp;
  let kofi: string;
  let ama: string;
  const ask = async (token: string, message: string, status = 200) =>
    (
      await t
        .http()
        .post('/api/ai/chat')
        .set('Authorization', `Bearer ${token}`)
        .send({ message })
        .expect(status)
    ).body as { response: string; code?: string; error?: string };
  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await t.db.query<T[]>(sql, params))[0] as T;

  beforeAll(async () => {
    t = await startTestApp();
    kofi = await register(t, KOFI);
    ama = await register(t, AMA);
    await importRealClassic(t, kofi);
    await t.db.query(
      `UPDATE users SET is_pro = true, pro_until = now() + interval '30 days' WHERE email = lower($1)`,
      [KOFI.email],
    );
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is for Pro users: a free user gets 403 PRO_REQUIRED with an upgrade message', async () => {
    const body = await ask(ama, 'How much did I spend?', 403);
    expect(body.code).toBe('PRO_REQUIRED');
    expect(body.error).toMatch(/AI assistant is part of SikaLens Pro\. Upgrade to Pro/);
    const history = await t
      .http()
      .get('/api/ai/chat-history')
      .set('Authorization', `Bearer ${ama}`)
      .expect(403);
    expect((history.body as { code: string }).code).toBe('PRO_REQUIRED');
    await t.http().post('/api/ai/chat').send({ message: 'hi' }).expect(401);
    await t.http().get('/api/ai/chat-history').expect(401);
  });

  it('refuses a blank or overlong question', async () => {
    expect((await ask(kofi, '   ', 400)).error).toMatch(/Type a question first/);
    expect((await ask(kofi, 'x'.repeat(1001), 400)).error).toMatch(/at most 1000 characters/);
  });

  it('answers spending in a month with the figure SQL gives', async () => {
    const { spent } = await one<{ spent: string }>(
      `SELECT sum(-amount)::text AS spent FROM transactions
        WHERE amount < 0 AND date_time >= '2024-08-01' AND date_time < '2024-09-01'`,
    );
    const { response } = await ask(kofi, 'How much did I spend in August 2024?');
    // The reply states the frame it answered (issue 31).
    expect(response).toContain(`Adding up money you sent in August 2024: ${cedis(spent)}.`);
  });

  it('names the biggest category with its amount', async () => {
    const top = await one<{ name: string; spent: string }>(
      `SELECT coalesce(c.name, 'Other Expenses') AS name, sum(-t.amount)::text AS spent
         FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
        WHERE t.amount < 0 AND t.date_time >= '2024-07-01' AND t.date_time < '2024-08-01'
        GROUP BY 1 ORDER BY sum(-t.amount) DESC LIMIT 1`,
    );
    const { response } = await ask(kofi, 'whats my biggest spending category in july 2024');
    expect(response).toContain(`is ${top.name}: ${cedis(top.spent)}`);
  });

  it('answers money sent to a person by name, misspelt or not', async () => {
    const person = await one<{ spent: string; n: number }>(
      `SELECT sum(-amount)::text AS spent, count(*)::int AS n FROM transactions
        WHERE amount < 0 AND account_name = 'PERSON 001'`,
    );
    const { response } = await ask(kofi, 'how much did I send to person 001');
    expect(response).toContain(cedis(person.spent));
    expect(response).toContain(`${person.n} transaction`);
  });

  it('says when the statements do not cover the period asked, and answers for the latest month', async () => {
    const { spent } = await one<{ spent: string }>(
      `SELECT sum(-amount)::text AS spent FROM transactions
        WHERE amount < 0 AND date_time >= '2024-09-01' AND date_time < '2024-10-01'`,
    );
    const { response } = await ask(kofi, 'how much did I spend this month');
    expect(response).toMatch(
      /^I don't have transactions for \w+ \d{4}: your statements cover \d+ \w{3} 2024 to 6 Sep 2024\./,
    );
    expect(response).toContain(`Adding up money you sent in September 2024: ${cedis(spent)}.`);
  });

  it('answers fees and E-Levy, and says what it can do when it does not understand', async () => {
    const fees = await one<{ fees: string; tax: string }>(
      `SELECT sum(fees)::text AS fees, sum(tax)::text AS tax FROM transactions
        WHERE date_time >= '2024-08-01' AND date_time < '2024-09-01'`,
    );
    const { response } = await ask(kofi, 'my momo charges in aug 2024');
    expect(response).toContain(`MoMo fees: ${cedis(fees.fees)}; E-Levy: ${cedis(fees.tax)}`);
    const help = await ask(kofi, 'purple elephants dancing');
    expect(help.response).toMatch(/^Sorry, I didn't understand that\./);
    expect(help.response).toContain('• How much did I spend on food this month?');
  });

  it('answers money received from a person, the dearest month and the balance', async () => {
    // People are numbers (issue 31): the name's numbers, and every row with them, whatever name
    // it carries.
    const sender = await one<{ name: string; received: string; n: number }>(
      `WITH s AS (SELECT account_name AS name FROM transactions
                   WHERE amount > 0 AND account_name ~ '^[A-Za-z ]+[0-9]+$'
                   GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1),
            n AS (SELECT DISTINCT right(regexp_replace(t.to_from, '\\D', '', 'g'), 9) AS last9
                    FROM transactions t, s WHERE t.account_name = s.name AND t.to_from ~ '^\\+?[0-9]{9,12}$')
       SELECT s.name, sum(t.amount)::text AS received, count(*)::int AS n
         FROM transactions t, s
        WHERE t.amount > 0 AND (t.account_name = s.name
              OR (t.to_from ~ '^\\+?[0-9]{9,12}$' AND right(regexp_replace(t.to_from, '\\D', '', 'g'), 9) IN (SELECT last9 FROM n)))
        GROUP BY s.name`,
    );
    const from = await ask(kofi, `how much did I receive from ${sender.name.toLowerCase()}`);
    expect(from.response).toContain(
      `Adding up money you received from ${sender.name} over everything your statements cover (18 Feb 2024 to 6 Sep 2024): ${cedis(sender.received)} in ${sender.n} transactions`,
    );
    const month = await one<{ month: string; spent: string }>(
      `SELECT to_char(date_time, 'YYYY-MM') AS month, sum(-amount)::text AS spent
         FROM transactions WHERE amount < 0 GROUP BY 1 ORDER BY sum(-amount) DESC LIMIT 1`,
    );
    const label = `${MONTHS[Number(month.month.slice(5)) - 1]} ${month.month.slice(0, 4)}`;
    expect((await ask(kofi, 'which month did I spend the most')).response).toContain(
      `Ranking months by amount, money you sent over everything your statements cover (18 Feb 2024 to 6 Sep 2024): ${label} comes first, with ${cedis(month.spent)}.`,
    );
    const latest = await one<{ balance: string }>(
      'SELECT balance::text AS balance FROM transactions ORDER BY date_time DESC, transaction_id DESC LIMIT 1',
    );
    expect((await ask(kofi, 'what is my balance?')).response).toContain(
      `Your balance was ${cedis(latest.balance)} after your latest transaction`,
    );
  });

  it('keeps the conversation, oldest first, and only the caller sees it', async () => {
    const history = (
      await t.http().get('/api/ai/chat-history').set('Authorization', `Bearer ${kofi}`).expect(200)
    ).body as { role: string; content: string; timestamp: string }[];
    expect(history.length).toBe(18);
    expect(history[0]).toMatchObject({
      role: 'user',
      content: 'How much did I spend in August 2024?',
    });
    expect(history[1]!.role).toBe('assistant');
    const times = history.map((m) => m.timestamp);
    expect([...times].sort()).toEqual(times);
    await t.db.query(
      `UPDATE users SET is_pro = true, pro_until = now() + interval '30 days' WHERE email = lower($1)`,
      [AMA.email],
    );
    const theirs = (
      await t.http().get('/api/ai/chat-history').set('Authorization', `Bearer ${ama}`).expect(200)
    ).body as unknown[];
    expect(theirs).toEqual([]);
  });

  it("never sees another user's transactions", async () => {
    const { response } = await ask(ama, 'how much did I send to person 001');
    expect(response).toBe(
      "I don't have any transactions for you yet. Upload a MoMo statement and ask me again.",
    );
  });
});

describe('the assistant rate limit', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a question over AI_CHAT_PER_MINUTE with 429 and Retry-After', async () => {
    t = await startTestApp({ AI_CHAT_PER_MINUTE: '3' });
    const token = await register(t, KOFI);
    await t.db.query(`UPDATE users SET is_pro = true, pro_until = now() + interval '1 day'`);
    const send = () =>
      t
        .http()
        .post('/api/ai/chat')
        .set('Authorization', `Bearer ${token}`)
        .send({ message: 'help' });
    const replies = await Promise.all([send(), send(), send(), send(), send()]);
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = replies.find((reply) => reply.status === 429)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((limited.body as { error: string }).error).toMatch(/asking questions very quickly/);
  });
});
