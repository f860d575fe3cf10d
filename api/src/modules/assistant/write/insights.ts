import type { FeesDto, Forecast, RecurringPayment, UnusualCategory } from '../../insights';
import type { AiInsightDto } from '../dto/chat.dto';
import { cedis, dayLabel, monthLabel } from './reply';

// The dashboard's AI insights (Pro): figures computed in advance, worded by templates.

// A fee tip is worth giving from this much in fees and E-Levy in the month (issue 30: not about
// ₵0.13): ₵5, the cost of about ten ₵50 transfers' fees.
export const FEE_TIP_FROM = 5;

// The month's forecast, only while that month is this calendar month (`today`, UTC = Ghana): a
// forecast for September 2024 with "24 days left" means nothing in November 2026.
export function forecastInsight(forecast: Forecast | null, today: Date): AiInsightDto | null {
  if (forecast === null || forecast.daysLeft === 0) return null;
  if (forecast.month !== today.toISOString().slice(0, 7)) return null;
  return {
    kind: 'forecast',
    title: 'Spend forecast',
    text: `You are on course to spend about ${cedis(forecast.projected)} in ${monthLabel(forecast.month)} (${cedis(forecast.spentSoFar)} up to ${dayLabel(forecast.asOf)}, about ${cedis(forecast.expectedRest)} more in the ${forecast.daysLeft} days left).`,
  };
}

export function recurringInsights(payments: RecurringPayment[]): AiInsightDto[] {
  return payments.slice(0, 3).map((p) => ({
    kind: 'recurring',
    title: 'Recurring payment',
    text: `${p.payee}${p.number ? ` (${p.number})` : ''}: about ${cedis(p.amount)} ${p.interval}; next expected around ${dayLabel(p.nextDate)}.`,
  }));
}

export function unusualInsights(rows: UnusualCategory[]): AiInsightDto[] {
  return rows.map((row) => ({
    kind: 'unusual',
    title: 'Unusual spending',
    text: `${row.name}: ${cedis(row.spent)} in ${monthLabel(row.month)}, ${row.times} times your usual ${cedis(row.usual)} a month.`,
  }));
}

export function feesInsight(fees: Omit<FeesDto, 'period'>, label: string): AiInsightDto | null {
  const top = fees.byType[0];
  if (top === undefined || !(Number(fees.total) >= FEE_TIP_FROM)) return null;
  return {
    kind: 'fees',
    title: 'Fee savings',
    text: `You paid ${cedis(fees.total)} in MoMo fees and E-Levy in ${label}; ${top.label.toLowerCase()} cost the most (${cedis(top.total)} on ${top.count} transaction${top.count === 1 ? '' : 's'}). Fewer, larger transfers pay fewer fees.`,
  };
}
