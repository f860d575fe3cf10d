import fc from 'fast-check';
import { PAGE_NEIGHBOURS, pageButtons, type PageButton } from './page-buttons';

const pagesOf = (buttons: PageButton[]) =>
  buttons.filter((button): button is number => button !== 'ellipsis');

// A total and a current page inside it.
const position = fc
  .integer({ min: 1, max: 500 })
  .chain((total) => fc.tuple(fc.integer({ min: 1, max: total }), fc.constant(total)));

describe('pageButtons', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 5, [1, 2, 3, 'ellipsis', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'ellipsis', 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'ellipsis', 10]],
    [5, 10, [1, 'ellipsis', 3, 4, 5, 6, 7, 'ellipsis', 10]],
    [7, 20, [1, 'ellipsis', 5, 6, 7, 8, 9, 'ellipsis', 20]],
    [10, 10, [1, 'ellipsis', 8, 9, 10]],
    [8, 10, [1, 'ellipsis', 6, 7, 8, 9, 10]],
    // A gap of one page is still a gap.
    [5, 7, [1, 'ellipsis', 3, 4, 5, 6, 7]],
  ] as const)('page %i of %i shows %j', (current, total, expected) => {
    expect(pageButtons(current, total)).toEqual(expected);
  });

  it('keeps a current page outside 1..total inside it', () => {
    expect(pageButtons(0, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(40, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pageButtons(1, 0)).toEqual([1]);
  });

  it('always includes the first, the last and the current page', () => {
    fc.assert(
      fc.property(position, ([current, total]) => {
        const pages = pagesOf(pageButtons(current, total));
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(total);
        expect(pages).toContain(current);
      }),
    );
  });

  it('lists pages in increasing order without duplicates', () => {
    fc.assert(
      fc.property(position, ([current, total]) => {
        const pages = pagesOf(pageButtons(current, total));
        pages.slice(1).forEach((page, index) => expect(page).toBeGreaterThan(pages[index]!));
      }),
    );
  });

  it('shows exactly the first, the last and the pages within 2 of the current one', () => {
    fc.assert(
      fc.property(position, ([current, total]) => {
        const expected = Array.from({ length: total }, (_, index) => index + 1).filter(
          (page) => page === 1 || page === total || Math.abs(page - current) <= PAGE_NEIGHBOURS,
        );
        expect(pagesOf(pageButtons(current, total))).toEqual(expected);
      }),
    );
  });

  it('puts an ellipsis exactly where pages are skipped, never at an end or twice in a row', () => {
    fc.assert(
      fc.property(position, ([current, total]) => {
        const buttons = pageButtons(current, total);
        expect(buttons[0]).not.toBe('ellipsis');
        expect(buttons[buttons.length - 1]).not.toBe('ellipsis');
        buttons.forEach((button, index) => {
          if (index === 0) return;
          const before = buttons[index - 1]!;
          if (button === 'ellipsis') {
            expect(before).not.toBe('ellipsis');
            const after = buttons[index + 1] as number;
            expect(after - (before as number)).toBeGreaterThan(1);
          } else if (before !== 'ellipsis') {
            expect(button - before).toBe(1);
          }
        });
      }),
    );
  });

  it('never shows more than 2 ellipses and 7 pages', () => {
    fc.assert(
      fc.property(position, ([current, total]) => {
        const buttons = pageButtons(current, total);
        expect(buttons.filter((button) => button === 'ellipsis').length).toBeLessThanOrEqual(2);
        expect(pagesOf(buttons).length).toBeLessThanOrEqual(2 * PAGE_NEIGHBOURS + 3);
      }),
    );
  });
});
