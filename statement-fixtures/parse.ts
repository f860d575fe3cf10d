// npm run statements:parse -- <file.pdf> [--password <pw>]
// Prints the statement as JSON; exits 1 with the user-facing message when it cannot be read.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runParser } from './load-parser.ts';

const args = process.argv.slice(2);
const file = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--password');
const passwordAt = args.indexOf('--password');
const password = passwordAt >= 0 ? args[passwordAt + 1] : undefined;
if (!file) {
  process.stderr.write(
    'Usage: npm run statements:parse -- <statement.pdf> [--password <password>]\n',
  );
  process.exit(2);
}

let data: Uint8Array;
try {
  // npm runs scripts from the root; resolve the path from where the user typed it.
  data = new Uint8Array(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file)));
} catch (error) {
  process.stderr.write(`Cannot read ${file}: ${(error as Error).message}\n`);
  process.exit(1);
}

const outcome = await runParser(data, { password });
if (!outcome.ok) {
  process.stderr.write(`${outcome.failure.code}: ${outcome.failure.errorMessage}\n`);
  process.exit(1);
}
const { layout, holder, period, transactions, reconciliation, problems } = outcome.statement;
process.stdout.write(
  `${JSON.stringify({ layout, holder, period, transactions, reconciliation, problems }, null, 2)}\n`,
);
