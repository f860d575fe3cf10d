import { deletionText, statementCount } from './upload-deletion';

describe('deletionText', () => {
  it("says what goes with a statement and what stays, from the API's preview", () => {
    expect(deletionText({ transactions: 120, kept: 4 })).toBe(
      'Its 120 transactions go with it. 4 transactions another statement also contains stay. You can undo this for 24 hours.',
    );
    expect(deletionText({ transactions: 1, kept: 1 })).toBe(
      'Its 1 transaction goes with it. 1 transaction another statement also contains stays. You can undo this for 24 hours.',
    );
    expect(deletionText({ transactions: 1_250, kept: 0 })).toBe(
      'Its 1,250 transactions go with it. You can undo this for 24 hours.',
    );
    // A failed statement, or one whose rows all came with another.
    expect(deletionText({ transactions: 0, kept: 0 })).toBe(
      'No transactions go with it. You can undo this for 24 hours.',
    );
  });

  it('counts statements', () => {
    expect(statementCount(32)).toBe('32 statements');
    expect(statementCount(1)).toBe('1 statement');
  });
});
