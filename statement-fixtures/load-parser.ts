// The tools run the API's parser from its TypeScript sources: same code, no build step.
import { createRequire } from 'node:module';
import { installTsHook } from '../api/src/modules/statements/parser/dev-ts-hook.ts';
import type * as ParsePdf from '../api/src/modules/statements/parser/parse-pdf.ts';
import type * as RunParser from '../api/src/modules/statements/parser/run-parser.ts';

const require = createRequire(import.meta.url);
installTsHook(require);

export const { runParser } =
  require('../api/src/modules/statements/parser/run-parser.ts') as typeof RunParser;

/** Extracts and parses in the calling thread (no worker): the fast path for many small statements. */
export const { parsePdf } =
  require('../api/src/modules/statements/parser/parse-pdf.ts') as typeof ParsePdf;
