import type { FeesDto, Forecast } from '../../insights';
import { FEE_TIP_FROM, feesInsight, forecastInsight } from './insights';

const forecast: Forecast = {
  month: '2024-09',
  asOf: '2024-09-06',
  spentSoFar: '120.00',
  projected: '600.00',
  expectedRest: '480.00',
  daysLeft: 24,
  basis: 'weekday-average',
  historyDays: 90,
};

const fees = (total: string): Omit<FeesDto, 'period'> => ({
  fees: total,
  tax: '0.00',
  total,
  shareOfSpending: '1.0',
  byType: [{ group: 'transfers', label: 'Transfers', fees: total, tax: '0.00', total, count: 3 }],
  byMonth: [],
  top: [],
});

describe('the dashboard’s AI insights (issue 30)', () => {
  it('forecasts a month only while it is this calendar month', () => {
    expect(forecastInsight(forecast, new Date('2024-09-06T10:00:00Z'))?.text).toContain(
      '24 days left',
    );
    expect(forecastInsight(forecast, new Date('2024-09-30T23:59:59Z'))).not.toBeNull();
    for (const today of ['2026-11-29T12:00:00Z', '2024-10-01T00:00:00Z', '2023-09-10T00:00:00Z']) {
      expect(forecastInsight(forecast, new Date(today))).toBeNull();
    }
    expect(forecastInsight({ ...forecast, daysLeft: 0 }, new Date('2024-09-30T12:00:00Z'))).toBe(
      null,
    );
    expect(forecastInsight(null, new Date('2024-09-06T10:00:00Z'))).toBeNull();
  });

  it('gives a fee tip from ₵5 of fees and E-Levy in the month, never about pesewas', () => {
    expect(FEE_TIP_FROM).toBe(5);
    for (const total of ['0.00', '0.13', '4.99']) {
      expect(feesInsight(fees(total), 'September 2024')).toBeNull();
    }
    expect(feesInsight(fees('5.00'), 'September 2024')?.title).toBe('Fee savings');
    expect(feesInsight(fees('38.40'), 'September 2024')?.text).toContain('₵38.40');
  });
});
