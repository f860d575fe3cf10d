import fc from 'fast-check';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './body-parsers';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const bytes = (text: string) => Buffer.from(text, 'utf8');

// The depth JSON.parse would build, measured on the parsed value without recursion.
function parsedDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

describe('exceedsJsonDepth', () => {
  it('allows the limit and refuses one level more', () => {
    expect(exceedsJsonDepth(bytes(nested(MAX_JSON_DEPTH)), MAX_JSON_DEPTH)).toBe(false);
    expect(exceedsJsonDepth(bytes(nested(MAX_JSON_DEPTH + 1)), MAX_JSON_DEPTH)).toBe(true);
    expect(exceedsJsonDepth(`[${'[]'.repeat(1000)}]`, 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const body = JSON.stringify({ label: '[[[[{{{{"\\"[[[[', note: '\\\\' });
    expect(exceedsJsonDepth(bytes(body), 1)).toBe(false);
    expect(exceedsJsonDepth(bytes('{"a":"\\""}'), 1)).toBe(false);
  });

  it('scans non-ASCII text as UTF-8 bytes', () => {
    expect(exceedsJsonDepth(bytes(JSON.stringify({ a: 'Café ₵ 🇬🇭 [[[[' })), 1)).toBe(false);
  });

  it('takes a 98 KB body nested 49,000 deep in one quick pass', () => {
    const body = bytes('['.repeat(49_000) + ']'.repeat(49_000));
    const started = process.hrtime.bigint();
    expect(exceedsJsonDepth(body, MAX_JSON_DEPTH)).toBe(true);
    expect(exceedsJsonDepth(body, 100_000)).toBe(false);
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(100);
  });

  it('agrees with JSON.parse on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, max) => {
        const text = JSON.stringify(value);
        const depth = parsedDepth(JSON.parse(text));
        expect(exceedsJsonDepth(bytes(text), max)).toBe(depth > max);
        expect(exceedsJsonDepth(text, max)).toBe(depth > max);
      }),
    );
  });
});
