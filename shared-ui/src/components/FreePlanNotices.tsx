import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useShell } from '@sikalens/contract';
import { formatDate } from '../format/date';

// The free plan's limits, shown before the user reaches them (GET /api/subscription `usage`).
export type FreePlanUsage = {
  statementsPerMonth: number | null;
  statementsThisMonth: number;
  historyMonths: number | null;
  historyFrom: string | null;
  hiddenTransactions: number;
};

function UpgradeButton() {
  const { openUpgradeDialog } = useShell();
  return (
    <Button color="inherit" size="small" onClick={openUpgradeDialog}>
      Upgrade
    </Button>
  );
}

// On a phone the Upgrade button goes under the message, which keeps the whole width.
const NOTICE_SX = {
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  '& .MuiAlert-message': { flex: { xs: '1 1 calc(100% - 40px)', sm: '1 1 auto' } },
  '& .MuiAlert-action': {
    ml: { xs: 4.5, sm: 'auto' },
    pl: { xs: 0, sm: 2 },
    pt: { xs: 0, sm: 0.5 },
  },
} as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** History and dashboard: older transactions kept but not shown on the free plan. */
export function HistoryLimitNotice({ usage }: { usage: FreePlanUsage | undefined }) {
  if (!usage?.historyFrom || usage.historyMonths === null || usage.hiddenTransactions === 0) {
    return null;
  }
  return (
    <Alert severity="info" action={<UpgradeButton />} sx={NOTICE_SX} data-testid="history-limit">
      The free plan shows your latest {plural(usage.historyMonths, 'month')} (from{' '}
      {formatDate(usage.historyFrom)}). {plural(usage.hiddenTransactions, 'older transaction')}{' '}
      {usage.hiddenTransactions === 1 ? 'is' : 'are'} kept and will show when you upgrade to Pro.
    </Alert>
  );
}

// The first day of next month, for "upload again on …".
function nextMonthStart(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
}

/** Upload: this month's statements on the free plan. */
export function StatementAllowanceNotice({
  usage,
  now = new Date(),
}: {
  usage: FreePlanUsage | undefined;
  now?: Date;
}) {
  if (!usage || usage.statementsPerMonth === null) return null;
  const limit = usage.statementsPerMonth;
  const used = Math.min(usage.statementsThisMonth, limit);
  if (used >= limit) {
    return (
      <Alert
        severity="warning"
        action={<UpgradeButton />}
        sx={NOTICE_SX}
        data-testid="statement-allowance"
      >
        You have used this month&apos;s free {limit === 1 ? 'statement' : 'statements'} ({used} of{' '}
        {limit}). Upgrade to Pro for unlimited uploads, or upload again on{' '}
        {formatDate(nextMonthStart(now))}.
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      action={<UpgradeButton />}
      sx={NOTICE_SX}
      data-testid="statement-allowance"
    >
      Free plan: {plural(limit, 'statement')} a month. {used} of {limit} used this month; a
      statement that adds nothing new does not count.
    </Alert>
  );
}

/** True when a free user has no statement left this month. */
export const statementAllowanceUsed = (usage: FreePlanUsage | undefined): boolean =>
  usage !== undefined &&
  usage.statementsPerMonth !== null &&
  usage.statementsThisMonth >= usage.statementsPerMonth;
