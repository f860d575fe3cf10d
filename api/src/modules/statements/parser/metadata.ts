import { parseDate, toE164 } from './fields';
import { segments, type Line } from './lines';
import { parseMoney, formatMoney } from './money';
import type { StatementTotals } from './types';

export type Metadata = {
  name?: string;
  walletNumber?: string;
  account?: string;
  from?: string;
  to?: string;
  totals: StatementTotals | null;
};

// Words come split on every kind of whitespace, so segments hold single spaces only; each is also
// capped, which keeps every pattern below linear in the text it reads.
const MAX_SEGMENT = 300;
const MAX_LINES = 3_000;
const DATE_ONLY = /^\d{1,2}[-\s][A-Za-z]{3,9}[-\s]\d{4}$|^\d{4}-\d{2}-\d{2}$/;
const DATE =
  /\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{4}|\d{1,2}(?:\s*-\s*|\s+)[A-Za-z]{3,9}\.?(?:\s*-\s*|\s*,?\s+)\d{4}/g;

type Pair = { label: string; value: string };

const NAME =
  /^(?:account holder(?: name)?|account name|customer name|subscriber name|subscriber|holder name|name)$/;
const WALLET =
  /^(?:wallet|mobile|phone|msisdn|momo|mobile money)(?: wallet)? ?(?:number|no\.?|num)?$/;
const ACCOUNT = /^account (?:number|no\.?)$/;
const PERIOD = /period|date range|statement date/;
const FROM = /^(?:from|start date|period from|date from)$/;
const TO = /^(?:to|end date|period to|date to)$/;

const TOTALS: [keyof StatementTotals, RegExp][] = [
  ['openingBalance', /opening|beginning|starting|start balance|brought forward|b\/f/],
  ['closingBalance', /closing|ending|end balance|carried forward|c\/f|available balance/],
  ['feesAndTaxes', /fee|tax|charge|levy/],
  ['moneyIn', /\bin\b|credit|received|incoming|inflow|deposit|receipt/],
  ['moneyOut', /\bout\b|debit|sent|outgoing|outflow|withdraw|spent|payment/],
];

const totalKey = (label: string): keyof StatementTotals | null => {
  if (label.length > 60) return null;
  for (const [key, pattern] of TOTALS) if (pattern.test(label)) return key;
  return null;
};

const clean = (label: string): string =>
  label
    .toLowerCase()
    .replace(/[:.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

const isLabel = (text: string): boolean => {
  const label = clean(text);
  return (
    NAME.test(label) ||
    WALLET.test(label) ||
    ACCOUNT.test(label) ||
    PERIOD.test(label) ||
    FROM.test(label) ||
    TO.test(label) ||
    (totalKey(label) !== null && !/\d/.test(label))
  );
};

/** "Label: value" in one segment, "Label:" | "value" in two, or a known label beside its value. */
function pairsOf(lines: readonly Line[]): Pair[] {
  const pairs: Pair[] = [];
  const segs = lines.map((line) =>
    segments(line).map((s) => ({ ...s, text: s.text.slice(0, MAX_SEGMENT) })),
  );
  segs.forEach((row, r) => {
    for (let i = 0; i < row.length; i += 1) {
      const text = row[i]!.text;
      const colon = text.indexOf(':');
      if (colon > 0 && colon < 60 && !/^\d{1,2}:\d{2}/.test(text.slice(colon - 2))) {
        const value = text.slice(colon + 1).trim();
        if (value) pairs.push({ label: clean(text.slice(0, colon)), value });
        else if (row[i + 1]) pairs.push({ label: clean(text), value: row[(i += 1)]!.text });
        continue;
      }
      if (isLabel(text) && row[i + 1] && !isLabel(row[i + 1]!.text)) {
        pairs.push({ label: clean(text), value: row[(i += 1)]!.text });
      }
    }
    // Labels on one line, their values under them on the next: each value takes the words above
    // it, from its own left edge to the next value's.
    const below = segs[r + 1];
    const values = below?.filter((v) => parseMoney(v.text) !== null || DATE_ONLY.test(v.text));
    if (below && values && values.length === below.length && values.length >= 2 && row.length > 0) {
      const words = lines[r]!.words;
      values.forEach((value, k) => {
        const from = value.x0 - 2;
        const to = values[k + 1] ? values[k + 1]!.x0 - 2 : Infinity;
        const label = words
          .filter((w) => w.x0 >= from && w.x0 < to)
          .map((w) => w.text)
          .join(' ');
        if (label && isLabel(label)) pairs.push({ label: clean(label), value: value.text });
      });
    }
  });
  return pairs;
}

/**
 * Labels and values printed in different fonts or sizes can sit a little off each other's
 * baseline; in the details block they are still one line.
 */
function looseLines(lines: readonly Line[]): Line[] {
  // In reading order (page by page, top to bottom): only neighbours merge, never across pages.
  const out: Line[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    if (last && last.y >= line.y && last.y - line.y <= 0.45 * Math.min(last.size, line.size)) {
      last.words = [...last.words, ...line.words].sort((a, b) => a.x0 - b.x0);
      last.size = Math.max(last.size, line.size);
    } else out.push({ ...line, words: [...line.words] });
  }
  return out;
}

/** Reads the statement's top block and its Statement Details figures, wherever they are printed. */
export function readMetadata(all: readonly Line[]): Metadata {
  const lines = looseLines(all.slice(0, MAX_LINES));
  const meta: Metadata = { totals: null };
  const totals: StatementTotals = {
    openingBalance: null,
    closingBalance: null,
    moneyIn: null,
    moneyOut: null,
    feesAndTaxes: null,
  };
  let anyTotal = false;
  for (const { label, value } of pairsOf(lines)) {
    if (NAME.test(label)) meta.name ??= value.trim();
    else if (WALLET.test(label)) {
      const number = toE164(value) ?? toE164(value.replace(/[^\d+]/g, ''));
      if (number) meta.walletNumber ??= number;
    } else if (ACCOUNT.test(label) && /^\d{5,12}$/.test(value.trim())) {
      meta.account ??= value.trim();
    } else if (PERIOD.test(label) || FROM.test(label) || TO.test(label)) {
      const dates = (value.match(DATE) ?? [])
        .map(parseDate)
        .filter((date): date is string => date !== null);
      if (dates.length >= 2 && !meta.from) [meta.from, meta.to] = [dates[0]!, dates[1]!];
      else if (dates.length === 1 && FROM.test(label)) meta.from ??= dates[0]!;
      else if (dates.length === 1 && TO.test(label)) meta.to ??= dates[0]!;
    } else {
      const key = totalKey(label);
      const amount = key ? parseMoney(value) : null;
      if (key && amount !== null && totals[key] === null) {
        totals[key] = formatMoney(amount);
        anyTotal = true;
      }
    }
  }
  if (anyTotal) meta.totals = totals;
  if (meta.from === undefined) delete meta.from;
  if (meta.to === undefined) delete meta.to;
  return meta;
}
