import { CONVERSATIONS } from './conversations';
import { QUESTIONS } from './questions';
import { countsIn, moneyIn, score, tally } from './score';
import { coverage, numbersOf, select, total, count, statement } from './statement';

// The scorer and the bank's own shape. No database: named .int-spec.ts only because Jest's
// testMatch runs nothing else under test/ (unit specs live beside the code in src/).

describe('the held-out scorer', () => {
  it('reads money however a reply writes it', () => {
    for (const reply of [
      'You paid ₵1,234.56 in fees.',
      'You paid GHS 1234.56 in fees.',
      'You paid 1,234.56 in fees.',
      'You paid 1234.56 cedis in fees.',
      'You paid GH₵ 1,234.56 in fees.',
      'Spent: -₵1,234.56',
    ]) {
      expect(score(reply, { figures: ['1234.56'] })).toEqual({
        right: true,
        reason: expect.any(String) as string,
      });
    }
    expect(moneyIn('₵1,550 and 20 cedis')).toEqual([155000n, 2000n]);
    // A whole number without a currency mark is not money: a count, a year, a day.
    expect(moneyIn('110 transactions in July 2024')).toEqual([]);
    expect(moneyIn('fees were 12.50% of spending')).toEqual([]);
  });

  it('wants every expected figure, as often as it is expected', () => {
    expect(score('You sent ₵18.50.', { figures: ['18.50', '18.50'] })).toEqual({
      right: false,
      reason: '₵18.50 is missing',
    });
    expect(score('₵18.50 on 18 Apr, ₵18.50 on 18 Apr', { figures: ['18.50', '18.50'] }).right).toBe(
      true,
    );
    expect(score('You spent ₵1,515.00.', { figures: ['1550.00'] }).right).toBe(false);
  });

  it('reads counts as whole numbers, not money, dates, times, numbers or names', () => {
    expect(countsIn('Counting transactions in July 2024, both directions: 110')).toContain(110);
    expect(score('You had 110 transactions in July 2024.', { count: 110 }).right).toBe(true);
    expect(score('You received money once in September 2024.', { count: 1 }).right).toBe(true);
    expect(score('1,024 transactions', { count: 1024 }).right).toBe(true);
    expect(countsIn('In one payment. No one else. One of them, twice.')).toEqual([1, 2]);
    expect(countsIn('₵110.00 on 6 Sep 2024 at 08:28, from 0240000105 (PERSON 019)')).toEqual([]);
    expect(countsIn('₵110 and 24 cedis, 5th May, May 15, 1–15 May')).toEqual([]);
    expect(score('You sent ₵110.00 in July 2024.', { count: 110 })).toEqual({
      right: false,
      reason: 'the count 110 is missing',
    });
  });

  it('matches names whatever their case, and any one of several', () => {
    expect(score('Person 006 sent you the most.', { names: ['PERSON 006'] }).right).toBe(true);
    expect(score('PERSON 0061 sent you the most.', { names: ['PERSON 006'] }).right).toBe(false);
    expect(
      score('Mostly PERSON 069.', { names: [{ anyOf: ['Person 081', 'PERSON 069'] }] }),
    ).toEqual({ right: true, reason: expect.any(String) as string });
    expect(
      score('Mostly Person 012.', { names: [{ anyOf: ['Person 081', 'PERSON 069'] }] }),
    ).toEqual({ right: false, reason: 'one of Person 081 / PERSON 069 is not named' });
  });

  it('wants the months and years of the period answered', () => {
    const period = ['February', 'September', '2024'];
    expect(score('From Feb to Sept 2024 you paid ₵61.46.', { period }).right).toBe(true);
    expect(score('18 February – 6 September 2024: ₵61.46', { period }).right).toBe(true);
    expect(score('2024-02-18 to 2024-09-06: ₵61.46', { period }).right).toBe(true);
    expect(score('In September 2024 you paid ₵0.13.', { figures: ['61.46'], period })).toEqual({
      right: false,
      reason: '₵61.46 is missing; the period word February is missing',
    });
    // The year alone is not the month asked about.
    expect(score('In 2024 you spent ₵10.00.', { period: ['July', '2024'] }).right).toBe(false);
  });

  it('wants a reply about nothing to say so, and any reply to have understood', () => {
    const none = { none: true, period: ['2023'] };
    expect(
      score('You have no transactions in 2023. Your statements cover Feb–Sep 2024.', none),
    ).toEqual({ right: true, reason: expect.any(String) as string });
    expect(score("Your statements don't cover 2023.", none).right).toBe(true);
    expect(score('2023 isn’t covered by your statements.', none).right).toBe(true);
    expect(score('In 2023 you spent ₵15,810.40.', none)).toEqual({
      right: false,
      reason: 'the reply does not say nothing was found',
    });
    expect(score("Sorry, I didn't understand that. ₵61.46", { figures: ['61.46'] })).toEqual({
      right: false,
      reason: 'the reply did not understand',
    });
  });

  it('tallies a run', () => {
    const right = { right: true, reason: '' };
    const wrong = { right: false, reason: '' };
    expect(tally([right, right, wrong]).text).toBe('2 of 3 right (66.7%)');
  });
});

describe('the held-out bank', () => {
  it('reads the statement as the issue describes it', () => {
    expect(statement()).toHaveLength(594);
    expect(coverage()).toEqual({ from: '2024-02-18', to: '2024-09-06' });
    // Issue 31's own figures: ₵61.46 in fees over the statements, 110 transactions in July 2024.
    expect(total(select(), 'fees')).toBe('61.46');
    expect(count(select({ period: { from: '2024-07-01', to: '2024-07-31' } }))).toBe(110);
    // A name leads to every number it appears with.
    expect(numbersOf('PERSON 033')).toEqual(['233550000163', '233590000133']);
  });

  it('has 50 questions and 20 conversations of 3 to 5 turns, each expecting something', () => {
    expect(QUESTIONS).toHaveLength(50);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(50);
    expect(CONVERSATIONS).toHaveLength(20);
    for (const { turns } of CONVERSATIONS) {
      expect(turns.length).toBeGreaterThanOrEqual(3);
      expect(turns.length).toBeLessThanOrEqual(5);
    }
    const expects = [
      ...QUESTIONS.map((q) => q.expect),
      ...CONVERSATIONS.flatMap((c) => c.turns.map((t) => t.expect)),
    ];
    for (const e of expects) {
      const checks =
        (e.figures?.length ?? 0) + (e.count === undefined ? 0 : 1) + (e.names?.length ?? 0);
      expect(e.none === true || checks > 0).toBe(true);
      expect(e.none === true || (e.period?.length ?? 0) > 0).toBe(true);
    }
    expect(QUESTIONS.filter((q) => q.expect.none).length).toBeGreaterThanOrEqual(3);
  });
});
