// The texts of the e-mail/SMS messages this module sends. One text serves both channels (the
// e-mail adds a subject). None carries a code, an amount or anything read from a statement.

export type Message = { subject: string; text: string };

const GHANA_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Accra',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const COUNT = new Intl.NumberFormat('en-GB');
const MAX_FILE_NAME = 80;

/** '5 Mar 2026, 14:05 GMT' (Ghana keeps GMT all year). */
export function ghanaTime(date: Date): string {
  return `${GHANA_TIME.format(date)} GMT`;
}

const counted = (n: number, word: string) => `${COUNT.format(n)} ${word}${n === 1 ? '' : 's'}`;

export function newSignInMessage(signIn: {
  browser: string;
  os: string;
  place: string | null;
  at: Date;
}): Message {
  const where = signIn.place === null ? 'from an unknown place' : `near ${signIn.place}`;
  return {
    subject: 'New sign-in to SikaLens',
    text: `New sign-in to SikaLens: ${signIn.browser} on ${signIn.os}, ${where}, ${ghanaTime(signIn.at)}. If this wasn't you, sign out that session in Settings > Security.`,
  };
}

export function dataDeletedMessage(deletion: { at: Date; restorableUntil: Date | null }): Message {
  const undo =
    deletion.restorableUntil === null
      ? ''
      : ` It can be restored until ${ghanaTime(deletion.restorableUntil)} in Settings > Data.`;
  return {
    subject: 'Your SikaLens data was deleted',
    text: `The transaction data on your SikaLens account was deleted, ${ghanaTime(deletion.at)}.${undo} If this wasn't you, restore it, then sign out the sessions you do not recognise in Settings > Security.`,
  };
}

export function accountDeletedMessage(deletion: { at: Date }): Message {
  return {
    subject: 'Your SikaLens account was deleted',
    text: `Your SikaLens account and everything in it were deleted, ${ghanaTime(deletion.at)}. If this wasn't you, someone could sign in as you: secure your phone and e-mail before you register again.`,
  };
}

// To the previous phone or e-mail: its owner may no longer be able to sign in with it.
export function contactChangedMessage(change: {
  contact: 'phone' | 'email';
  current: string;
  at: Date;
}): Message {
  const what = change.contact === 'phone' ? 'phone number' : 'e-mail address';
  return {
    subject: `Your SikaLens ${what} was changed`,
    text: `The ${what} on your SikaLens account was changed to ${change.current}, ${ghanaTime(change.at)}. If this wasn't you, sign in, sign out the sessions you do not recognise in Settings > Security and change it back.`,
  };
}

export function statementProcessedMessage(upload: {
  fileName: string;
  transactions: number;
  newTransactions: number;
}): Message {
  const name =
    upload.fileName.length > MAX_FILE_NAME
      ? `${upload.fileName.slice(0, MAX_FILE_NAME - 1)}…`
      : upload.fileName;
  return {
    subject: 'Your statement was read',
    text: `Your statement ${name} was read: ${counted(upload.transactions, 'transaction')}, ${COUNT.format(upload.newTransactions)} new.`,
  };
}
