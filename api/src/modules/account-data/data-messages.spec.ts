import { deletedMessage, restoredMessage, restoreExpiredMessage } from './data-messages';
import { zeroCounts } from './data-counts';

const counts = (overrides: Partial<ReturnType<typeof zeroCounts>>) => ({
  ...zeroCounts(),
  ...overrides,
});
const noReasons = { walletGone: { uploads: 0, transactions: 0 } };

describe('account data messages', () => {
  it('says what was deleted and for how long it can be undone', () => {
    expect(deletedMessage(counts({ transactions: 1234, uploads: 3, reviews: 2 }), 24)).toBe(
      'Deleted 1,234 transactions and 3 statements. You can undo this for 24 hours.',
    );
    expect(deletedMessage(counts({ chatMessages: 1 }), 1)).toBe(
      'Deleted 1 chat message. You can undo this for 1 hour.',
    );
    expect(deletedMessage(counts({ notifications: 2 }), 24)).toBe(
      'Deleted your data. You can undo this for 24 hours.',
    );
    expect(deletedMessage(zeroCounts(), 24)).toBe('There was no transaction data to delete.');
  });

  it('reports a full restore as one sentence', () => {
    expect(
      restoredMessage(counts({ transactions: 1234, uploads: 3 }), zeroCounts(), noReasons),
    ).toBe('Your data was restored: 1,234 transactions and 3 statements.');
    expect(
      restoredMessage(
        counts({ transactions: 1, uploads: 1, rules: 2, chatMessages: 4 }),
        zeroCounts(),
        noReasons,
      ),
    ).toBe(
      'Your data was restored: 1 transaction, 1 statement, 2 learned rules and 4 chat messages.',
    );
  });

  it('never reads as a full restore when something was skipped, and says why', () => {
    const message = restoredMessage(
      counts({ transactions: 10, uploads: 1 }),
      counts({ transactions: 7, uploads: 1, rules: 1, reviews: 1 }),
      { walletGone: { uploads: 1, transactions: 5 } },
    );
    expect(message).toBe(
      'Your data was restored: 10 transactions and 1 statement. ' +
        'Not restored: 5 transactions and 1 statement of a wallet you have deleted since. ' +
        '2 transactions you have imported again since were kept as they are now. ' +
        '1 learned rule was not restored: its category has been deleted, or you have taught a rule for the same payee since.',
    );
    expect(
      restoredMessage(zeroCounts(), counts({ transactions: 1 }), {
        walletGone: { uploads: 0, transactions: 0 },
      }),
    ).toBe(
      'None of your deleted data could be restored. 1 transaction you have imported again since was kept as it is now.',
    );
    expect(restoredMessage(counts({ reviews: 1 }), counts({ chatMessages: 2 }), noReasons)).toBe(
      'Your data was restored. 2 other items could not be restored.',
    );
  });

  it('names the configured window when it has passed', () => {
    expect(restoreExpiredMessage(24)).toBe(
      'Deleted data can only be restored within 24 hours of deleting it, and that time has passed.',
    );
    expect(restoreExpiredMessage(1)).toContain('within 1 hour of');
  });
});
