import { render, screen } from '@testing-library/react';
import { DevProviders } from '../dev/DevProviders';
import {
  HistoryLimitNotice,
  StatementAllowanceNotice,
  statementAllowanceUsed,
  type FreePlanUsage,
} from './FreePlanNotices';

const FREE: FreePlanUsage = {
  statementsPerMonth: 1,
  statementsThisMonth: 0,
  historyMonths: 3,
  historyFrom: '2026-02-01',
  hiddenTransactions: 12,
};
const PRO: FreePlanUsage = {
  statementsPerMonth: null,
  statementsThisMonth: 4,
  historyMonths: null,
  historyFrom: null,
  hiddenTransactions: 0,
};

const show = (ui: React.ReactElement) => render(<DevProviders>{ui}</DevProviders>);

describe('free plan notices', () => {
  it('says how much history is shown and how much is kept for Pro', () => {
    show(<HistoryLimitNotice usage={FREE} />);
    expect(screen.getByTestId('history-limit')).toHaveTextContent(
      'The free plan shows your latest 3 months (from 1 Feb 2026). 12 older transactions are kept and will show when you upgrade to Pro.',
    );
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
  });

  it('says nothing when nothing is hidden, or for Pro', () => {
    show(
      <>
        <HistoryLimitNotice usage={{ ...FREE, hiddenTransactions: 0 }} />
        <HistoryLimitNotice usage={PRO} />
        <StatementAllowanceNotice usage={PRO} />
        <HistoryLimitNotice usage={undefined} />
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(statementAllowanceUsed(PRO)).toBe(false);
  });

  it('shows the month’s statement allowance before it is used, and when it is used up', () => {
    const { unmount } = show(<StatementAllowanceNotice usage={FREE} />);
    expect(screen.getByTestId('statement-allowance')).toHaveTextContent(
      'Free plan: 1 statement a month. 0 of 1 used this month',
    );
    expect(statementAllowanceUsed(FREE)).toBe(false);
    unmount();
    const used = { ...FREE, statementsThisMonth: 1 };
    show(<StatementAllowanceNotice usage={used} now={new Date('2026-11-24T12:00:00Z')} />);
    expect(screen.getByTestId('statement-allowance')).toHaveTextContent(
      "You have used this month's free statement (1 of 1). Upgrade to Pro for unlimited uploads, or upload again on 1 Dec 2026.",
    );
    expect(statementAllowanceUsed(used)).toBe(true);
  });
});
