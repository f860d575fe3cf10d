import fc from 'fast-check';
import {
  addDays,
  customPeriod,
  fitToData,
  monthPeriod,
  MONTH_PATTERN,
  PERIOD_KEYS,
  rangeLabel,
  resolvePeriod,
  fullMonths,
  type ResolvedPeriod,
} from './period';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('resolvePeriod', () => {
  it('gives calendar months, inclusive from and exclusive to', () => {
    expect(resolvePeriod('this-month', day('2026-11-24'), null)).toEqual({
      key: 'this-month',
      from: '2026-11-01',
      to: '2026-12-01',
      label: 'November 2026',
      previous: { from: '2026-10-01', to: '2026-11-01' },
      through: null,
      comparable: true,
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
      label: 'Dec 2025 – Feb 2026',
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
      through: null,
      comparable: false,
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

  it('gives the latest three months of the data, ending with the latest month', () => {
    expect(resolvePeriod('latest-3-months', day('2026-11-24'), '2024-09')).toEqual({
      key: 'latest-3-months',
      from: '2024-07-01',
      to: '2024-10-01',
      label: 'Jul–Sep 2024',
      previous: { from: '2024-04-01', to: '2024-07-01' },
      through: null,
      comparable: true,
    });
    expect(resolvePeriod('latest-3-months', day('2026-11-24'), '2025-01')).toMatchObject({
      from: '2024-11-01',
      to: '2025-02-01',
      label: 'Nov 2024 – Jan 2025',
    });
    // No data: the three months up to this one, as last-3-months.
    const none = resolvePeriod('latest-3-months', day('2026-11-24'), null);
    const calendar = resolvePeriod('last-3-months', day('2026-11-24'), null);
    expect({ ...none, key: calendar.key }).toEqual(calendar);
  });

  it('gives one month by name, compared with the month before', () => {
    expect(monthPeriod('2024-03')).toEqual({
      key: 'month',
      from: '2024-03-01',
      to: '2024-04-01',
      label: 'March 2024',
      previous: { from: '2024-02-01', to: '2024-03-01' },
      through: null,
      comparable: true,
    });
    expect(monthPeriod('2025-01').previous).toEqual({ from: '2024-12-01', to: '2025-01-01' });
    expect(() => monthPeriod('2025-1')).toThrow();
    for (const month of ['2024-09', '1999-12', '2099-01']) {
      expect(MONTH_PATTERN.test(month)).toBe(true);
    }
    for (const month of ['2024-13', '2024-00', '2024-9', '24-09', '2024-09-01', '3024-01', '']) {
      expect(MONTH_PATTERN.test(month)).toBe(false);
    }
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

const monthOfDay = (iso: string) => iso.slice(0, 7);
const lastDayOf = (month: string) => addDays(monthPeriod(month).to!, -1);

describe('fitToData', () => {
  const september = resolvePeriod('latest', day('2026-11-24'), '2024-09');

  it('cuts a month the data stops in to the same days of the month before', () => {
    const fitted = fitToData(september, { first: '2024-02-18', last: '2024-09-06' });
    expect(fitted).toEqual({
      ...september,
      through: '2024-09-06',
      previous: { from: '2024-08-01', to: '2024-08-07' },
      comparable: true,
    });
    // Up to the shorter month's end: 1–30 March against the whole of February.
    expect(
      fitToData(monthPeriod('2025-03'), { first: '2024-01-01', last: '2025-03-30' }).previous,
    ).toEqual({ from: '2025-02-01', to: '2025-03-01' });
    // Three months, the data stopping in the third: as far into the three before.
    expect(
      fitToData(resolvePeriod('latest-3-months', day('2026-11-24'), '2024-09'), {
        first: '2024-02-18',
        last: '2024-09-06',
      }),
    ).toMatchObject({ through: '2024-09-06', previous: { from: '2024-04-01', to: '2024-06-07' } });
    // A year: the same days of last year.
    expect(
      fitToData(resolvePeriod('this-year', day('2026-11-24'), null), {
        first: '2020-01-01',
        last: '2026-03-10',
      }).previous,
    ).toEqual({ from: '2025-01-01', to: '2025-03-11' });
    // Days: as many days before.
    expect(
      fitToData(customPeriod('2025-05-03', '2025-05-13'), {
        first: '2025-01-01',
        last: '2025-05-05',
      }).previous,
    ).toEqual({ from: '2025-04-23', to: '2025-04-26' });
  });

  it('leaves a whole period, one without data and all time as they are', () => {
    for (const last of ['2024-09-30', '2024-10-01', '2026-01-05', '2024-08-31', '2023-01-01']) {
      expect(fitToData(september, { first: '2023-01-01', last })).toEqual(september);
    }
    expect(fitToData(september, null)).toEqual(september);
    const all = resolvePeriod('all', day('2026-11-24'), null);
    expect(fitToData(all, { first: '2024-02-18', last: '2024-09-06' })).toEqual(all);
  });

  it('makes no comparison the data does not cover from its first day', () => {
    expect(
      fitToData(monthPeriod('2024-03'), { first: '2024-02-18', last: '2024-09-06' }),
    ).toMatchObject({ through: null, comparable: false });
    expect(
      fitToData(monthPeriod('2024-03'), { first: '2024-02-01', last: '2024-09-06' }).comparable,
    ).toBe(true);
  });

  it('for any month and any last day, compares the same elapsed days of the month before', () => {
    const dayArb = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('1950-01-01', n));
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 400 }), (last, back) => {
        const first = addDays(last, -back);
        const month = monthPeriod(monthOfDay(last));
        const fitted = fitToData(month, { first, last });
        const previousMonth = month.previous!;
        if (last === lastDayOf(monthOfDay(last))) {
          expect(fitted.through).toBeNull();
          expect(fitted.previous).toEqual(previousMonth);
          return;
        }
        expect(fitted.through).toBe(last);
        expect(fitted.previous!.from).toBe(previousMonth.from);
        // The same day of the month, or the previous month's last day when it is shorter.
        const dayOfMonth = Number(last.slice(8, 10));
        const lastCompared = addDays(fitted.previous!.to!, -1);
        const previousEnd = addDays(previousMonth.to!, -1);
        expect(lastCompared).toBe(
          dayOfMonth > Number(previousEnd.slice(8, 10))
            ? previousEnd
            : `${previousMonth.from!.slice(0, 8)}${last.slice(8, 10)}`,
        );
        expect(fitted.previous!.to! <= month.from!).toBe(true);
        expect(fitted.comparable).toBe(first <= previousMonth.from!);
      }),
    );
  });

  it('for any period and data, gives a comparison of the period before, never longer than it', () => {
    const dayArb = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('1950-01-01', n));
    fc.assert(
      fc.property(
        fc.constantFrom(...PERIOD_KEYS),
        fc.date({ min: new Date('1950-01-01'), max: new Date('2059-12-31'), noInvalidDate: true }),
        dayArb,
        dayArb,
        (key, today, a, b) => {
          const [first, last] = a <= b ? [a, b] : [b, a];
          const period: ResolvedPeriod = resolvePeriod(key, today, monthOfDay(last));
          const fitted = fitToData(period, { first, last });
          if (period.previous === null) return expect(fitted).toEqual(period);
          const partial = last >= period.from! && last < addDays(period.to!, -1);
          expect(fitted.through).toBe(partial ? last : null);
          expect(fitted.previous!.from).toBe(period.previous.from);
          expect(fitted.previous!.to! <= period.previous.to!).toBe(true);
          expect(fitted.previous!.from! < fitted.previous!.to!).toBe(true);
          if (!partial) expect(fitted.previous).toEqual(period.previous);
        },
      ),
    );
  });
});

describe('customPeriod', () => {
  it('labels ranges as people say them', () => {
    expect(rangeLabel('2025-05-01', '2025-05-16')).toBe('1–15 May 2025');
    expect(rangeLabel('2025-03-01', '2025-04-01')).toBe('March 2025');
    expect(rangeLabel('2025-01-01', '2025-04-01')).toBe('Jan–Mar 2025');
    expect(rangeLabel('2025-01-01', '2026-01-01')).toBe('2025');
    expect(rangeLabel('2024-11-01', '2025-02-01')).toBe('Nov 2024 – Jan 2025');
    expect(rangeLabel('2025-05-15', '2025-05-16')).toBe('15 May 2025');
    expect(rangeLabel('2025-04-28', '2025-05-04')).toBe('28 Apr – 3 May 2025');
    expect(rangeLabel('2024-12-28', '2025-01-04')).toBe('28 Dec 2024 – 3 Jan 2025');
    expect(rangeLabel('2024-02-01', '2024-03-01')).toBe('February 2024');
  });

  it('compares whole months with as many calendar months before', () => {
    expect(customPeriod('2026-03-01', '2026-04-01').previous).toEqual({
      from: '2026-02-01',
      to: '2026-03-01',
    });
    expect(customPeriod('2026-01-01', '2027-01-01').previous).toEqual({
      from: '2025-01-01',
      to: '2026-01-01',
    });
    expect(resolvePeriod('last-3-months', day('2026-01-10'), null).label).toBe(
      'Nov 2025 – Jan 2026',
    );
  });

  it('compares other ranges with the days just before, of the same length', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 800 }),
        (start, days) => {
          const from = start.toISOString().slice(0, 10);
          const to = addDays(from, days);
          fc.pre(!(from.endsWith('-01') && to.endsWith('-01')));
          const period = customPeriod(from, to);
          expect(period.previous!.to).toBe(from);
          expect(addDays(period.previous!.from!, days)).toBe(from);
          expect(period.label.length).toBeGreaterThan(3);
        },
      ),
    );
  });
});

describe('fullMonths', () => {
  it('keeps the last whole months the days cover, oldest first', () => {
    expect(fullMonths('2024-02-03', '2024-09-06', 3)).toEqual(['2024-06', '2024-07', '2024-08']);
    // A first or last day on the month's edge makes that month whole.
    expect(fullMonths('2024-08-01', '2024-08-31', 3)).toEqual(['2024-08']);
    expect(fullMonths('2024-02-01', '2024-02-29', 3)).toEqual(['2024-02']);
    expect(fullMonths('2023-11-15', '2024-03-31', 3)).toEqual(['2024-01', '2024-02', '2024-03']);
    expect(fullMonths('2023-12-01', '2024-01-30', 3)).toEqual(['2023-12']);
  });

  it('has none when no month is whole', () => {
    expect(fullMonths('2024-08-02', '2024-08-31', 3)).toEqual([]);
    expect(fullMonths('2024-08-01', '2024-08-30', 3)).toEqual([]);
    expect(fullMonths('2024-08-20', '2024-09-10', 3)).toEqual([]);
  });
});

describe('fullMonths, for any days', () => {
  it('answers only whole months inside the days, consecutive, the latest ones, at most count', () => {
    const dayArb = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2020-01-01', n));
    fc.assert(
      fc.property(dayArb, dayArb, fc.integer({ min: 1, max: 4 }), (a, b, count) => {
        const [first, last] = a <= b ? [a, b] : [b, a];
        const months = fullMonths(first, last, count);
        expect(months.length).toBeLessThanOrEqual(count);
        months.forEach((month, i) => {
          const start = `${month}-01`;
          const end = addDays(`${months[i + 1] ?? nextMonth(month)}-01`, -1);
          expect(start >= first && end <= last).toBe(true);
          if (i > 0) expect(`${months[i - 1]}`).toBe(previousMonth(month));
        });
        // Nothing whole was left out after the last one given.
        const after = nextMonth(months.at(-1) ?? first.slice(0, 7));
        if (months.length > 0) expect(addDays(`${nextMonth(after)}-01`, -1) > last).toBe(true);
      }),
    );
  });
});

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
