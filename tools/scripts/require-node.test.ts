import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { atLeast } = require('./require-node.cjs') as {
  atLeast: (version: string, minimum: string) => boolean;
};

void test('compares whole versions, not only the major', () => {
  assert.equal(atLeast('22.18.0', '>=22.19.0'), false);
  assert.equal(atLeast('22.19.0', '>=22.19.0'), true);
  assert.equal(atLeast('22.23.3', '>=22.19.0'), true);
  assert.equal(atLeast('20.20.2', '>=22.19.0'), false);
  assert.equal(atLeast('24.0.0', '>=22.19.0'), true);
  assert.equal(atLeast('22.9.0', '>=22.19.0'), false);
});

void test('agrees with an ordering of random versions', () => {
  const random = () => [0, 0, 0].map(() => Math.floor(Math.random() * 30));
  for (let index = 0; index < 500; index++) {
    const [a, b] = [random(), random()];
    const expected = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
    assert.equal(
      atLeast(a.join('.'), `>=${b.join('.')}`),
      expected >= 0,
      `${a.join('.')} vs ${b.join('.')}`,
    );
  }
});

void test('this Node passes, as every other script assumes', () => {
  execFileSync(process.execPath, [require.resolve('./require-node.cjs')]);
});
