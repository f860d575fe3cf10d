import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDayMonth,
  formatMonth,
  formatWeekdayDate,
} from './date';

// One date format on every screen (issue 30), as the API's labels and the reports write it.
describe('dates on screen', () => {
  it('writes a day as "6 Sep 2024", whatever the browser’s locale data', () => {
    expect(formatDate('2024-09-06')).toBe('6 Sep 2024');
    expect(formatDate('2024-09-06T18:18:00')).toBe('6 Sep 2024');
    expect(formatDate('2025-01-31T23:59:59')).toBe('31 Jan 2025');
  });

  it('writes a statement time as it was printed, on a 24-hour clock', () => {
    expect(formatDateTime('2024-09-06T18:18:00')).toBe('6 Sep 2024, 18:18');
    expect(formatDateTime('2024-09-06T08:05:00')).toBe('6 Sep 2024, 08:05');
  });

  it('shows an instant on Ghana’s clock (UTC)', () => {
    expect(formatDateTime('2024-09-06T23:30:00.000Z')).toBe('6 Sep 2024, 23:30');
    expect(formatDateTime('2024-09-07T01:30:00+02:00')).toBe('6 Sep 2024, 23:30');
    expect(formatDate('2024-12-31T23:59:00Z')).toBe('31 Dec 2024');
  });

  it('writes months, axis days and weekdays the same way', () => {
    expect(formatMonth('2024-09')).toBe('Sep 2024');
    expect(formatMonth('2024-09-06', 'long')).toBe('September 2024');
    expect(formatMonth('2024-09', 'axis')).toBe('Sep ’24');
    expect(formatDayMonth('2024-09-06')).toBe('6 Sep');
    expect(formatWeekdayDate('2024-09-06')).toBe('Fri, 6 Sep 2024');
  });

  it('writes a range with its year once, as the period labels do', () => {
    expect(formatDateRange('2024-02-18', '2024-09-06')).toBe('18 Feb – 6 Sep 2024');
    expect(formatDateRange('2024-09-01', '2024-09-06')).toBe('1–6 Sep 2024');
    expect(formatDateRange('2024-09-06', '2024-09-06T10:00:00')).toBe('6 Sep 2024');
    expect(formatDateRange('2024-12-28', '2025-01-03')).toBe('28 Dec 2024 – 3 Jan 2025');
  });

  it('shows what is not a date as it came', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
    expect(formatMonth('2024-13')).toBe('2024-13');
  });
});
