import fc from 'fast-check';
import {
  GRANULARITIES,
  PERIOD_OPTIONS,
  readDashboardParams,
  scopeOf,
  trendFor,
  withDashboardParams,
} from './dashboard-params';

const WALLET = '3f2b8c1e-9a4d-4c7b-8e2f-1a2b3c4d5e6f';
const monthArb = fc
  .tuple(fc.integer({ min: 1900, max: 2099 }), fc.integer({ min: 1, max: 12 }))
  .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`);

describe('dashboard params', () => {
  it('defaults to the latest month, all wallets and trends that fit the period', () => {
    expect(readDashboardParams(new URLSearchParams())).toEqual({
      period: 'latest',
      month: null,
      walletId: null,
      granularity: null,
    });
  });

  it('ignores values it does not know, and a wallet that is not an id', () => {
    const params = new URLSearchParams('period=forever&wallet=../../etc&trend=hour&month=2024-13');
    expect(readDashboardParams(params)).toEqual({
      period: 'latest',
      month: null,
      walletId: null,
      granularity: null,
    });
    for (const month of ['2024-9', '24-09', '2024-09-01', '3024-01', '']) {
      expect(readDashboardParams(new URLSearchParams({ month })).month).toBeNull();
    }
  });

  it('round-trips every choice and keeps other parameters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERIOD_OPTIONS.map((option) => option.value)),
        fc.option(monthArb, { nil: null }),
        fc.option(fc.constant(WALLET), { nil: null }),
        fc.option(fc.constantFrom(...GRANULARITIES.map((option) => option.value)), { nil: null }),
        (period, month, walletId, granularity) => {
          const next = withDashboardParams(new URLSearchParams('utm=x'), {
            period,
            month,
            walletId,
            granularity,
          });
          // A month shows instead of the period.
          expect(readDashboardParams(next)).toEqual({
            period: month === null ? period : 'latest',
            month,
            walletId,
            granularity,
          });
          expect(next.get('utm')).toBe('x');
          if (period === 'latest' || month !== null) expect(next.has('period')).toBe(false);
          if (walletId === null) expect(next.has('wallet')).toBe(false);
          if (granularity === null) expect(next.has('trend')).toBe(false);
        },
      ),
    );
  });

  it('leaves a month for a period chosen after it, and a period for a month', () => {
    const month = withDashboardParams(new URLSearchParams('period=this-year&trend=week'), {
      month: '2024-08',
    });
    expect(month.toString()).toBe('month=2024-08&trend=week');
    const period = withDashboardParams(month, { period: 'latest-3-months' });
    expect(period.toString()).toBe('period=latest-3-months&trend=week');
    expect(withDashboardParams(month, { walletId: WALLET }).get('month')).toBe('2024-08');
  });

  it('asks the API for the month, else the period, and the wallet', () => {
    expect(scopeOf({ period: 'latest', month: '2024-08' }, WALLET)).toEqual({
      month: '2024-08',
      walletId: WALLET,
    });
    expect(scopeOf({ period: 'this-year', month: null })).toEqual({ period: 'this-year' });
  });
});

describe('the trend chart’s default bucket size', () => {
  it('is days for a month, weeks for three, months for longer, unless chosen', () => {
    const of = (period: (typeof PERIOD_OPTIONS)[number]['value'], month: string | null = null) =>
      trendFor({ period, month, granularity: null });
    expect(of('latest')).toBe('day');
    expect(of('this-month')).toBe('day');
    expect(of('last-month')).toBe('day');
    expect(of('latest', '2024-08')).toBe('day');
    expect(of('latest-3-months')).toBe('week');
    expect(of('last-3-months')).toBe('week');
    expect(of('this-year')).toBe('month');
    expect(of('all')).toBe('month');
    fc.assert(
      fc.property(
        fc.constantFrom(...PERIOD_OPTIONS.map((option) => option.value)),
        fc.constantFrom(...GRANULARITIES.map((option) => option.value)),
        (period, granularity) =>
          expect(trendFor({ period, month: null, granularity })).toBe(granularity),
      ),
    );
  });
});
