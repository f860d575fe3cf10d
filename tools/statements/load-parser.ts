// The tools run the API's parser from its TypeScript sources: same code, no build step.
import { createRequire } from 'node:module';
import { installTsHook } from '../../api/src/modules/statements/parser/dev-ts-hook.ts';
import type * as RunParser from '../../api/src/modules/statements/parser/run-parser.ts';

const require = createRequire(import.meta.url);
installTsHook(require);

export const { runParser } =
  require('../../api/src/modules/statements/parser/run-parser.ts') as typeof RunParser;
