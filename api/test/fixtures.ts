import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');

/** Writes the generated statement fixtures (tools/statements) to a new folder and returns it. */
export function generateStatementFixtures(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sikalens-fixtures-'));
  execFileSync(
    process.execPath,
    [
      '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
      join(ROOT, 'tools/statements/fixtures.ts'),
      folder,
    ],
    { stdio: 'ignore' },
  );
  return folder;
}
