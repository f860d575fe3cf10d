import fc from 'fast-check';
import {
  GRANULARITIES,
  PERIOD_OPTIONS,
  readDashboardParams,
  withDashboardParams,
} from './dashboard-params';

const WALLET = '3f2b8c1e-9a4d-4c7b-8e2f-1a2b3c4d5e6f';

describe('dashboard params', () => {
  it('defaults to the latest month, all wallets and monthly trends', () => {
    expect(readDashboardParams(new URLSearchParams())).toEqual({
      period: 'latest',
      walletId: null,
      granularity: 'month',
    });
  });

  it('ignores values it does not know, and a wallet that is not an id', () => {
    const params = new URLSearchParams('period=forever&wallet=../../etc&trend=hour');
    expect(readDashboardParams(params)).toEqual({
      period: 'latest',
      walletId: null,
      granularity: 'month',
    });
  });

  it('round-trips every choice and keeps other parameters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERIOD_OPTIONS.map((option) => option.value)),
        fc.option(fc.constant(WALLET), { nil: null }),
        fc.constantFrom(...GRANULARITIES.map((option) => option.value)),
        (period, walletId, granularity) => {
          const next = withDashboardParams(new URLSearchParams('utm=x'), {
            period,
            walletId,
            granularity,
          });
          expect(readDashboardParams(next)).toEqual({ period, walletId, granularity });
          expect(next.get('utm')).toBe('x');
          if (period === 'latest') expect(next.has('period')).toBe(false);
          if (walletId === null) expect(next.has('wallet')).toBe(false);
        },
      ),
    );
  });
});
