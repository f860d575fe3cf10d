// en-GH money formatting. Amounts arrive as decimal strings ("-25.00"); never do arithmetic here.
const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let existing = formatters.get(decimals);
  if (!existing) {
    existing = new Intl.NumberFormat('en-GH', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, existing);
  }
  return existing;
}

export function formatCedi(amount: string | number, decimals = 2): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '₵0';
  const sign = value < 0 ? '-' : '';
  return `${sign}₵${formatter(decimals).format(Math.abs(value))}`;
}

// An amount with the currency code a payment provider gave it ("GHS", "105.00"): ₵ as every screen
// writes money (issue 30), the code only for another currency.
export function formatMoney(amount: string, currency: string): string {
  return currency.toUpperCase() === 'GHS' ? formatCedi(amount) : `${currency} ${amount}`;
}
