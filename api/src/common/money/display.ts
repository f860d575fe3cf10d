// Money as people read it, from the exact decimal text the database gives ("1234.5", "-70.00"):
// grouped on the text itself, no float ever holds the amount. Used by the assistant's replies, the
// budget alerts and the reports.

const DECIMAL = /^([-+]?)(\d+)(?:\.(\d*))?$/;

/** "1234.5" → "1,234.50"; "-1234.5" → "-1,234.50"; anything else is returned as given. */
export function groupedMoney(value: string): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign === '-' ? '-' : ''}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** "1234.5" → "₵1,234.50"; "-3" → "-₵3.00". */
export function cedis(value: string): string {
  const grouped = groupedMoney(value);
  if (grouped === value.trim() && !DECIMAL.test(value.trim())) return `₵${value}`;
  return grouped.startsWith('-') ? `-₵${grouped.slice(1)}` : `₵${grouped}`;
}
