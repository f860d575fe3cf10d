// npm run fixtures:statements [-- <out dir>]: writes every fixture PDF and, beside each generated
// statement, the rows it drew (<name>.truth.json). The statements come from fixed seeds of the
// randomised generator (random-statement.ts): same seed, same bytes. The encrypted files hold the
// same statement each run but differ byte for byte (the cipher draws a random file id and IVs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRealCsv } from './csv-statement.ts';
import { benchmarkStatement, generateStatement, type Rendered } from './random-statement.ts';
import {
  APP_HOLDER,
  brokenPdf,
  invoicePdf,
  noTextPdf,
  ownerOnlyPdf,
  passwordProtectedPdf,
  PROTECTED_TRUTH,
} from './special-pdfs.ts';

export const CLASSIC_HOLDER = { name: 'AMA OWUSU-ANSAH', wallet: '233240000001' };

/** The named fixtures other tests rely on (row counts, holder wallet; the classic one has a broken balance chain). */
export const NAMED_FIXTURES: Record<string, () => Promise<Rendered>> = {
  'app-2026': () =>
    generateStatement({
      seed: 1,
      layout: 'app',
      count: 90,
      start: '2026-03-01',
      holder: APP_HOLDER,
    }),
  // Five months of one wallet (January to May 2026): whole months of spending, for Smart Budgets.
  'app-2026-months': () =>
    generateStatement({
      seed: 4,
      layout: 'app',
      count: 260,
      start: '2026-01-01',
      holder: APP_HOLDER,
    }),
  'app-2025-levy': () =>
    generateStatement({
      seed: 2,
      layout: 'app',
      count: 60,
      start: '2025-03-10',
      holder: APP_HOLDER,
    }),
  'classic-2024': () =>
    generateStatement({
      seed: 3,
      layout: 'classic',
      count: 120,
      start: '2024-02-18',
      breakChainAt: 70,
      levyPostedLater: true,
      holder: CLASSIC_HOLDER,
    }),
  'bench-app-1200': () => benchmarkStatement(1200),
};

// A few small statements straight from the generator, any layout and look.
const RANDOM_SEEDS = [101, 102, 103, 104, 105, 106, 107, 108];

// Run as a script (not imported by the tests).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? join(import.meta.dirname, 'generated');
  mkdirSync(out, { recursive: true });
  const statements: Record<string, Rendered> = {};
  for (const [name, make] of Object.entries(NAMED_FIXTURES)) statements[name] = await make();
  for (const seed of RANDOM_SEEDS) statements[`random-${seed}`] = await generateStatement({ seed });
  for (const [name, { pdf, truth }] of Object.entries(statements)) {
    writeFileSync(join(out, `${name}.pdf`), pdf);
    writeFileSync(join(out, `${name}.truth.json`), `${JSON.stringify(truth, null, 2)}\n`);
  }
  const others: Record<string, Uint8Array> = {
    'real-classic-2024-csv.pdf': await renderRealCsv(),
    'password-protected.pdf': passwordProtectedPdf('AES-256'),
    'password-protected-rc4.pdf': passwordProtectedPdf('RC4-128'),
    'owner-password-only.pdf': ownerOnlyPdf('AES-256'),
    'owner-password-only-rc4.pdf': ownerOnlyPdf('RC4-128'),
    'no-text-layer.pdf': await noTextPdf(),
    'invoice.pdf': await invoicePdf(),
    'truncated.pdf': brokenPdf(),
  };
  for (const [name, pdf] of Object.entries(others)) writeFileSync(join(out, name), pdf);
  // The encrypted files' statement (same truth for all four).
  writeFileSync(
    join(out, 'password-protected.truth.json'),
    `${JSON.stringify(PROTECTED_TRUTH, null, 2)}\n`,
  );
  process.stdout.write(
    `Wrote ${Object.keys(statements).length * 2 + Object.keys(others).length + 1} files to ${out}\n`,
  );
}
