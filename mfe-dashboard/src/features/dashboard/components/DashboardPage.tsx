import { useCallback, useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import {
  errorMessage,
  useBudgets,
  useCategoryBreakdown,
  useFeesAndLevies,
  useInsightsSummary,
  useDetailedTransactions,
  useMarkNotificationRead,
  useNotifications,
  useSubscription,
  useUncategorisedCount,
  useWallets,
  type InsightsPeriod,
  type InsightsScope,
  type AppNotification,
  type TrendGranularity,
} from '@sikalens/api-client';
import {
  HistoryLimitNotice,
  LoadError,
  PageHeader,
  UploadStatementButton,
  greetingName,
  timeOfDayGreeting,
  useAuth,
  useShell,
  useToast,
} from '@sikalens/shared-ui';
import { WalletsSection } from '../../wallets/components/WalletsSection';
import { useDashboardParams } from '../hooks/useDashboardParams';
import { useLatestMonthNote } from '../hooks/useLatestMonthNote';
import { useUploadWatch } from '../hooks/useUploadWatch';
import { insightsFor, spendingAlerts } from '../utils/alerts';
import { scopeOf, trendFor } from '../utils/dashboard-params';
import { coverageText, isThisMonth, monthName } from '../utils/period-text';
import { AiInsightsCard } from './AiInsightsCard';
import { AiPromoCard } from './AiPromoCard';
import { BarChart } from './BarChart';
import { BudgetsCard } from './BudgetsCard';
import { CategoryBreakdownCard } from './CategoryBreakdownCard';
import { DashboardFilters } from './DashboardFilters';
import { EmptyPeriodNotice } from './EmptyPeriodNotice';
import { FeesCard } from './FeesCard';
import { FirstSteps, type FirstStep } from './FirstSteps';
import { LatestMonthNote } from './LatestMonthNote';
import { RECENT_TRANSACTIONS, RecentTransactions } from './RecentTransactions';
import { FrequentRecipientsCard, TopRecipientCard } from './RecipientsCards';
import { SpendingAlerts } from './SpendingAlerts';
import { SpendingTrendsCard } from './SpendingTrendsCard';
import { SummaryCards } from './SummaryCards';

// Budgets are monthly: a longer period shows them against the latest month with data.
const MONTH_PERIODS: readonly InsightsPeriod[] = ['latest', 'this-month', 'last-month'];

// Unread budget alerts listed at once; older ones show as these are dismissed.
const UNREAD_SHOWN = 5;

const TWO_COLUMNS = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
};

export function DashboardPage() {
  const { user } = useAuth();
  const { openUpgradeDialog } = useShell();
  const name = greetingName(user);
  const isPro = !!user?.isPro;
  const subscription = useSubscription();
  const { params, update } = useDashboardParams();
  const wallets = useWallets();
  const { categorising } = useUploadWatch();
  // The charts' code, fetched beside the page's data rather than when the first chart renders.
  useEffect(() => BarChart.preload(), []);

  // A wallet in the link that is not (or no longer) one of the user's: show all wallets.
  const walletList = wallets.data;
  const selectedWallet = walletList?.find((wallet) => wallet.id === params.walletId) ?? null;
  useEffect(() => {
    if (walletList && params.walletId && !selectedWallet) update({ walletId: null });
  }, [walletList, params.walletId, selectedWallet, update]);

  // Only a wallet the user has is asked about (a stale link would only get 404s).
  const walletId = selectedWallet?.id;
  // The cards are memoised and each asks for its own data: a stable scope and stable callbacks
  // keep one query's answer from re-rendering every card (a seconds-long task on a phone).
  const { period, month } = params;
  const scope: InsightsScope = useMemo(
    () => scopeOf({ period, month }, walletId),
    [period, month, walletId],
  );
  // A month of the data is a month for budgets too.
  const budgetScope: InsightsScope = useMemo(
    () =>
      month !== null
        ? scope
        : { ...scope, period: MONTH_PERIODS.includes(period) ? period : 'latest' },
    [scope, period, month],
  );
  const granularity = trendFor(params);
  const summary = useInsightsSummary(scope);
  const latestMonth = useLatestMonthNote(month === null ? period : null, summary.data);
  const { dismiss: dismissLatestMonth } = latestMonth;
  const showAllTime = useCallback(() => {
    dismissLatestMonth();
    update({ period: 'all' });
  }, [dismissLatestMonth, update]);
  const showLatest = useCallback(() => update({ period: 'latest' }), [update]);
  const fees = useFeesAndLevies(scope);
  const breakdown = useCategoryBreakdown(scope);
  const budgets = useBudgets(budgetScope);
  // The count only (one row asked for): the categories screen's figure, in the same cache entry.
  const uncategorised = useUncategorisedCount();
  // The budget alerts the user chose to see in the app, until dismissed.
  const notifications = useNotifications({ unread: true, limit: UNREAD_SHOWN });
  const markRead = useMarkNotificationRead();
  const { toast } = useToast();
  const uncategorisedCount = uncategorised.data;
  const selectWallet = useCallback((walletId: string | null) => update({ walletId }), [update]);
  const changeGranularity = useCallback(
    (granularity: TrendGranularity) => update({ granularity }),
    [update],
  );
  const { mutate: markNotificationRead } = markRead;
  const dismiss = useCallback(
    (notification: AppNotification) =>
      markNotificationRead(notification.id, {
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      }),
    [markNotificationRead, toast],
  );

  // Whether the user (or the chosen wallet) has any transaction at all, whatever the period.
  const recent = useDetailedTransactions(walletId, RECENT_TRANSACTIONS);
  const hasTransactions = (recent.data?.length ?? 0) > 0;
  // A new user's first steps (issue 30): no wallet yet, or wallets and no transaction in any.
  const walletCount = walletList?.length;
  const firstStep: FirstStep | null =
    walletCount === 0
      ? 'wallet'
      : walletCount !== undefined && recent.data !== undefined && !hasTransactions && !walletId
        ? 'statement'
        : null;
  // A period the statements do not reach (a calendar period after an old statement): said in
  // words, with the way to the latest month (issue 30). Only once the figures are this period's.
  const shown = summary.isPlaceholderData ? undefined : summary.data;
  const latestWithData = shown?.coverage.months.at(-1);
  const emptyPeriod =
    shown !== undefined &&
    shown.transactionCount === 0 &&
    shown.period.key !== 'all' &&
    latestWithData !== undefined &&
    shown.coverage.first !== null &&
    shown.coverage.last !== null
      ? {
          period: shown.period.label,
          // What the plan shows (the API trims it to a free plan's window, as the months).
          covered: coverageText(shown.coverage.first, shown.coverage.last),
          freePlan: !isPro,
          latestMonth: monthName(latestWithData),
        }
      : null;
  // The spend forecast is for this calendar month only.
  const showForecast = summary.data ? isThisMonth(summary.data.period, new Date()) : false;
  const budgetList = budgets.data?.budgets;
  const alerts = useMemo(
    () => spendingAlerts(summary.data, uncategorisedCount, budgetList ?? [], walletId ?? null),
    [summary.data, uncategorisedCount, budgetList, walletId],
  );
  const topCategory = breakdown.data?.categories[0];
  const insights = useMemo(
    () => insightsFor(summary.data, uncategorisedCount, topCategory),
    [summary.data, uncategorisedCount, topCategory],
  );

  const spendingAlertsSection = (
    <SpendingAlerts
      alerts={alerts}
      notifications={notifications.data?.notifications}
      onDismiss={dismiss}
    />
  );
  const periodCards = (
    <>
      {spendingAlertsSection}
      <Box sx={TWO_COLUMNS}>
        <SpendingTrendsCard
          scope={scope}
          granularity={granularity}
          onGranularityChange={changeGranularity}
        />
        <CategoryBreakdownCard scope={scope} />
      </Box>
      <Box sx={TWO_COLUMNS}>
        <FeesCard scope={scope} />
        <BudgetsCard scope={budgetScope} />
      </Box>
      <Box sx={TWO_COLUMNS}>
        <TopRecipientCard scope={scope} />
        <AiInsightsCard
          isPro={isPro}
          insights={insights}
          hasTransactions={hasTransactions}
          showForecast={showForecast}
        />
      </Box>
      <Box sx={TWO_COLUMNS}>
        <FrequentRecipientsCard scope={scope} />
        <RecentTransactions walletId={walletId} />
      </Box>
    </>
  );

  return (
    <>
      <PageHeader
        title={`${timeOfDayGreeting(new Date())}${name ? `, ${name}` : ''}`}
        subtitle="Here is where your money went."
        actions={<UploadStatementButton />}
      />
      {/* One column no wider than the screen, whatever a child's longest line. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2, md: 3 } }}>
        {/* A new user's dashboard leads with what to do, before anything else. */}
        {firstStep ? <FirstSteps step={firstStep} /> : null}
        {user && !isPro ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={openUpgradeDialog}>
                Upgrade
              </Button>
            }
          >
            Upgrade to Pro for the AI assistant, insights and premium exports.
          </Alert>
        ) : null}
        {categorising ? (
          <Alert severity="info" icon={false} role="status">
            AI is categorizing your transactions...
            <LinearProgress sx={{ mt: 1, borderRadius: 2 }} aria-hidden />
          </Alert>
        ) : null}

        {firstStep ? null : (
          <>
            <DashboardFilters
              period={params.period}
              month={month}
              latestMonth={
                summary.data?.period.key === 'latest' ? summary.data.period.label : undefined
              }
              months={summary.data?.coverage.months ?? []}
              wallet={selectedWallet}
              onChange={update}
            />

            {summary.isError && !summary.data ? (
              <LoadError onRetry={() => void summary.refetch()}>
                Could not load your figures. {errorMessage(summary.error)}
              </LoadError>
            ) : null}
            {emptyPeriod ? (
              <EmptyPeriodNotice {...emptyPeriod} onShowLatest={showLatest} />
            ) : (
              <SummaryCards
                summary={summary.data}
                fees={fees.data}
                uncategorised={uncategorisedCount}
                loading={{
                  summary: summary.isLoading,
                  fees: fees.isLoading,
                  uncategorised: uncategorised.isLoading,
                }}
              />
            )}

            {/* Below the figures, like the plan's notice: known in the browser only (never on the
                server's render), it must not push them down when it appears. */}
            {latestMonth.month ? (
              <LatestMonthNote
                month={latestMonth.month}
                onShowAll={showAllTime}
                onDismiss={dismissLatestMonth}
              />
            ) : null}
            {/* Below the figures: it comes with the plan, after them, and must not push them down. */}
            {user && !isPro ? <HistoryLimitNotice usage={subscription.data?.usage} /> : null}
          </>
        )}

        {/* Always: it also lists wallets deleted a moment ago, with Undo. */}
        <WalletsSection selectedId={selectedWallet?.id ?? null} onSelect={selectWallet} />

        {firstStep ? null : emptyPeriod ? (
          <>
            {spendingAlertsSection}
            <Box sx={TWO_COLUMNS}>
              <AiInsightsCard
                isPro={isPro}
                insights={[]}
                hasTransactions={hasTransactions}
                showForecast={false}
              />
              <RecentTransactions walletId={walletId} />
            </Box>
          </>
        ) : (
          periodCards
        )}
        <AiPromoCard isPro={isPro} />
      </Box>
    </>
  );
}
