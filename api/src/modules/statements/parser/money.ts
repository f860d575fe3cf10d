// Exact money: amounts travel as integer pesewas (bigint) and decimal strings, never floats.

const PLAIN = /^\d+(?:\.\d{1,2})?$/;
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/;

const CURRENCY = /^(?:GHS|GH₵|GH¢|GHC|₵|¢)/i;

/** Parses a printed amount ("GHS 1,234.5", "-70.00", "+420.00", "(3.00)", "0") into pesewas. */
export function parseMoney(printed: string): bigint | null {
  let text = printed.replace(/\s+/g, '');
  if (text.length > 40) return null;
  let negative = false;
  let signs = 0;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    signs += 1;
    text = text.slice(1, -1);
  }
  for (let guard = 0; guard < 3; guard += 1) {
    const before = text;
    text = text.replace(CURRENCY, '');
    if (text.startsWith('-') || text.startsWith('+')) {
      signs += 1;
      negative = negative !== text.startsWith('-');
      text = text.slice(1);
    }
    if (text === before) break;
  }
  if (signs > 1) return null;
  if (!PLAIN.test(text) && !GROUPED.test(text)) return null;
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.');
  const pesewas = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -pesewas : pesewas;
}

/** Formats pesewas as a plain decimal string with two decimals ("-1234.50"). */
export function formatMoney(pesewas: bigint): string {
  const sign = pesewas < 0n ? '-' : '';
  const abs = pesewas < 0n ? -pesewas : pesewas;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${sign}${abs / 100n}.${fraction}`;
}

/** Normalises a printed amount to the output form, or null when it is not an amount. */
export function normaliseMoney(printed: string): string | null {
  const pesewas = parseMoney(printed);
  return pesewas === null ? null : formatMoney(pesewas);
}
