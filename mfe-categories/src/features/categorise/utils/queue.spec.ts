import { cursorIndex, firstOfEach, sessionProgress, stepIndex } from './queue';

describe('cursorIndex', () => {
  const ids = ['a', 'b', 'c'];

  it('starts at the first card and follows the cursor by id', () => {
    expect(cursorIndex(ids, null)).toBe(0);
    expect(cursorIndex(['x', ...ids], { id: 'b', index: 1 })).toBe(2);
    expect(cursorIndex([], null)).toBe(-1);
  });

  it("puts the next card in a categorised card's place, clamped to the end", () => {
    expect(cursorIndex(['a', 'c'], { id: 'b', index: 1 })).toBe(1);
    expect(cursorIndex(['a', 'b'], { id: 'c', index: 2 })).toBe(1);
  });

  it('holds a card not loaded yet by its place', () => {
    expect(cursorIndex(['a', 'b'], { id: null, index: 2 })).toBe(1);
    expect(cursorIndex([...ids, 'd'], { id: null, index: 3 })).toBe(3);
  });
});

describe('firstOfEach', () => {
  it('keeps the first of rows listed twice, in order', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'b' }, { id: 'c' }, { id: 'a' }];
    expect(firstOfEach(rows).map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('stepIndex', () => {
  it('goes back until the first card and skips round to the first after the last', () => {
    expect(stepIndex(1, 3, 'previous')).toBe(0);
    expect(stepIndex(0, 3, 'previous')).toBeNull();
    expect(stepIndex(1, 3, 'next')).toBe(2);
    expect(stepIndex(2, 3, 'next')).toBe(0);
  });

  it('goes nowhere with a single card', () => {
    expect(stepIndex(0, 1, 'next')).toBeNull();
    expect(stepIndex(0, 1, 'previous')).toBeNull();
  });
});

describe('sessionProgress', () => {
  it('is the share of this visit done', () => {
    expect(sessionProgress(0, 0)).toBe(0);
    expect(sessionProgress(0, 8)).toBe(0);
    expect(sessionProgress(2, 6)).toBe(25);
    expect(sessionProgress(5, 0)).toBe(100);
  });
});
