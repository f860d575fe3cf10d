import { FUNCTION_NAMES } from '../src/modules/assistant/functions/registry';
import { importRealClassic } from './fixtures';
import { lastToolResult, startOpenAiStub, type OpenAiStub } from './openai-stub';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// The assistant with a language model (AI_BASE_URL, AI_API_KEY, AI_MODEL) against a local server
// that speaks the OpenAI chat-completions protocol with tool calls: the model's reply is used
// only when its figures are the functions'; anything else falls back to the rules' reply.

const AUGUST = { period: { from: '2024-08-01', to: '2024-09-01' } };
const QUESTION = 'How much did I spend in August 2024?';

type Totals = { totals: { spent: string; received: string } };

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
    t = await startTestApp({
      AI_BASE_URL: stub.url,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'stub-model',
      AI_TIMEOUT_MS: '1500',
      AI_CHAT_PER_MINUTE: '100',
    });
    token = await register(t, KOFI);
    await importRealClassic(t, token);
    await t.db.query(`UPDATE users SET is_pro = true, pro_until = now() + interval '1 day'`);
    // What the rules alone say, for comparing fallbacks with.
    stub.script({ status: 500, body: '{"error":{"message":"down"}}' });
    rulesReply = (await ask()).response;
    expect(rulesReply).toMatch(/^In August 2024 you spent ₵/);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await stub?.close();
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
