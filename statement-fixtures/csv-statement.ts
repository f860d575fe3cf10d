import { readFileSync } from 'node:fs';
import { renderTable, type TableStyle } from './render.ts';
import { CLASSIC_COLUMNS, columnKeys } from './random-statement.ts';

// A copy of the real, redacted classic statement kept in the repo (provenance in SOURCES.md there).
const REAL_CSV = new URL('./fixtures/mtn-gh-classic-2024.redacted.csv', import.meta.url);

/** RFC 4180 fields: quotes only where a field holds a comma. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line) continue;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < line.length; i += 1) {
      const ch = line[i]!;
      if (quoted && ch === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) {
        fields.push(field);
        field = '';
      } else field += ch;
    }
    fields.push(field);
    rows.push(fields);
  }
  return rows;
}

/** The real classic CSV as row objects keyed like the generator's columns. */
export function readRealCsv(path: string | URL = REAL_CSV): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  if (header?.length !== 16) throw new Error('expected the 16 classic columns');
  const keys = columnKeys('classic');
  return rows.map((fields) => Object.fromEntries(keys.map((key, i) => [key, fields[i] ?? ''])));
}

// One conventional look for the real statement: Helvetica 6 pt on A4 landscape, header repeated.
const STYLE: TableStyle = {
  paper: 'A4',
  orientation: 'landscape',
  margins: { top: 24, right: 24, bottom: 24, left: 24 },
  body: { font: 'Helvetica', size: 6, lineSpacing: 1.25 },
  header: {
    font: 'Helvetica-Bold',
    size: 6,
    lineSpacing: 1.2,
    valign: 'top',
    align: 'left',
    repeat: true,
    fill: null,
    color: [0, 0, 0],
  },
  padding: { h: 2, v: 1 },
  valign: 'top',
  spread: 1,
  tableAlign: 'left',
  grid: 'none',
  zebra: false,
  runs: 'line',
  order: 'rows',
  textObjects: 'per-run',
  positioning: 'Tm',
  coordinates: 'plain',
  literalStrings: false,
  fontKeyPrefix: 'F',
  seed: 1,
};
const SPLIT: Record<string, string[]> = {
  date: ['TRANSACTION', 'DATE'],
  type: ['TRANS.', 'TYPE'],
  balBefore: ['BAL', 'BEFORE'],
};

/** Renders the real CSV's cells verbatim in the classic layout; no top block (none is public). */
export async function renderRealCsv(path?: string | URL): Promise<Uint8Array> {
  const title = {
    text: 'MTN MOBILE MONEY STATEMENT',
    font: 'Helvetica-Bold' as const,
    size: 10,
    x: 0,
  };
  const { pdf } = await renderTable({
    style: STYLE,
    columns: CLASSIC_COLUMNS.map((c) => ({
      key: c.key,
      label: SPLIT[c.key] ?? [c.aliases[0]!],
      align: 'left',
      cut: c.cut,
      weight: c.key === 'ref' ? 6 : c.cut === 'long' ? 2 : 1,
    })),
    rows: readRealCsv(path),
    before: [],
    after: [],
    runningHeader: () => [{ spans: [title], gapAfter: 8 }],
    footer: (page, pages) => [
      {
        spans: [
          { text: `Page ${page} of ${pages}`, font: 'Helvetica', size: 7, x: 0, anchor: 'center' },
        ],
      },
    ],
  });
  return pdf!;
}
