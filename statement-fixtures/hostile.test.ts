// A sample of the hostile PDFs (hostile.ts: the first files of every class) through the real
// runner, as CI runs it; `npm run hostile:parse` runs the whole set. Every file must come back with
// a failure code or a statement, the runner must survive each one, and memory must stay bounded.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, describe, it } from 'node:test';
import { installTsHook } from '../api/src/modules/statements/parser/dev-ts-hook.ts';
import type * as RunParser from '../api/src/modules/statements/parser/run-parser.ts';
import type { ParseFailureCode } from '../api/src/modules/statements/parser/types.ts';
import { CLASSES, hostileFile, hostileFiles, variantNames } from './hostile.ts';
import { isHang, runOne, summarise, type FileResult } from './hostile-run.ts';

const require = createRequire(import.meta.url);
installTsHook(require);
const parser = require('../api/src/modules/statements/parser/run-parser.ts') as typeof RunParser;

const CODES: (ParseFailureCode | 'ok')[] = [
  'ok',
  'PDF_PASSWORD_PROTECTED',
  'PDF_PASSWORD_INCORRECT',
  'PDF_NO_TEXT',
  'PDF_TOO_LARGE',
  'NOT_MTN_STATEMENT',
  'TABLE_UNREADABLE',
  'PDF_UNREADABLE',
  'PARSE_TIMEOUT',
  'PARSE_CRASHED',
];

const OPTIONS = { timeoutMs: 15_000, memoryMb: 300 };
// The watchdog samples every 25 ms: a parse process may pass the cap by what it allocates meanwhile.
const OVERSHOOT_MB = 150;

void describe('hostile PDFs (sample)', () => {
  after(() => parser.closeParserPool());

  void it('are the same bytes for the same seed, and every class has variants', async () => {
    for (const kind of CLASSES) {
      assert.ok(variantNames(kind).length >= 8, kind);
      const [a, b] = [await hostileFile(7, kind, 3), await hostileFile(7, kind, 3)];
      assert.equal(a.name, b.name);
      assert.ok(Buffer.from(a.bytes).equals(Buffer.from(b.bytes)), `${kind} differs between runs`);
      assert.ok(a.bytes.byteLength <= 10_000_000, `${a.name} is over the upload limit`);
    }
  });

  void it(
    'each resolves with a failure code or a statement, within memory, runner unharmed',
    { timeout: 180_000 },
    async () => {
      const results: FileResult[] = [];
      let grew = 0;
      for await (const file of hostileFiles({ seed: 1, perClass: 2 })) {
        const before = process.memoryUsage().rss;
        const result = await runOne(parser, file, OPTIONS);
        grew = Math.max(grew, process.memoryUsage().rss - before);
        results.push(result);
        assert.ok(CODES.includes(result.code as ParseFailureCode), `${file.name}: ${result.code}`);
        assert.ok(!isHang(result, OPTIONS.timeoutMs), `${file.name} hung`);
        assert.ok(
          result.peakRssMb < OPTIONS.memoryMb + OVERSHOOT_MB,
          `${file.name}: parse process peaked at ${result.peakRssMb} MB`,
        );
      }
      process.stdout.write(`${summarise(results, OPTIONS.timeoutMs)}\n`);
      assert.deepEqual(
        results.filter((r) => r.code === 'PARSE_CRASHED').map((r) => r.name),
        [],
        'no parse process crashed',
      );
      // The bombs and the 50M-character string were read elsewhere: no parse grew this process.
      assert.ok(grew < 100 * 1024 * 1024, `a parse grew the calling process by ${grew} bytes`);
      // The files that must be caught by the memory cap are.
      const bomb = results.find((r) => r.name.startsWith('bomb-000'))!;
      assert.equal(bomb.code, 'PDF_TOO_LARGE');
      assert.equal(bomb.end, 'memory');
    },
  );
});
