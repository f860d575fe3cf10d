import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UNCATEGORIZED } from './insights.repository';

// The breakdown's Uncategorized row (the API's) and every other screen's "no category" (shared-ui's
// UNCATEGORIZED_LOOK) are one look. The API cannot import the front end's code: its source is read.
const SHARED_UI = join(__dirname, '../../../../shared-ui/src/categories');

function sharedUiLook(source: string): Record<string, string> {
  const body = /export const UNCATEGORIZED_LOOK = \{([^}]*)\}/.exec(source)?.[1];
  if (body === undefined) throw new Error('shared-ui has no UNCATEGORIZED_LOOK');
  return Object.fromEntries(
    [...body.matchAll(/(\w+):\s*'([^']*)'/g)].map(([, key, value]) => [key!, value!]),
  );
}

describe('the look of no category', () => {
  it('is the same in the API’s breakdown as on every screen', () => {
    const look = sharedUiLook(readFileSync(join(SHARED_UI, 'uncategorized.ts'), 'utf8'));
    expect(look).toEqual({ ...UNCATEGORIZED });
  });

  it('names an icon the front end draws (not the unknown-name fallback)', () => {
    const icons = readFileSync(join(SHARED_UI, 'category-icons.tsx'), 'utf8');
    const key = UNCATEGORIZED.icon.replace(/[^\w-]/g, '');
    expect(icons).toMatch(new RegExp(`^\\s*(?:'${key}'|${key}): [A-Z]\\w*,$`, 'm'));
  });
});
