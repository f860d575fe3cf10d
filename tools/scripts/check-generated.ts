// Fails when api/openapi.json or the generated api-client is not what the code produces.
import { execFileSync } from 'node:child_process';
import { ROOT, run } from './run.ts';

const GENERATED = ['api/openapi.json', 'api-client/src/generated'];

await run('npm', ['run', 'openapi', '--workspace', 'api', '--silent']);
await run('npm', ['run', 'generate', '--workspace', 'api-client', '--silent']);

const changes = execFileSync('git', ['status', '--porcelain', '--', ...GENERATED], {
  cwd: ROOT,
  encoding: 'utf8',
});
if (changes.trim()) {
  process.stderr.write(
    `Generated files are stale:\n${changes}\nRun \`npm run generate\` and commit the result.\n`,
  );
  process.exit(1);
}
process.stdout.write('Generated OpenAPI document and api-client are up to date.\n');
