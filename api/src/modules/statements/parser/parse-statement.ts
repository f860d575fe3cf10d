import { classicHolder, parseClassicRow } from './classic-layout';
import { parseAppRow } from './app-layout';
import { failure } from './failures';
import { findHeader, type Band, type Header } from './header';
import { ROW_START, SPECS } from './layouts';
import type { LedgerRow, RowResult } from './ledger';
import { groupLines, lineText, type Line } from './lines';
import { readMetadata } from './metadata';
import { reconcile } from './reconcile';
import { buildRows } from './rows';
import { splitWords } from './words';
import type { PageText, ParseOutcome, ParseProblem } from './types';

// Fewer visible characters than this per page means there is no usable text layer (a scan).
const MIN_CHARS_PER_PAGE = 10;

type PreparedPage = {
  page: number;
  lines: Line[];
  bands: readonly Band[];
  firstLine: number;
  topY: number;
};

/** Turns positioned text into a statement. Pure and synchronous: runs inside the parser worker. */
export function parseStatementText(pages: readonly PageText[]): ParseOutcome {
  const chars = pages.reduce(
    (sum, p) => sum + p.items.reduce((n, item) => n + item.str.trim().length, 0),
    0,
  );
  if (chars < MIN_CHARS_PER_PAGE * Math.max(1, pages.length) && chars < 200) {
    return { ok: false, failure: failure('PDF_NO_TEXT') };
  }

  let first: Header | null = null;
  const metaLines: string[] = [];
  const prepared: PreparedPage[] = [];
  let bands: readonly Band[] | null = null;
  for (const { page, items } of pages) {
    const lines = groupLines(items.flatMap(splitWords));
    const header = findHeader(
      lines,
      first ? SPECS.filter((s) => s.layout === first!.layout) : SPECS,
    );
    if (header && !first) {
      first = header;
      metaLines.push(...lines.slice(0, header.lastLine).map(lineText));
    } else if (!first) metaLines.push(...lines.map(lineText));
    if (header) bands = header.bands;
    if (!bands) continue;
    // A page without a repeated header reuses the previous columns; nothing above its first row joins a row.
    prepared.push(
      header
        ? { page, lines, bands, firstLine: header.lastLine + 1, topY: lines[header.lastLine]!.y }
        : { page, lines, bands, firstLine: 0, topY: Infinity },
    );
  }
  if (!first) return { ok: false, failure: failure('NOT_MTN_STATEMENT') };

  const layout = first.layout;
  const { rows: raw, strays } = buildRows(prepared, ROW_START[layout]);
  const meta = readMetadata(metaLines);
  const holderInfo = layout === 'classic' ? classicHolder(raw, meta) : null;
  const problems: ParseProblem[] = strays
    .filter((stray) => /\d\.\d{2}\b/.test(stray.text))
    .map((stray) => ({
      code: 'STRAY_TEXT',
      page: stray.page,
      message: 'Text with amounts outside any row',
      text: stray.text,
    }));
  const ledger: LedgerRow[] = [];
  for (const row of raw) {
    const result: RowResult = holderInfo ? parseClassicRow(row, holderInfo) : parseAppRow(row);
    if ('row' in result) ledger.push(result.row);
    else problems.push(result.problem);
  }
  if (ledger.length === 0 && raw.length === 0) {
    return { ok: false, failure: failure('NOT_MTN_STATEMENT') };
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
      reconciliation: reconcile(ledger, period, holder),
      problems,
    },
  };
}
