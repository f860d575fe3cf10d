import {
  accountDeletedMessage,
  contactChangedMessage,
  dataDeletedMessage,
  ghanaTime,
  newSignInMessage,
  statementProcessedMessage,
} from './messages';

const AT = new Date('2026-03-05T14:05:09Z');

describe('notification messages', () => {
  it('tells the time in Ghana', () => {
    expect(ghanaTime(AT)).toBe('5 Mar 2026, 14:05 GMT');
  });

  it('describes a new sign-in, with or without a place', () => {
    expect(
      newSignInMessage({
        browser: 'Chrome 131',
        os: 'Android 14',
        place: 'Accra, Greater Accra, Ghana',
        at: AT,
      }),
    ).toEqual({
      subject: 'New sign-in to SikaLens',
      text: "New sign-in to SikaLens: Chrome 131 on Android 14, near Accra, Greater Accra, Ghana, 5 Mar 2026, 14:05 GMT. If this wasn't you, sign out that session in Settings > Security.",
    });
    expect(
      newSignInMessage({ browser: 'Firefox 133', os: 'Ubuntu', place: null, at: AT }).text,
    ).toContain('Firefox 133 on Ubuntu, from an unknown place, 5 Mar 2026');
  });

  it('tells the previous contact what it was changed to', () => {
    expect(
      contactChangedMessage({ contact: 'email', current: 'ne***@example.com', at: AT }),
    ).toEqual({
      subject: 'Your SikaLens e-mail address was changed',
      text: "The e-mail address on your SikaLens account was changed to ne***@example.com, 5 Mar 2026, 14:05 GMT. If this wasn't you, sign in, sign out the sessions you do not recognise in Settings > Security and change it back.",
    });
  });

  it('tells that the data was deleted, and until when it can be restored', () => {
    expect(
      dataDeletedMessage({ at: AT, restorableUntil: new Date('2026-03-06T14:05:09Z') }),
    ).toEqual({
      subject: 'Your SikaLens data was deleted',
      text: "The transaction data on your SikaLens account was deleted, 5 Mar 2026, 14:05 GMT. It can be restored until 6 Mar 2026, 14:05 GMT in Settings > Data. If this wasn't you, restore it, then sign out the sessions you do not recognise in Settings > Security.",
    });
    expect(dataDeletedMessage({ at: AT, restorableUntil: null }).text).not.toContain(
      'It can be restored',
    );
  });

  it('tells that the account was deleted', () => {
    expect(accountDeletedMessage({ at: AT })).toEqual({
      subject: 'Your SikaLens account was deleted',
      text: "Your SikaLens account and everything in it were deleted, 5 Mar 2026, 14:05 GMT. If this wasn't you, someone could sign in as you: secure your phone and e-mail before you register again.",
    });
  });

  it('counts a statement’s transactions, and shortens a long file name', () => {
    expect(
      statementProcessedMessage({
        fileName: 'mtn-march.pdf',
        transactions: 1234,
        newTransactions: 1,
      }),
    ).toEqual({
      subject: 'Your statement was read',
      text: 'Your statement mtn-march.pdf was read: 1,234 transactions, 1 new.',
    });
    expect(
      statementProcessedMessage({ fileName: 'a.pdf', transactions: 1, newTransactions: 0 }).text,
    ).toBe('Your statement a.pdf was read: 1 transaction, 0 new.');
    const long = statementProcessedMessage({
      fileName: `${'x'.repeat(200)}.pdf`,
      transactions: 2,
      newTransactions: 2,
    });
    expect(long.text).toBe(`Your statement ${'x'.repeat(79)}… was read: 2 transactions, 2 new.`);
  });
});
