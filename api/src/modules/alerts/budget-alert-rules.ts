// What a budget alert says and when one may go out: pure rules, unit-tested beside.
import { cedis as cedi } from '../../common/money/display';

export type BudgetAlertFacts = {
  categoryName: string;
  // Decimal strings from SQL ("412.00"); never turned into floats.
  spent: string;
  budget: string;
  // Whole percent of the budget spent (floored, may pass 100).
  percent: number;
  // The month, as insights names it ("November 2026").
  monthLabel: string;
};

export type BudgetAlertMessage = {
  // In-app notification.
  title: string;
  body: string;
  // E-mail and SMS.
  subject: string;
  text: string;
};

// "1234.5" → "₵1,234.50" (common/money/display.ts).
export { cedis as cedi } from '../../common/money/display';

export function budgetAlertMessage(facts: BudgetAlertFacts): BudgetAlertMessage {
  const sentence = `spent ${cedi(facts.spent)} of your ${cedi(facts.budget)} ${facts.categoryName} budget for ${facts.monthLabel} (${facts.percent}%).`;
  return {
    title: `${facts.categoryName}: ${facts.percent}% of your budget spent`,
    body: `You have ${sentence}`,
    subject: `SikaLens budget alert: ${facts.categoryName}`,
    text: `SikaLens: you have ${sentence}`,
  };
}

// The e-mail carries the same sentence, and where to change the alert.
export const emailText = (message: BudgetAlertMessage) =>
  `${message.text}\n\nYou can change or turn off this alert on the Categories page of SikaLens.`;

const monthStart = (year: number, month: number) => {
  const date = new Date(Date.UTC(year, month, 1));
  return date.toISOString().slice(0, 10);
};

// Alerts are about now: the month checked (that of the user's latest transaction) must be this
// calendar month or the one before (Ghana time is UTC), so importing an old statement never
// raises alerts for months long gone. `monthFrom` is its first day, 'YYYY-MM-DD'.
export function isAlertableMonth(monthFrom: string | null, now: Date): boolean {
  if (monthFrom === null) return false;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return monthFrom === monthStart(year, month) || monthFrom === monthStart(year, month - 1);
}
