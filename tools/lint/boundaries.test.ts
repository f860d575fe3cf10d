import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

// Lints `code` as if it were the given (existing) file, and returns the restricted-import messages.
async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

void test('a remote cannot import another remote or the shell', async () => {
  const file = 'mfe-dashboard/src/routes.tsx';
  assert.equal((await restrictedImports(file, "import '@sikalens/mfe-upload';\n")).length, 1);
  assert.equal(
    (await restrictedImports(file, "import '../../mfe-upload/src/routes';\n")).length,
    1,
  );
  assert.equal((await restrictedImports(file, "import '@sikalens/shell';\n")).length, 1);
  assert.equal((await restrictedImports(file, "import '../../shell/src/App';\n")).length, 1);
  assert.deepEqual(await restrictedImports(file, "import '@sikalens/shared-ui';\n"), []);
});

void test('the shell cannot import a remote', async () => {
  const messages = await restrictedImports('shell/src/App.tsx', "import '@sikalens/mfe-ai';\n");
  assert.equal(messages.length, 1);
});

void test('shared-ui imports no app and no api-client', async () => {
  const file = 'shared-ui/src/index.ts';
  for (const source of [
    '@sikalens/shell',
    '@sikalens/mfe-billing',
    '@sikalens/api-client',
    '../../api/src/main',
  ]) {
    assert.equal((await restrictedImports(file, `import '${source}';\n`)).length, 1, source);
  }
});

void test('MUI is imported path by path and the router through @sikalens/router', async () => {
  const refused = [
    "import { Button } from '@mui/material';\n",
    "import ButtonBase from '@mui/material/Button/ButtonBase';\n",
    "import { useNavigate } from 'react-router-dom';\n",
    "import { useNavigate } from 'react-router';\n",
  ];
  for (const source of refused) {
    const messages = await restrictedImports('mfe-ai/src/routes.tsx', source);
    assert.equal(messages.length, 1, source);
  }
  const allowed = await restrictedImports(
    'mfe-ai/src/routes.tsx',
    "import Button from '@mui/material/Button';\nimport { useNavigate } from '@sikalens/router';\n",
  );
  assert.deepEqual(allowed, []);
});
