import type { Budget, InsightsSummary } from '@sikalens/api-client';
import { insightsFor, largePaymentsLink, spendingAlerts } from './alerts';

const APRIL = {
  key: 'latest',
  choice: 'latest',
  label: 'April 2026',
  from: '2026-04-01',
  to: '2026-05-01',
  through: null,
  comparedWith: null,
} as const;
const summary = (spendsAbove300: number, spendsAbove500: number) =>
  ({ period: APRIL, spendsAbove300, spendsAbove500 }) as InsightsSummary;
const budget = (level: Budget['level'], left: string, percent: number) =>
  ({ id: 'b', name: 'Food & Dining', level, left, percent }) as Budget;
const texts = (alerts: { text: string }[]) => alerts.map((alert) => alert.text);

describe('spending alerts', () => {
  it('says nothing when nothing passes a threshold', () => {
    expect(spendingAlerts(summary(0, 0), 20, [budget('ok', '10.00', 50)])).toEqual([]);
  });

  it('counts payments over ₵300 and more than 20 uncategorised', () => {
    expect(texts(spendingAlerts(summary(1, 0), 21, []))).toEqual([
      '1 payment over ₵300 in April 2026.',
      '21 transactions need a category.',
    ]);
    expect(
      texts(spendingAlerts({ ...summary(2, 0), period: { ...APRIL, key: 'all' } }, 0, [])),
    ).toEqual(['2 payments over ₵300 in all.']);
  });

  it('tells a budget nearly spent, used up exactly, and overspent apart', () => {
    expect(
      texts(
        spendingAlerts(undefined, undefined, [
          budget('near', '20.00', 80),
          budget('over', '0.00', 100),
          budget('over', '-5.00', 105),
        ]),
      ),
    ).toEqual([
      'Food & Dining has used 80% of its budget.',
      'Food & Dining has used all of its budget.',
      'Food & Dining is over its budget: 105% spent.',
    ]);
  });
});

describe('the large-payments alert’s link', () => {
  const WALLET = '3f2b8c1e-9a4d-4c7b-8e2f-1a2b3c4d5e6f';

  it('lists exactly the payments counted: out, over ₵300, on the period’s days, in the wallet', () => {
    const [alert] = spendingAlerts(summary(3, 0), 0, [], WALLET);
    expect(alert!.link).toEqual({
      to: `/transactions?type=outgoing&over=300&from=2026-04-01&to=2026-04-30&walletId=${WALLET}`,
      label: 'Review',
    });
    expect(largePaymentsLink({ ...APRIL, from: '2024-02-01', to: '2024-03-01' })).toBe(
      '/transactions?type=outgoing&over=300&from=2024-02-01&to=2024-02-29',
    );
    // All time: no days.
    expect(largePaymentsLink({ ...APRIL, key: 'all', from: null, to: null })).toBe(
      '/transactions?type=outgoing&over=300',
    );
  });
});

describe('AI insights', () => {
  it('speaks of big payments above ₵500 and more than 10 uncategorised only', () => {
    expect(insightsFor(summary(5, 0), 10, undefined)).toEqual([]);
    expect(texts(insightsFor(summary(5, 3), 11, { name: 'Transfers', share: '61.0' }))).toEqual([
      '3 big payments over ₵500 in April 2026. Worth a second look.',
      '11 transactions have no category yet: sorting them sharpens every figure here.',
      'Transfers took 61% of your spending.',
    ]);
  });
});
