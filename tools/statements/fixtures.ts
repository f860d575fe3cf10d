// npm run fixtures:statements [-- <out dir>]: writes every fixture PDF and, beside each generated
// statement, the rows it drew (<name>.truth.json). Same seed, same bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateAppStatement, LEGAL } from './app-data.ts';
import { generateClassicStatement } from './classic-data.ts';
import { renderRealCsv } from './csv-statement.ts';
import {
  brokenPdf,
  invoicePdf,
  noTextPdf,
  ownerOnlyPdf,
  passwordProtectedPdf,
} from './special-pdfs.ts';

const out = process.argv[2] ?? join(import.meta.dirname, 'generated');
mkdirSync(out, { recursive: true });

const statements = {
  'app-2026': await generateAppStatement({ seed: 1, rows: 90, breakChainAt: 40 }),
  'app-2025-levy': await generateAppStatement({ seed: 2, rows: 60, start: '2025-03-10' }),
  'classic-2024': await generateClassicStatement({ seed: 3, rows: 120, breakChainAt: 70 }),
  'bench-app-1200': await generateAppStatement({
    seed: 4,
    rows: 1200,
    rowsPerPage: 30,
    pageSize: LEGAL,
  }),
};
for (const [name, { pdf, truth }] of Object.entries(statements)) {
  writeFileSync(join(out, `${name}.pdf`), pdf);
  writeFileSync(join(out, `${name}.truth.json`), `${JSON.stringify(truth, null, 2)}\n`);
}
const others: Record<string, Uint8Array> = {
  'real-classic-2024-csv.pdf': await renderRealCsv(),
  'password-protected.pdf': passwordProtectedPdf(),
  'owner-password-only.pdf': ownerOnlyPdf(),
  'no-text-layer.pdf': await noTextPdf(),
  'invoice.pdf': await invoicePdf(),
  'truncated.pdf': brokenPdf(),
};
for (const [name, pdf] of Object.entries(others)) writeFileSync(join(out, name), pdf);
process.stdout.write(
  `Wrote ${Object.keys(statements).length * 2 + Object.keys(others).length} files to ${out}\n`,
);
