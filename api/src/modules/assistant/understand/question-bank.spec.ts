import { QUESTION_BANK, BANK_CONTEXT } from './question-bank';
import { understand } from './understand';

// The share of the bank understood exactly (intent and calls); the target is 95% (issue 11).
describe('the question bank', () => {
  it('has at least 150 questions', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(150);
    expect(new Set(QUESTION_BANK.map((entry) => entry.q.toLowerCase())).size).toBe(
      QUESTION_BANK.length,
    );
  });

  it('is understood at least 95% of the time', () => {
    const misses: string[] = [];
    for (const entry of QUESTION_BANK) {
      const got = understand(entry.q, BANK_CONTEXT);
      const same =
        got.intent === entry.intent && JSON.stringify(got.calls) === JSON.stringify(entry.calls);
      if (!same) {
        misses.push(
          `${entry.q}\n    expected ${entry.intent} ${JSON.stringify(entry.calls)}\n    got      ${got.intent} ${JSON.stringify(got.calls)}`,
        );
      }
    }
    const share = (QUESTION_BANK.length - misses.length) / QUESTION_BANK.length;
    process.stdout.write(
      `question bank: ${QUESTION_BANK.length - misses.length} of ${QUESTION_BANK.length} understood (${(share * 100).toFixed(1)}%)\n${misses.map((m) => `  miss: ${m}`).join('\n')}\n`,
    );
    expect(share).toBeGreaterThanOrEqual(0.95);
  });
});
