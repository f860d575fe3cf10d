// Fails when api/openapi.json or the generated api-client differ from what the code produces:
// snapshots them, regenerates, and compares (works in a clean clone and in a working tree alike).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './run.ts';

const GENERATED = ['api/openapi.json', 'api-client/src/generated'];

function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (relative: string) => {
    const absolute = path.join(ROOT, relative);
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isDirectory()) {
      for (const entry of readdirSync(absolute)) visit(path.join(relative, entry));
    } else {
      files.set(relative, readFileSync(absolute, 'utf8'));
    }
  };
  GENERATED.forEach(visit);
  return files;
}

const before = snapshot();
await run('npm', ['run', 'openapi', '--workspace', 'api', '--silent']);
await run('npm', ['run', 'generate', '--workspace', 'api-client', '--silent']);
const after = snapshot();

const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (changed.length > 0) {
  process.stderr.write(
    `Generated files were stale and have been regenerated:\n${changed.map((file) => `  ${file}`).join('\n')}\nCommit them (\`npm run generate\`).\n`,
  );
  process.exit(1);
}
process.stdout.write('Generated OpenAPI document and api-client are up to date.\n');
