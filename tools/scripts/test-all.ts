// `npm test`: every check CI runs, in order of cost.
import { run, step } from './run.ts';

step('Format');
await run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);

step('Lint, dead code, typecheck, unit and integration tests');
// Unused files, exports, types and dependencies (knip.jsonc); a stale ignore or entry fails too.
await run('npm', ['run', '--silent', 'knip']);
await run('npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--output-style=stream']);

step('Generated code is up to date');
await run('node', ['tools/scripts/check-generated.ts']);
// The API may only grow: breaking changes against the released contract fail here.
await run('node', ['tools/scripts/check-api-compat.ts']);

step('Production builds and end-to-end tests in Chromium');
await run('npx', ['nx', 'run', 'e2e:e2e', '--output-style=stream']);
