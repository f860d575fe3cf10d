import { deletedText, uncategorisedWarning } from './category-text';

describe('category words', () => {
  it('says after a delete the figure its dialog warned of, in one sentence that agrees', () => {
    expect(uncategorisedWarning(3)).toBe(
      '3 transactions will become uncategorized. You can categorize them again later.',
    );
    expect(deletedText('Chop money', 3)).toBe(
      'Chop money is gone; 3 transactions are uncategorized now.',
    );
    expect(deletedText('Chop money', 1)).toBe(
      'Chop money is gone; 1 transaction is uncategorized now.',
    );
    expect(deletedText('Chop money', 1234)).toBe(
      'Chop money is gone; 1,234 transactions are uncategorized now.',
    );
    expect(deletedText('Chop money', 0)).toBe('Chop money is gone.');
  });
});
