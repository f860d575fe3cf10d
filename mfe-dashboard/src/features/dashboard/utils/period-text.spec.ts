import fc from 'fast-check';
import type { InsightsPeriodRange } from '@sikalens/api-client';
import {
  comparedText,
  coverageText,
  dayBefore,
  daysLabel,
  isThisMonth,
  monthName,
  periodText,
} from './period-text';

const SEPTEMBER: InsightsPeriodRange = {
  key: 'latest',
  choice: 'latest',
  label: 'September 2024',
  from: '2024-09-01',
  to: '2024-10-01',
  through: null,
  comparedWith: { from: '2024-08-01', to: '2024-09-01', label: 'August 2024' },
};
const SO_FAR: InsightsPeriodRange = {
  ...SEPTEMBER,
  through: '2024-09-06',
  comparedWith: { from: '2024-08-01', to: '2024-08-07', label: '1–6 August 2024' },
};

describe('period words', () => {
  it('labels a partial period with how far it goes, and what it is compared with', () => {
    expect(periodText(SEPTEMBER)).toBe('September 2024');
    expect(periodText(SO_FAR)).toBe('September 2024 · 1–6 Sep so far');
    expect(comparedText(SEPTEMBER)).toBe('August 2024');
    expect(comparedText(SO_FAR)).toBe('1–6 Aug');
    expect(comparedText({ ...SEPTEMBER, comparedWith: null })).toBeNull();
    // A year so far against the same days of the year before: that year named.
    const year: InsightsPeriodRange = {
      ...SEPTEMBER,
      key: 'this-year',
      choice: 'this-year',
      label: '2026',
      from: '2026-01-01',
      to: '2027-01-01',
      through: '2026-03-10',
      comparedWith: { from: '2025-01-01', to: '2025-03-11', label: '1 Jan – 10 Mar 2025' },
    };
    expect(periodText(year)).toBe('2026 · 1 Jan – 10 Mar so far');
    expect(comparedText(year)).toBe('1 Jan – 10 Mar 2025');
  });

  it('writes days, months and what the statements cover in few words', () => {
    expect(daysLabel('2024-09-06', '2024-09-06', 2024)).toBe('6 Sep');
    expect(daysLabel('2024-08-28', '2024-09-03', 2024)).toBe('28 Aug – 3 Sep');
    expect(daysLabel('2023-09-01', '2023-09-06', 2024)).toBe('1–6 Sep 2023');
    expect(daysLabel('2024-12-28', '2025-01-03', 2025)).toBe('28 Dec 2024 – 3 Jan 2025');
    expect(monthName('2024-02')).toBe('February 2024');
    expect(coverageText('2024-02-18', '2024-09-06')).toBe('February–September 2024');
    expect(coverageText('2023-11-02', '2024-09-06')).toBe('November 2023 – September 2024');
    expect(coverageText('2024-09-01', '2024-09-06')).toBe('September 2024');
  });

  it('takes the day before any day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          const before = dayBefore(day);
          expect(before < day).toBe(true);
          expect(Date.parse(day) - Date.parse(before)).toBe(86_400_000);
        },
      ),
    );
  });

  it('knows this calendar month, and no other period, as the forecast’s', () => {
    expect(isThisMonth(SEPTEMBER, new Date('2024-09-06T10:00:00Z'))).toBe(true);
    expect(isThisMonth(SEPTEMBER, new Date('2024-09-30T23:59:59Z'))).toBe(true);
    expect(isThisMonth(SEPTEMBER, new Date('2026-11-29T12:00:00Z'))).toBe(false);
    expect(isThisMonth(SEPTEMBER, new Date('2024-10-01T00:00:00Z'))).toBe(false);
    expect(isThisMonth({ ...SEPTEMBER, from: null, to: null }, new Date())).toBe(false);
    const december = { ...SEPTEMBER, from: '2024-12-01', to: '2025-01-01' };
    expect(isThisMonth(december, new Date('2024-12-31T12:00:00Z'))).toBe(true);
  });
});
