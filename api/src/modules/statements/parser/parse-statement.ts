import { classicHolder, parseClassicRow } from './classic-layout';
import { parseAppRow } from './app-layout';
import { bandsFor, type Band } from './columns';
import { failure } from './failures';
import { findHeader, type Header } from './header';
import type { LedgerRow, RowResult } from './ledger';
import { isParagraph, spaceWidths, type Line } from './lines';
import { dateStarts } from './layouts';
import { readMetadata } from './metadata';
import { formatMoney, parseMoney } from './money';
import { reconcile } from './reconcile';
import { buildRows, type TablePage } from './rows';
import { toLines } from './words';
import type { PageText, ParseOutcome, ParseProblem, StatementLayout } from './types';

// Fewer visible characters than this per page means there is no usable text layer (a scan).
const MIN_CHARS_PER_PAGE = 10;
const MTN_HINT = /\b(?:MTN|MoMo|Mobile Money)\b/i;
const DATE_HINT = /\b\d{1,2}(?:-[A-Za-z]{3}-|\s[A-Za-z]{3,9}\s)\d{4}\b/g;

type PageLines = { page: number; lines: Line[]; header: Header | null };

/** Pages sharing a header's geometry (or continuing without one) share column bands. */
function signature(header: Header): string {
  return header.labels.map((l) => `${l.key}@${Math.round(l.x0)}-${Math.round(l.x1)}`).join(',');
}

function fingerprintOf(layout: StatementLayout | 'none', header: Header | null, pages: number) {
  const labels = header ? header.labels.map((l) => l.key).join(',') : '-';
  return `layout=${layout};columns=${labels};pages=${pages}`;
}

const INCOMING_TYPE = /\b(?:IN|CREDIT|RECEIVED?|DEPOSIT|PULL|REVERSAL|REFUND|INTEREST)\b/i;

/**
 * Amounts printed without a sign take their direction from the balance chain: the balance moved
 * by +amount or by −amount (less fees and tax) from the row below. The oldest row uses the printed
 * opening balance, else its type.
 */
function signUnsigned(rows: LedgerRow[], opening: string | null): void {
  const openingPesewas = opening === null ? null : parseMoney(opening);
  rows.forEach((row, i) => {
    if (!row.unsigned || row.amount === 0n) return;
    const before = rows[i + 1]?.balance ?? openingPesewas;
    const charges = row.fees + row.tax;
    let incoming: boolean;
    if (before !== null && row.balance === before + row.amount - charges) incoming = true;
    else if (before !== null && row.balance === before - row.amount - charges) incoming = false;
    else incoming = INCOMING_TYPE.test(row.tx.type);
    if (!incoming) {
      row.amount = -row.amount;
      row.tx = { ...row.tx, amount: formatMoney(row.amount) };
    }
  });
}

/**
 * The lines of a page that can belong to rows: from a few lines above the first date-like line to a
 * few below the last. Column edges are measured on these only, so page furniture that runs across
 * the table (a disclaimer, a totals block) cannot hide the gaps between columns.
 */
function rowRegion(lines: readonly Line[], header: Header, widths: Map<string, number>): Line[] {
  const labels = [...header.labels].sort((a, b) => a.x0 - b.x0);
  const at = labels.findIndex((l) => l.key === 'date');
  const limit = labels[at + 1]?.x0 ?? Infinity;
  const texts = lines.map((line) =>
    line.words
      .filter((w) => (w.x0 + w.x1) / 2 < limit)
      .map((w) => w.text)
      .join(' '),
  );
  const starts = dateStarts(texts.filter(Boolean));
  if (starts.length === 0) return [];
  const indexes = texts.flatMap((text, i) => (text ? [i] : []));
  const top = indexes[starts[0]!]!;
  const bottom = indexes[starts[starts.length - 1]!]!;
  const reach = (i: number): number => 5 * lines[i]!.size;
  const centres = labels.map((l) => (l.x0 + l.x1) / 2);
  return lines.filter(
    (line) =>
      line.y <= lines[top]!.y + reach(top) &&
      line.y >= lines[bottom]!.y - reach(bottom) &&
      !isParagraph(line, centres, widths),
  );
}

/** Turns positioned text into a statement. Pure and synchronous: runs inside the parse process. */
export function parseStatementText(pages: readonly PageText[]): ParseOutcome {
  const chars = pages.reduce(
    (sum, p) => sum + p.items.reduce((n, item) => n + item.str.trim().length, 0),
    0,
  );
  if (chars < MIN_CHARS_PER_PAGE * Math.max(1, pages.length) && chars < 200) {
    return { ok: false, failure: failure('PDF_NO_TEXT') };
  }

  const lined = pages.map(({ page, items }) => ({ page, lines: toLines(items) }));
  const widths = spaceWidths(lined.flatMap((p) => p.lines));
  // Labels a space apart are first read as one ('To/From Account Name'); but two narrow columns
  // can leave their labels so, and a 'To/From' column beside an 'Account Name' column may hold
  // one flowing text ('+233 54 86 74 41 0, NAME'). When the first reading is not clean, the other
  // readings of the headers (each only if it differs) are parsed too and the best statement wins.
  const readings: Reading[] = [
    { joinPenalty: 4, merge: false },
    { joinPenalty: 0, merge: false },
    { joinPenalty: 4, merge: true },
  ];
  const seen = new Set<string>();
  let best: ParseOutcome | null = null;
  for (const reading of readings) {
    const paged = headersOf(lined, widths, reading);
    const key = paged.map((p) => (p.header ? signature(p.header) : '-')).join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    const outcome = readPages(paged, widths);
    if (!best || quality(outcome) > quality(best)) best = outcome;
    if (clean(best)) break;
  }
  return best!;
}

// A phone number's pieces inside a name: the phone and the name were read as one cell.
const PHONE_IN_NAME = /\+233|\b\d{2} \d{2}\b/;

/**
 * More rows read, then fewer problems, names without phone pieces in them, fewer balances that do
 * not follow, then totals.
 */
function quality(outcome: ParseOutcome): number {
  if (!outcome.ok) return -1;
  const { transactions, problems, reconciliation } = outcome.statement;
  const mixed = transactions.filter((t) => PHONE_IN_NAME.test(t.accountName)).length;
  return (
    transactions.length * 1e6 -
    problems.length * 1e4 -
    mixed * 1e2 -
    reconciliation.unreconciled.length * 10 -
    reconciliation.mismatches.length
  );
}

type Reading = { joinPenalty: number; merge: boolean };

/** 'To/From' then 'Account Name' read as one 'To/From Account Name' column. */
function merged(header: Header): Header {
  const labels: Header['labels'] = [];
  for (const label of header.labels) {
    const last = labels[labels.length - 1];
    if (last?.key === 'toFrom' && label.key === 'accountName') {
      labels[labels.length - 1] = { key: 'toFromAccount', x0: last.x0, x1: label.x1 };
    } else labels.push(label);
  }
  return { ...header, labels };
}

/** Each page's header under one reading; pages whose header is of another layout have none. */
function headersOf(
  lined: readonly { page: number; lines: Line[] }[],
  widths: Map<string, number>,
  { joinPenalty, merge }: Reading,
): PageLines[] {
  let layout: StatementLayout | null = null;
  return lined.map((p) => {
    const found = findHeader(p.lines, widths, joinPenalty);
    const header = found && merge ? merged(found) : found;
    if (!header || (layout && header.layout !== layout)) return { ...p, header: null };
    layout = header.layout;
    return { ...p, header };
  });
}

/** Nothing skipped or doubtful: no other reading can do better. */
function clean(outcome: ParseOutcome): boolean {
  if (!outcome.ok) return false;
  const { transactions, problems, reconciliation } = outcome.statement;
  return (
    problems.length === 0 &&
    reconciliation.skippedRows === 0 &&
    reconciliation.unreconciled.length === 0 &&
    reconciliation.mismatches.length === 0 &&
    !transactions.some((t) => PHONE_IN_NAME.test(t.accountName))
  );
}

function readPages(paged: PageLines[], widths: Map<string, number>): ParseOutcome {
  const pages = paged;
  const firstIndex = paged.findIndex((p) => p.header);
  const first: Header | null = firstIndex < 0 ? null : paged[firstIndex]!.header;
  if (!first) {
    const text = paged.flatMap((p) => p.lines.map((l) => l.words.map((w) => w.text).join(' ')));
    const joined = text.join('\n').slice(0, 200_000);
    const looksLikeStatement = MTN_HINT.test(joined) && (joined.match(DATE_HINT)?.length ?? 0) >= 3;
    if (!looksLikeStatement) return { ok: false, failure: failure('NOT_MTN_STATEMENT') };
    return {
      ok: false,
      failure: {
        ...failure('TABLE_UNREADABLE'),
        fingerprint: fingerprintOf('none', null, pages.length),
      },
    };
  }
  const header: Header = first;
  const layout = header.layout;

  // Table lines per page: under the page's own header, else the whole page under the last header.
  const table: { page: number; lines: Line[]; header: Header }[] = [];
  const metaLines: Line[] = [];
  let current = header;
  paged.forEach((p) => {
    if (p.header) {
      current = p.header;
      metaLines.push(...p.lines.slice(0, p.header.first));
      table.push({ page: p.page, lines: p.lines.slice(p.header.last + 1), header: current });
    } else table.push({ page: p.page, lines: p.lines, header: current });
  });
  const pooled = new Map<string, { header: Header; lines: Line[] }>();
  for (const t of table) {
    const key = signature(t.header);
    const entry = pooled.get(key) ?? { header: t.header, lines: [] };
    entry.lines.push(...rowRegion(t.lines, t.header, widths));
    pooled.set(key, entry);
  }
  const bands = new Map<string, Band[]>();
  for (const [key, { header: h, lines }] of pooled) {
    bands.set(key, bandsFor(h.labels, lines, widths));
  }
  const tablePages: TablePage[] = table.map((t) => ({
    page: t.page,
    lines: t.lines,
    bands: bands.get(signature(t.header))!,
  }));

  const { rows: raw, strays } = buildRows(tablePages, widths);
  const meta = readMetadata([...metaLines, ...strays.map((s) => s.line)]);
  const holderInfo = layout === 'classic' ? classicHolder(raw, meta) : null;
  const problems: ParseProblem[] = [];
  const ledger: LedgerRow[] = [];
  const skippedIds: string[] = [];
  let rowsSeen = 0;
  for (const row of raw) {
    // An id wrapped over two lines may carry a space ('8218734592' / '8'): read it without.
    const ids = (row.cells.transactionId ?? '').replace(/\s+/g, '').match(/\d{6,20}/g) ?? [];
    // A line that only starts like a date (a running header with the period) is page furniture:
    // a table row has an id or a balance.
    if (ids.length === 0 && !/\d/.test(`${row.cells.balance ?? ''}${row.cells.balBefore ?? ''}`)) {
      continue;
    }
    rowsSeen += Math.max(1, ids.length);
    const result: RowResult = holderInfo ? parseClassicRow(row, holderInfo) : parseAppRow(row);
    if ('row' in result) {
      ledger.push(result.row);
      // Two ids in one row: the row of the second lost its date and was merged here.
      skippedIds.push(...ids.filter((id) => id !== result.row.tx.transactionId));
    } else {
      problems.push(result.problem);
      skippedIds.push(...ids);
    }
  }
  if (layout === 'app') signUnsigned(ledger, meta.totals?.openingBalance ?? null);
  if (ledger.length === 0) {
    return {
      ok: false,
      failure: {
        ...failure('TABLE_UNREADABLE'),
        fingerprint: `${fingerprintOf(layout, header, pages.length)};rowsSeen=${rowsSeen}`,
      },
    };
  }

  const holder = {
    name: holderInfo?.name ?? meta.name ?? '',
    walletNumber: holderInfo?.number
      ? `+${holderInfo.number}`.replace(/^\+\+/, '+')
      : (meta.walletNumber ?? ''),
  };
  const dates = ledger.map((row) => row.tx.dateTime.slice(0, 10)).sort();
  const period = {
    from: meta.from ?? dates[0] ?? '',
    to: meta.to ?? dates[dates.length - 1] ?? '',
  };
  return {
    ok: true,
    statement: {
      layout,
      holder,
      period,
      transactions: ledger.map((row) => row.tx),
      reconciliation: reconcile(ledger, {
        period,
        holder,
        rowsSeen,
        skippedIds,
        printed: meta.totals,
      }),
      problems,
    },
  };
}
