import { screen } from '@testing-library/react';
import { Route } from '@sikalens/router';
import {
  type Category,
  type FlagCounts,
  type FlaggedExpense,
  type FlaggedExpenses,
  type Transaction,
} from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { aTransaction } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { FlaggedExpensesPage } from '../components/FlaggedExpensesPage';

export { currentQuery } from '../../../testing/render-app';

export function aFlag(
  transaction: Partial<Transaction>,
  flags: FlaggedExpense['flags'] = ['large'],
  reviewed = false,
): FlaggedExpense {
  return { transaction: aTransaction(transaction), flags, reviewed };
}

export function someCounts(overrides: Partial<FlagCounts> = {}): FlagCounts {
  return {
    flagged: 0,
    flaggedAmount: '0.00',
    reviewed: 0,
    large: 0,
    unusual: 0,
    weekend: 0,
    lateNight: 0,
    ...overrides,
  };
}

export function aFlagsResponse(
  items: FlaggedExpense[],
  counts: Partial<FlagCounts> = {},
): FlaggedExpenses {
  return {
    period: {
      key: 'all',
      choice: 'all',
      label: 'All time',
      from: null,
      to: null,
      through: null,
      comparedWith: null,
    },
    counts: someCounts(counts),
    items,
  };
}

const pesewas = (amount: string) => Math.round(Math.abs(Number(amount)) * 100);

// A stand-in for the API's flag list and reviews, with the same rules for what a query returns
// and what the counts cover (not reviewed, whatever the filter). Reviews are kept in `reviewed`.
export function fakeFlagsApi(all: FlaggedExpense[]) {
  const reviewed = new Set(all.filter((item) => item.reviewed).map((item) => item.transaction.id));
  const current = () =>
    all.map((item) => ({ ...item, reviewed: reviewed.has(item.transaction.id) }));
  const flags = mockApi('listFlaggedExpenses').mockImplementation(({ query = {} }) => {
    const open = current().filter((item) => !item.reviewed);
    const has = (kind: FlaggedExpense['flags'][number]) =>
      open.filter((item) => item.flags.includes(kind)).length;
    const items = current()
      .filter((item) => query.includeReviewed || !item.reviewed)
      .filter((item) => !query.type || query.type === 'all' || item.flags.includes(query.type))
      .sort((a, b) =>
        query.sort === 'amount'
          ? pesewas(b.transaction.amount) - pesewas(a.transaction.amount)
          : b.transaction.dateTime.localeCompare(a.transaction.dateTime),
      );
    const total = open.reduce((sum, item) => sum + pesewas(item.transaction.amount), 0);
    return Promise.resolve(
      aFlagsResponse(items, {
        flagged: open.length,
        flaggedAmount: (total / 100).toFixed(2),
        reviewed: reviewed.size,
        large: has('large'),
        unusual: has('unusual'),
        weekend: has('weekend'),
        lateNight: has('late-night'),
      }),
    );
  });
  const markReviewed = mockApi('markFlagReviewed').mockImplementation(({ path }) => {
    reviewed.add(path!.transactionId);
    return Promise.resolve();
  });
  const unmarkReviewed = mockApi('unmarkFlagReviewed').mockImplementation(({ path }) => {
    reviewed.delete(path!.transactionId);
    return Promise.resolve();
  });
  return { flags, markReviewed, unmarkReviewed, reviewed };
}

export const FOOD: Category = {
  id: 'c-food',
  name: 'Food & Dining',
  type: 'expense',
  color: '#F97316',
  icon: 'utensils',
  monthlyBudget: null,
  isDefault: true,
  transactionCount: 0,
  monthTotal: '0.00',
};
export const SALARY: Category = { ...FOOD, id: 'c-salary', name: 'Salary', type: 'income' };

export function renderFlags(url = '/flagged-expenses') {
  return renderApp(url, <Route path="/flagged-expenses" element={<FlaggedExpensesPage />} />);
}

// The toast card whose title this is.
export async function findToast(title: string): Promise<HTMLElement> {
  const card = (await screen.findByText(title)).closest<HTMLElement>('[data-toast]');
  if (!card) throw new Error(`No toast card around '${title}'`);
  return card;
}
