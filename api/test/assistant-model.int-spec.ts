import { FUNCTION_NAMES } from '../src/modules/assistant/functions/registry';
import { importRealClassic } from './fixtures';
import {
  lastToolResult,
  startOpenAiStub,
  toolResults,
  type ChatRequest,
  type OpenAiStub,
} from './openai-stub';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// The assistant with a language model (AI_BASE_URL, AI_API_KEY, AI_MODEL) against a local server
// that speaks the OpenAI chat-completions protocol with tool calls: the model's reply is used
// only when its figures are the functions'; anything else falls back to the rules' reply.

const AUGUST = { period: { from: '2024-08-01', to: '2024-09-01' } };
const QUESTION = 'How much did I spend in August 2024?';

type Totals = { totals: { spent: string; received: string } };

// The app with its language model at the stub, answering within timeoutMs.
const stubModelEnv = (stub: OpenAiStub, timeoutMs: string) => ({
  AI_BASE_URL: stub.url,
  AI_API_KEY: 'test-key',
  AI_MODEL: 'stub-model',
  AI_TIMEOUT_MS: timeoutMs,
  AI_CHAT_PER_MINUTE: '100',
});

// Kofi on Pro with the real classic statement imported; returns his token.
async function proKofiWithClassic(t: TestApp): Promise<string> {
  const token = await register(t, KOFI);
  await importRealClassic(t, token);
  await t.db.query(`UPDATE users SET is_pro = true, pro_until = now() + interval '1 day'`);
  return token;
}

// Ghana phone numbers in any form: 0244123456, 024-412-3456, +233 24 412 3456, 233244123456,
// 00233…, +233 (0) 24…, 244123456, and masked (024****456, 233 24 XXX 3456).
const GHANA_PHONE =
  /(?:\+\s?|\b00)?233[\s.()-]*0?[\s.()-]*[235]\d(?:[\s.()-]*[\d*xX•]){7}|(?<![\d*])0[\s.()-]*[235]\d(?:[\s.()-]*[\d*xX•]){7}(?!\d)|(?<![\d.])[235]\d{8}(?![\d.])/;
const PLACEHOLDER = /\b(?:Payee|Phone|Wallet) ?#?\d+/i;

// A name as any case, spacing or zero padding of its digits would write it, as a whole word.
function namePattern(name: string): RegExp {
  const body = name
    .trim()
    .split(/(\s+|\d+)/)
    .filter(Boolean)
    .map((piece) =>
      /^\s+$/.test(piece)
        ? '\\s+'
        : /^\d+$/.test(piece)
          ? `0*${piece.replace(/^0+(?=\d)/, '')}`
          : piece.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

// Seeded, so a failure can be replayed: ASSISTANT_PII_SEED=<seed> npx jest …
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Real names for a few of the statement's (redacted) people, so names are not all "PERSON 0nn".
const RENAMED = ['Kwame Mensah', 'ABENA OWUSU-ANSAH', 'Yaw Boakye', 'akosua frimpong'];
const NEVER_PAID = ['Kojo Antwi', 'Efua', 'Adwoa Sarpong', 'Nii Armah'];

describe('the assistant with a model', () => {
  let t: TestApp;
  let stub: OpenAiStub;
  let token: string;
  let rulesReply: string;
  const ask = async (message = QUESTION) => {
    const started = Date.now();
    const res = await t
      .http()
      .post('/api/ai/chat')
      .set('Authorization', `Bearer ${token}`)
      .send({ message })
      .expect(200);
    return { response: (res.body as { response: string }).response, ms: Date.now() - started };
  };
  const lastSource = async () =>
    (
      await t.db.query<{ source: string }[]>(
        `SELECT source FROM chat_messages WHERE role = 'assistant' ORDER BY id DESC LIMIT 1`,
      )
    )[0]!.source;

  beforeAll(async () => {
    stub = await startOpenAiStub();
    t = await startTestApp(stubModelEnv(stub, '1500'));
    token = await proKofiWithClassic(t);
    // What the rules alone say, for comparing fallbacks with.
    stub.script({ status: 500, body: '{"error":{"message":"down"}}' });
    rulesReply = (await ask()).response;
    expect(rulesReply).toMatch(/^Adding up money you sent in August 2024: ₵/);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  it('fills the query frame as its tool, and gets the conversation’s last frame for a follow-up', async () => {
    // Issue 31: the model only fills the frame; the figures come from SQL.
    const JULY = {
      measure: 'count',
      direction: 'both',
      period: { from: '2024-07-01', to: '2024-08-01' },
    };
    stub.script({ toolCalls: [{ name: 'query_transactions', arguments: JULY }] }, (request) => {
      const { totals } = lastToolResult<{ totals: { count: number } }>(request);
      return { text: `Counting transactions in July 2024, both directions: ${totals.count}.` };
    });
    const send = (message: string, conversationId?: string) =>
      t
        .http()
        .post('/api/ai/chat')
        .set('Authorization', `Bearer ${token}`)
        .send(conversationId ? { message, conversationId } : { message })
        .expect(200);
    const first = (await send('How many transactions did I have in July 2024?')).body as {
      response: string;
      conversationId: string;
    };
    const [sql] = await t.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM transactions
        WHERE date_time >= '2024-07-01' AND date_time < '2024-08-01'`,
    );
    expect(first.response).toBe(`Counting transactions in July 2024, both directions: ${sql!.n}.`);
    expect(await lastSource()).toBe('model');
    // The frame's result, not the frame back or who a name was read as.
    expect(stub.requests[1]!.messages.at(-1)!.content).not.toMatch(/"frame"|"person"/);
    expect(stub.requests[0]!.messages[0]!.content).not.toContain('last question');
    stub.script({ status: 500, body: '{"error":{"message":"down"}}' });
    const next = (await send('and in August?', first.conversationId)).body as { response: string };
    const instructions = stub.requests[0]!.messages[0]!.content ?? '';
    expect(instructions).toContain('The conversation’s last question'.replace('’', "'"));
    expect(instructions).toContain('"measure":"count"');
    expect(instructions).toContain('"from":"2024-07-01"');
    // The rules answer the follow-up when the model fails.
    expect(next.response).toMatch(/^Counting transactions in August 2024, both directions: \d+\./);
  });

  it('uses the model’s reply when its figures come from the functions', async () => {
    stub.script({ toolCalls: [{ name: 'get_totals', arguments: AUGUST }] }, (request) => {
      const { totals } = lastToolResult<Totals>(request);
      return {
        text: `You spent GHS ${totals.spent} in August 2024 and received ${totals.received}.`,
      };
    });
    const { response } = await ask();
    const [sql] = await t.db.query<{ spent: string; received: string }[]>(
      `SELECT sum(-amount) FILTER (WHERE amount < 0)::text AS spent,
              sum(amount) FILTER (WHERE amount > 0)::text AS received
         FROM transactions WHERE date_time >= '2024-08-01' AND date_time < '2024-09-01'`,
    );
    expect(response).toBe(
      `You spent GHS ${sql!.spent} in August 2024 and received ${sql!.received}.`,
    );
    expect(await lastSource()).toBe('model');
    // Sent: the instructions, the question, the schemas and the function results; nothing else.
    const [first, second] = stub.requests;
    expect(first!.model).toBe('stub-model');
    expect(first!.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(first!.messages[1]!.content).toBe(QUESTION);
    // Exactly the assistant's functions, and nothing else.
    expect(first!.tools!.map((tool) => tool.function.name).sort()).toEqual(
      [...FUNCTION_NAMES].sort(),
    );
    expect(second!.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
  });

  it('falls back when the model writes a number no function returned', async () => {
    stub.script({ toolCalls: [{ name: 'get_totals', arguments: AUGUST }] }, (request) => {
      const { totals } = lastToolResult<Totals>(request);
      return { text: `You spent ₵${totals.spent} in August 2024, about ₵987.65 on food.` };
    });
    expect((await ask()).response).toBe(rulesReply);
    expect(await lastSource()).toBe('fallback');
  });

  it('falls back when the model answers with figures without calling a function', async () => {
    stub.script({ text: 'You spent ₵1,234.56 in August 2024.' });
    expect((await ask()).response).toBe(rulesReply);
    // Even a small number, which a reply built on results may use as a count.
    stub.script({ text: 'You made 5 payments.' });
    expect((await ask()).response).toBe(rulesReply);
  });

  it('shows the model figures and names, not database ids, colours or icons', async () => {
    stub.script(
      { toolCalls: [{ name: 'get_spending_by_category', arguments: AUGUST }] },
      { text: 'Here is your spending by category.' },
    );
    expect((await ask('spending by category in August 2024')).response).toBe(
      'Here is your spending by category.',
    );
    const content = stub.requests[1]!.messages.at(-1)!.content;
    const sent = typeof content === 'string' ? content : JSON.stringify(content);
    expect(sent).toContain('"spent"');
    expect(sent).not.toMatch(/"(id|color|icon|walletId|categoryId)"|[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('never runs a tool it was not given, nor one with arguments the schema refuses', async () => {
    stub.script(
      { toolCalls: [{ name: 'run_sql', arguments: { sql: 'SELECT * FROM users' } }] },
      { text: 'Done: ₵0.00.' },
    );
    expect((await ask()).response).toBe(rulesReply);
    stub.script(
      {
        toolCalls: [{ name: 'get_totals', arguments: { period: { key: 'forever' }, userId: 'x' } }],
      },
      { text: 'You spent ₵0.00.' },
    );
    expect((await ask()).response).toBe(rulesReply);
    expect(await lastSource()).toBe('fallback');
  });

  it('falls back on a provider error and on a timeout, within the timeout', async () => {
    stub.script({ status: 500, body: '{"error":{"message":"boom"}}' });
    expect((await ask()).response).toBe(rulesReply);
    stub.script({ delayMs: 5000, then: { text: 'late' } });
    const { response, ms } = await ask();
    expect(response).toBe(rulesReply);
    expect(ms).toBeLessThan(1500 + 1500);
  });

  it('stops a model that keeps calling tools after 4 steps, the last without tools', async () => {
    stub.script();
    stub.always({ toolCalls: [{ name: 'get_totals', arguments: AUGUST }] });
    await ask();
    stub.always({ text: 'No more scripted replies.' });
    expect(stub.requests.length).toBe(4);
    expect(stub.requests[3]!.tool_choice).toBe('none');
  });
});

describe('the assistant with a model: personal data', () => {
  let t: TestApp;
  let stub: OpenAiStub;
  let token: string;
  // Everything that says who someone is: every counterparty's name, the user's own name, number
  // and wallet label.
  let names: string[];
  let people: { name: string; key: string }[];
  const seed = Number(process.env.ASSISTANT_PII_SEED ?? Date.now() % 1_000_000);
  const random = randomFrom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  const ask = async (message: string) => {
    const res = await t
      .http()
      .post('/api/ai/chat')
      .set('Authorization', `Bearer ${token}`)
      .send({ message })
      .expect(200);
    return (res.body as { response: string }).response;
  };
  const lastSource = async () =>
    (
      await t.db.query<{ source: string }[]>(
        `SELECT source FROM chat_messages WHERE role = 'assistant' ORDER BY id DESC LIMIT 1`,
      )
    )[0]!.source;
  // What of `secrets` the stub received, anywhere in any request: instructions, question, tool
  // descriptions, tool-call arguments, tool results.
  const leaks = (secrets: string[]) =>
    stub.requests.flatMap((request) => {
      const sent = JSON.stringify(request);
      const phone = GHANA_PHONE.exec(sent);
      return [
        ...(phone ? [`number ${phone[0]}`] : []),
        ...secrets.filter((secret) => namePattern(secret).test(sent)),
      ];
    });

  // The model: first every function whose result names people, and each payee the question
  // names (as it was given them); then a reply that uses the placeholders it was sent.
  const callEverything = (request: ChatRequest) => {
    const question = String(request.messages.find((m) => m.role === 'user')!.content);
    const named = [...new Set(question.match(/\b(?:Payee|Phone) \d+/g) ?? [])];
    const all = { period: { key: 'all' } };
    return {
      toolCalls: [
        { name: 'get_top_recipients', arguments: { ...all, sort: 'spent', limit: 10 } },
        { name: 'get_largest_transactions', arguments: { ...all, direction: 'out', limit: 10 } },
        { name: 'get_largest_transactions', arguments: { ...all, direction: 'in', limit: 10 } },
        { name: 'get_fees', arguments: AUGUST },
        { name: 'get_recurring_payments', arguments: {} },
        { name: 'get_balance', arguments: {} },
        { name: 'get_spending_by_wallet', arguments: all },
        ...named.map((payee) => ({
          name: 'get_payee_spending',
          arguments: { ...all, payee, direction: 'out' },
        })),
      ],
    };
  };
  type Row = Record<string, string>;
  const replyWithNames = (request: ChatRequest) => {
    const results = toolResults(request);
    const first = (name: string, list: string, direction?: string) =>
      (
        results.find((r) => r.name === name && (!direction || r.args.direction === direction))!
          .result[list] as Row[]
      )[0]!;
    const top = first('get_top_recipients', 'recipients');
    const largest = first('get_largest_transactions', 'transactions', 'out');
    const wallet = first('get_balance', 'balances');
    const lines = [
      `• Most paid: ${top.latestAccountName} (${top.number}), ₵${top.totalSpent}`,
      `• Largest: ₵${largest.amount} to ${largest.counterparty}`,
      `• ${wallet.label}: ₵${wallet.balance}`,
      ...results
        .filter((r) => r.name === 'get_payee_spending')
        .map(({ args, result }) => {
          const match = (result.matches as Row[])[0];
          return match
            ? `• ${String(args.payee)}: ₵${match.spent} to ${match.payee}`
            : `• ${String(args.payee)}: nothing`;
        }),
    ];
    return { text: lines.join('\n') };
  };

  beforeAll(async () => {
    stub = await startOpenAiStub();
    t = await startTestApp(stubModelEnv(stub, '3000'));
    token = await proKofiWithClassic(t);
    const paidMost = await t.db.query<{ name: string }[]>(
      `SELECT lower(account_name) AS name FROM transactions
        WHERE amount < 0 AND recipient_key IS NOT NULL AND account_name ILIKE 'person %'
        GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ${RENAMED.length}`,
    );
    for (const [i, { name }] of paidMost.entries()) {
      await t.db.query(`UPDATE transactions SET account_name = $1 WHERE lower(account_name) = $2`, [
        RENAMED[i],
        name,
      ]);
    }
    const counterparties = await t.db.query<{ name: string }[]>(
      `SELECT DISTINCT trim(account_name) AS name FROM transactions
        WHERE length(trim(account_name)) >= 2`,
    );
    names = [
      ...counterparties.map((row) => row.name),
      `${KOFI.firstName} ${KOFI.lastName}`,
      KOFI.firstName,
      KOFI.lastName,
      'classic', // the wallet's label
    ];
    // People paid by number (every payment with a name), with the name their latest one gave.
    people = await t.db.query<{ name: string; key: string }[]>(
      `SELECT (array_agg(trim(account_name) ORDER BY date_time DESC))[1] AS name,
              recipient_key AS key
         FROM transactions WHERE amount < 0 AND recipient_key ~ '^233[0-9]{9}$'
        GROUP BY recipient_key HAVING bool_and(length(trim(account_name)) >= 2)
        ORDER BY recipient_key`,
    );
    expect(names).toEqual(expect.arrayContaining(RENAMED));
    expect(people.length).toBeGreaterThan(20);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  // How a person types a name or a number.
  const nameForms = (name: string) => [
    name,
    name.toUpperCase(),
    name.toLowerCase(),
    name.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase()),
    name.replace(/ /g, '  '),
    name.replace(/\b0+(?=\d)/g, ''), // "Person 19" for "PERSON 019"
    // A person's first name alone.
    ...(RENAMED.includes(name) ? [name.split(/\s+/)[0]!] : []),
  ];
  const numberForms = (key: string) => {
    const n = key.slice(3);
    const [a, b, c] = [n.slice(0, 2), n.slice(2, 5), n.slice(5)];
    return [
      { text: `0${n}`, masked: false },
      { text: `0${a} ${b} ${c}`, masked: false },
      { text: `0${a}-${b}-${c}`, masked: false },
      { text: `(0${a}) ${b} ${c}`, masked: false },
      { text: `+233 ${a} ${b} ${c}`, masked: false },
      { text: `+233${n}`, masked: false },
      { text: `233${n}`, masked: false },
      { text: `00233 ${n}`, masked: false },
      { text: n, masked: false },
      { text: `0${a}****${n.slice(6)}`, masked: true },
      { text: `233 ${a} XXX ${c}`, masked: true },
    ];
  };

  it('never sends a name or a number, in any form, and gives the real ones back', async () => {
    const [apiTop] = (
      (
        await t
          .http()
          .get('/api/insights/recipients?period=all&sort=spent&pageSize=1')
          .set('Authorization', `Bearer ${token}`)
          .expect(200)
      ).body as { items: Row[] }
    ).items;
    type Slots = { typed: string[]; expected: string[] };
    const person = (slots: Slots) => {
      const chosen = pick(people);
      const typed = pick(nameForms(chosen.name));
      slots.typed.push(typed);
      slots.expected.push(`to ${chosen.name}`.toLowerCase());
      return typed;
    };
    const number = (slots: Slots) => {
      const chosen = pick(people);
      const form = pick(numberForms(chosen.key));
      slots.typed.push(form.text);
      slots.expected.push(form.masked ? `${form.text}: nothing` : `to ${chosen.name}`);
      return form.text;
    };
    const neverPaid = (slots: Slots, anyCase: boolean) => {
      const name = pick(NEVER_PAID);
      const typed = anyCase ? pick([name, name.toLowerCase(), name.toUpperCase()]) : name;
      slots.typed.push(typed);
      slots.expected.push(`${typed}: nothing`);
      return typed;
    };
    const templates: ((s: Slots) => string)[] = [
      (s) => `How much did I send to ${person(s)}?`,
      (s) => `how much did i pay ${person(s)} in August 2024`,
      (s) => `What did ${person(s)} receive from me since June 2024?`,
      (s) => `Did I pay ${person(s)} more than ${person(s)}?`,
      (s) => `How much have I sent to ${number(s)}?`,
      (s) => `transfers to ${number(s)} and ${person(s)} this year`,
      (s) => `How much did I give ${neverPaid(s, true)}?`,
      (s) => `What did ${neverPaid(s, false)} send me? And ${person(s)}?`,
      (s) => {
        const phone = pick(numberForms(`233${KOFI.phone}`)).text;
        s.typed.push(`${KOFI.firstName} ${KOFI.lastName}`, phone);
        return `I am ${KOFI.firstName} ${KOFI.lastName}, my number is ${phone}. Who did I pay most?`;
      },
      (s) => `How much is left in my classic wallet, and what did I pay ${person(s)}?`,
      (s) => `${person(s)}: how much in August 2024?`,
    ];
    // Every template once, then as many drawn at random.
    const questions = [...templates, ...templates.map(() => pick(templates))];
    for (const template of questions) {
      const slots: Slots = { typed: [], expected: [] };
      const question = template(slots);
      stub.script(callEverything, replyWithNames);
      const response = await ask(question);
      const context = { seed, question, response };
      expect({ ...context, requests: stub.requests.length }).toEqual({ ...context, requests: 2 });
      // Nothing that says who: not in the question, the results, the arguments or the instructions.
      expect({ ...context, leaks: leaks([...names, ...slots.typed]) }).toEqual({
        ...context,
        leaks: [],
      });
      expect({ ...context, source: await lastSource() }).toEqual({ ...context, source: 'model' });
      // The user reads real names and numbers, and the functions ran for the real payees.
      expect(response).not.toMatch(PLACEHOLDER);
      // The number comes back as the user wrote it when the question named it ("+233 55 000
      // 0124"), else as the statement has it: the same number either way.
      const mostPaid = /^• Most paid: (.+) \(([^)]+)\), ₵(\S+)$/m.exec(response);
      const last9 = (text: string) => text.replace(/\D/g, '').slice(-9);
      expect({
        ...context,
        mostPaid: mostPaid && [mostPaid[1], last9(mostPaid[2]!), mostPaid[3]],
      }).toEqual({
        ...context,
        mostPaid: [apiTop!.latestAccountName, last9(apiTop!.number ?? ''), apiTop!.totalSpent],
      });
      expect(response).toMatch(/^• classic: ₵/m);
      for (const expected of slots.expected) {
        const found = response.toLowerCase().includes(expected.toLowerCase());
        expect({ ...context, expected, found }).toEqual({ ...context, expected, found: true });
      }
    }
  });

  it('falls back when the reply names a placeholder it was never given', async () => {
    stub.script(
      { toolCalls: [{ name: 'get_top_recipients', arguments: { period: { key: 'all' } } }] },
      { text: 'You paid Payee 99 the most.' },
    );
    const response = await ask('Who did I pay the most?');
    expect(response).not.toContain('Payee 99');
    expect(await lastSource()).toBe('fallback');
  });

  it('reads numbers in words as figures, and placeholders as names', async () => {
    stub.script(
      { toolCalls: [{ name: 'get_totals', arguments: AUGUST }] },
      { text: 'You spent nine hundred and ninety-nine thousand cedis in August 2024.' },
    );
    await ask(QUESTION);
    expect(await lastSource()).toBe('fallback');
    // The tenth recipient is "Payee 10" or more: its index is a name, not a figure.
    stub.script(
      {
        toolCalls: [
          { name: 'get_top_recipients', arguments: { period: { key: 'all' }, limit: 10 } },
        ],
      },
      (request) => {
        const { recipients } = lastToolResult<{ recipients: Row[] }>(request);
        const last = recipients.at(-1)!;
        return { text: `${last.latestAccountName} got ₵${last.totalSpent}.` };
      },
    );
    const response = await ask('Who did I pay?');
    expect(await lastSource()).toBe('model');
    expect(response).not.toMatch(PLACEHOLDER);
    expect(response).toMatch(/^\S.* got ₵[\d.]+\.$/);
  });
});
