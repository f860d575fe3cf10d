import { formatMoney, normaliseMoney, parseMoney } from './money';
import { parseDateTime, toE164 } from './fields';

describe('money', () => {
  it.each([
    ['5.5', '5.50'],
    ['0', '0.00'],
    ['1515', '1515.00'],
    ['1,515.00', '1515.00'],
    ['GHS 12,345,678.9', '12345678.90'],
    ['-70.00', '-70.00'],
    ['+420.00', '420.00'],
    ['GHS -0.52', '-0.52'],
    ['(3.00)', '-3.00'],
  ])('reads %s as %s', (printed, expected) => {
    expect(normaliseMoney(printed)).toBe(expected);
  });

  it.each(['', '1,23.00', '12.345', 'abc', '1.2.3', '--5'])('rejects %p', (printed) => {
    expect(parseMoney(printed)).toBeNull();
  });

  it('keeps cents exact where floats would not', () => {
    const sum = ['0.10', '0.20', '1,000,000.07']
      .map((v) => parseMoney(v)!)
      .reduce((a, b) => a + b, 0n);
    expect(formatMoney(sum)).toBe('1000000.37');
  });
});

describe('fields', () => {
  it('reads both layouts’ dates as printed local time', () => {
    expect(parseDateTime('06-Sep-2024 08:28:19 AM')).toBe('2024-09-06T08:28:19');
    expect(parseDateTime('30-Aug-2024 12:03:49 PM')).toBe('2024-08-30T12:03:49');
    expect(parseDateTime('30-Aug-2024 12:03:49 AM')).toBe('2024-08-30T00:03:49');
    expect(parseDateTime('28 May 2026 14:18')).toBe('2026-05-28T14:18:00');
    expect(parseDateTime('1 Mar 2026 00:05')).toBe('2026-03-01T00:05:00');
    expect(parseDateTime('31 Foo 2026 00:05')).toBeNull();
  });

  it('writes Ghana numbers in E.164 and leaves system parties alone', () => {
    expect(toE164('+233 59 90 12 81 7')).toBe('+233599012817');
    expect(toE164('233240000001')).toBe('+233240000001');
    expect(toE164('0599012817')).toBe('+233599012817');
    expect(toE164('0')).toBeNull();
    expect(toE164('MTNONLINEAIRTIMEVENDOR')).toBeNull();
  });
});
