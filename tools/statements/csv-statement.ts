import { readFileSync } from 'node:fs';
import { renderTable, type Cells } from './render.ts';
import { CLASSIC_COLUMNS, classicSpec } from './classic-data.ts';

// A copy of the real, redacted classic statement kept in the repo (provenance in SOURCES.md there).
export const REAL_CSV = new URL('./fixtures/mtn-gh-classic-2024.redacted.csv', import.meta.url);

/** RFC 4180 fields: quotes only where a field holds a comma. */
export function parseCsv(text: string): string[][] {
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
export function readRealCsv(path: string | URL = REAL_CSV): Cells[] {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  if (header?.length !== 16) throw new Error('expected the 16 classic columns');
  return rows.map((fields) =>
    Object.fromEntries(CLASSIC_COLUMNS.map((c, i) => [c.key, fields[i] ?? ''])),
  );
}

/** Renders the real CSV's cells verbatim in the classic layout; no top block (none is public). */
export function renderRealCsv(path?: string | URL): Promise<Uint8Array> {
  return renderTable(classicSpec([]), readRealCsv(path));
}
