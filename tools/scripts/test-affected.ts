// `npm run test:affected [-- --base <ref>]`: what a team's pull request needs, for one remote.
// Nx works out which projects the change touches (against main, or --base): their lint,
// typecheck, unit tests and builds run, and nothing else. When any front-end project is touched,
// the contract e2e tests run against the production build: the shell as built with the remotes,
// an independent release and rollback of one remote, a staging preview, a remote that is down.
// `npm test` (CI on main) still runs everything.
import { execFileSync } from 'node:child_process';
import { run, step } from './run.ts';

const baseIndex = process.argv.indexOf('--base');
const base = baseIndex > 0 ? (process.argv[baseIndex + 1] ?? 'main') : 'main';

const affected = execFileSync('npx', ['nx', 'show', 'projects', '--affected', `--base=${base}`], {
  encoding: 'utf8',
})
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);
process.stdout.write(`Affected since ${base}: ${affected.join(', ') || 'nothing'}\n`);
if (affected.length === 0) process.exit(0);

step('Lint, typecheck, unit tests and builds of the affected projects');
await run('npx', [
  'nx',
  'affected',
  `--base=${base}`,
  '-t',
  'lint',
  'typecheck',
  'test',
  'build',
  '--output-style=stream',
]);

const FRONT_END = /^(shell|shared-ui|contract|router|api-client|mfe-.+)$/;
if (affected.some((project) => FRONT_END.test(project))) {
  step('Contract e2e: the composed app, one remote released, rolled back and previewed');
  // The composed app needs every build; Nx's cache serves the untouched ones.
  await run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream']);
  await run('npx', [
    'playwright',
    'test',
    '--config',
    'e2e/playwright.config.ts',
    'tests/release.spec.ts',
    'tests/preview.spec.ts',
    'tests/remote-failure.spec.ts',
    'tests/shell.spec.ts',
  ]);
}
