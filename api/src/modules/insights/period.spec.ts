import fc from 'fast-check';
import { PERIOD_KEYS, resolvePeriod } from './period';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('resolvePeriod', () => {
  it('gives calendar months, inclusive from and exclusive to', () => {
    expect(resolvePeriod('this-month', day('2026-11-24'), null)).toEqual({
      key: 'this-month',
      from: '2026-11-01',
      to: '2026-12-01',
      label: 'November 2026',
      previous: { from: '2026-10-01', to: '2026-11-01' },
    });
    expect(resolvePeriod('last-month', day('2026-01-05'), null)).toMatchObject({
      from: '2025-12-01',
      to: '2026-01-01',
      label: 'December 2025',
      previous: { from: '2025-11-01', to: '2025-12-01' },
    });
    expect(resolvePeriod('last-3-months', day('2026-02-10'), null)).toMatchObject({
      from: '2025-12-01',
      to: '2026-03-01',
      label: 'Dec–Feb 2026',
      previous: { from: '2025-09-01', to: '2025-12-01' },
    });
    expect(resolvePeriod('this-year', day('2026-11-24'), null)).toMatchObject({
      from: '2026-01-01',
      to: '2027-01-01',
      label: '2026',
      previous: { from: '2025-01-01', to: '2026-01-01' },
    });
    expect(resolvePeriod('all', day('2026-11-24'), null)).toEqual({
      key: 'all',
      from: null,
      to: null,
      label: 'All time',
      previous: null,
    });
  });

  it('defaults to the latest month that has transactions, else this month', () => {
    expect(resolvePeriod('latest', day('2026-11-24'), '2025-03')).toMatchObject({
      from: '2025-03-01',
      to: '2025-04-01',
      label: 'March 2025',
      previous: { from: '2025-02-01', to: '2025-03-01' },
    });
    expect(resolvePeriod('latest', day('2026-11-24'), null).label).toBe('November 2026');
  });

  it('always gives a previous period that ends where the period starts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERIOD_KEYS.filter((key) => key !== 'all')),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (key, today) => {
          const period = resolvePeriod(key, today, null);
          expect(period.previous?.to).toBe(period.from);
          expect(period.from! < period.to!).toBe(true);
        },
      ),
    );
  });
});
