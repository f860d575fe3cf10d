// `npm test`: every check CI runs, in order of cost.
import { run, step } from './run.ts';

step('Format');
await run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);

step('Lint, typecheck, unit and integration tests');
await run('npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--output-style=stream']);

step('Generated code is up to date');
await run('node', ['tools/scripts/check-generated.ts']);
// The API may only grow: breaking changes against the released contract fail here.
await run('node', ['tools/scripts/check-api-compat.ts']);

step('Production builds and end-to-end tests in Chromium');
await run('npx', ['nx', 'run', 'e2e:e2e', '--output-style=stream']);
