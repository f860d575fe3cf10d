import { CONVERSATIONS, type Conversation } from './assistant-heldout/conversations';
import { QUESTIONS, type Question } from './assistant-heldout/questions';
import { score, tally, type Score } from './assistant-heldout/score';
import { SEALED_CONVERSATIONS, SEALED_QUESTIONS } from './assistant-heldout/sealed';
import { importRealClassic } from './fixtures';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// The held-out measure (issue 31; api/test/assistant-heldout/README.md): a Pro user with the real
// classic statement asks each set's questions, each in a new conversation, and its
// conversations, each in one conversation with its turns in order. Every reply is scored by
// score.ts; the scores and every wrong reply with its reason are printed, and the run fails
// below the set's floors. Two sets:
// - 'held-out' (questions.ts, conversations.ts): written before any rule was, measured, then the
//   rules were fixed (general mechanisms) until it passed. Before the query frame the assistant
//   got 18 of 50 questions and 18 of 77 turns right (docs/assistant.md).
// - 'sealed' (sealed.ts): written apart from both the rules and the first set, and measured only
//   once the work was done; it was not tuned to. Its floors are what it scored then.
type HeldOutSet = {
  name: string;
  questions: readonly Question[];
  conversations: readonly Conversation[];
  floors: { questions: number; turns: number };
};
const SETS: readonly HeldOutSet[] = [
  {
    name: 'held-out',
    questions: QUESTIONS,
    conversations: CONVERSATIONS,
    floors: { questions: 0.97, turns: 0.97 },
  },
  {
    name: 'sealed',
    questions: SEALED_QUESTIONS,
    conversations: SEALED_CONVERSATIONS,
    // Measured once, 2026-11-29, on the finished work: 35 of 40 questions (87.5%), 47 of 48 turns
    // (97.9%); before the query frame 13 of 40 (32.5%) and 10 of 48 (20.8%). Its misses are
    // listed in docs/assistant.md and were left unfixed, so the set stays held out.
    floors: { questions: 0.875, turns: 0.979 },
  },
];
// HELDOUT_SHOW=1 prints every reply, right or wrong.
const SHOW = process.env.HELDOUT_SHOW === '1';

type Reply = { response: string; conversationId?: string };

describe('the assistant on the held-out questions and conversations', () => {
  let t: TestApp;
  let token: string;
  const ask = async (message: string, conversationId?: string): Promise<Reply> =>
    (
      await t
        .http()
        .post('/api/ai/chat')
        .set('Authorization', `Bearer ${token}`)
        .send(conversationId === undefined ? { message } : { message, conversationId })
        .expect(200)
    ).body as Reply;

  beforeAll(async () => {
    // 124 questions in a minute: the fair-use cap is not what this measures.
    t = await startTestApp({ AI_CHAT_PER_MINUTE: '1000' });
    token = await register(t, KOFI);
    await importRealClassic(t, token);
    await t.db.query(
      `UPDATE users SET is_pro = true, pro_until = now() + interval '30 days' WHERE email = lower($1)`,
      [KOFI.email],
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const show = (text: string) => text.replace(/\n/g, ' ⏎ ');

  for (const set of SETS) {
    it(`gets at least ${set.floors.questions * 100}% of the ${set.name} questions right`, async () => {
      const scores: Score[] = [];
      const wrong: string[] = [];
      for (const question of set.questions) {
        const { response } = await ask(question.text);
        const result = score(response, question.expect);
        scores.push(result);
        if (!result.right || SHOW) {
          wrong.push(
            `  ${question.id} "${question.text}"\n    ${result.right ? 'right' : result.reason}\n    reply: ${show(response)}`,
          );
        }
      }
      const { right, total, text } = tally(scores);
      process.stdout.write(`${set.name} questions: ${text}\n${wrong.join('\n')}\n`);
      expect(right / total).toBeGreaterThanOrEqual(set.floors.questions);
    }, 120_000);

    it(`gets at least ${set.floors.turns * 100}% of the ${set.name} conversations' turns right`, async () => {
      const turns: Score[] = [];
      const wrong: string[] = [];
      let whole = 0;
      for (const conversation of set.conversations) {
        let id: string | undefined;
        let allRight = true;
        for (const [index, turn] of conversation.turns.entries()) {
          const reply = await ask(turn.text, id);
          id = reply.conversationId ?? id;
          const result = score(reply.response, turn.expect);
          turns.push(result);
          if (!result.right) allRight = false;
          if (!result.right || SHOW) {
            wrong.push(
              `  ${conversation.id} turn ${index + 1} "${turn.text}"\n    ${result.right ? 'right' : result.reason}\n    reply: ${show(reply.response)}`,
            );
          }
        }
        if (allRight) whole += 1;
      }
      const { right, total, text } = tally(turns);
      process.stdout.write(
        `${set.name} conversations: ${text.replace('right', 'turns right')}, ${whole} of ${set.conversations.length} conversations wholly right\n${wrong.join('\n')}\n`,
      );
      expect(right / total).toBeGreaterThanOrEqual(set.floors.turns);
    }, 120_000);
  }
});
