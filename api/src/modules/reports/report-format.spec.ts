import {
  dayLabel,
  groupedMoney,
  ownerName,
  rangeText,
  reportFileName,
  reportRange,
  walletName,
} from './report-format';

describe('report formats', () => {
  it('groups money on its decimal text, sign and cents kept exactly', () => {
    expect(groupedMoney('0.00')).toBe('0.00');
    expect(groupedMoney('999.5')).toBe('999.50');
    expect(groupedMoney('1234.50')).toBe('1,234.50');
    expect(groupedMoney('-1234567.05')).toBe('-1,234,567.05');
    // Past what a double holds exactly: still exact.
    expect(groupedMoney('90071992547409931.99')).toBe('90,071,992,547,409,931.99');
    expect(groupedMoney('not money')).toBe('not money');
  });

  it('names days and the days a report covers (period ends are exclusive)', () => {
    expect(dayLabel('2025-03-02T10:00:00')).toBe('2 Mar 2025');
    expect(reportRange({ from: '2025-03-01', to: '2025-04-01' }, null)).toEqual({
      first: '2025-03-01',
      last: '2025-03-31',
    });
    expect(reportRange({ from: '2024-01-01', to: '2025-01-01' }, null)?.last).toBe('2024-12-31');
    // All time: the first and last day with transactions.
    const span = { first: '2024-09-06', last: '2025-03-31' };
    expect(reportRange({ from: null, to: null }, span)).toEqual(span);
    expect(rangeText(span)).toBe('6 Sep 2024 to 31 Mar 2025');
    expect(rangeText(null)).toBe('No transactions');
  });

  it('names the file after the period, in characters every header and disk accept', () => {
    expect(reportFileName('March 2025', 'pdf')).toBe('sikalens-report-march-2025.pdf');
    expect(reportFileName('Jan–Mar 2025', 'xlsx')).toBe('sikalens-report-jan-mar-2025.xlsx');
    expect(reportFileName('All time', 'pdf')).toBe('sikalens-report-all-time.pdf');
    expect(reportFileName('"; rm -rf', 'pdf')).toBe('sikalens-report-rm-rf.pdf');
  });

  it('names the wallet as the app does, its number grouped', () => {
    expect(walletName('Main', '0241234567')).toBe('Main · 024 123 4567');
    expect(walletName('Odd', '12345')).toBe('Odd · 12345');
  });

  it('names the owner', () => {
    expect(ownerName(' Ama ', 'Mensah')).toBe('Ama Mensah');
    expect(ownerName('', '')).toBe('SikaLens user');
  });
});
