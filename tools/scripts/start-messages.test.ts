import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readyLine } from './start-messages.ts';

void test('says where the app is, as plain text when the output is not a terminal', () => {
  const line = readyLine('http://localhost:3000/', false);
  assert.match(line, /^\nSikaLens is ready: http:\/\/localhost:3000\/\n/);
  assert.ok(!line.includes('\u001b'));
});

void test('makes the URL a terminal hyperlink (OSC 8) in a terminal', () => {
  const line = readyLine('http://localhost:3000/', true);
  assert.ok(
    line.includes(
      'SikaLens is ready: \u001b]8;;http://localhost:3000/\u001b\\http://localhost:3000/\u001b]8;;\u001b\\\n',
    ),
  );
});
