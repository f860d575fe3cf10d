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
  // The previous contact's message carries the undo link (issue 27); the other contact's does not.
  undo?: { link: string; until: Date };
}): Message {
  const what = change.contact === 'phone' ? 'phone number' : 'e-mail address';
  const next =
    change.undo === undefined
      ? "If this wasn't you, sign in, sign out the sessions you do not recognise in Settings > Security and change it back."
      : `If this wasn't you, undo it until ${ghanaTime(change.undo.until)}: ${change.undo.link} (this restores it and signs everyone out).`;
  return {
    subject: `Your SikaLens ${what} was changed`,
    text: `The ${what} on your SikaLens account was changed to ${change.current}, ${ghanaTime(change.at)}. ${next}`,
  };
}

export function contactChangeUndoneMessage(undo: {
  contact: 'phone' | 'email';
  restored: string;
  at: Date;
}): Message {
  const what = undo.contact === 'phone' ? 'phone number' : 'e-mail address';
  return {
    subject: `The change to your SikaLens ${what} was undone`,
    text: `The change to the ${what} on your SikaLens account was undone, ${ghanaTime(undo.at)}: it is ${undo.restored} again, and every session was signed out. Sign in again to go on.`,
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

// A payment refunded or charged back: what happened to the Pro time it bought (no amount).
export function paymentReversedMessage(reversal: {
  planName: string;
  reason: 'refunded' | 'chargeback' | 'reversed';
  // All of the price came back, not a part.
  whole: boolean;
  // When Pro ends now; null when it has no end.
  proUntil: Date | null;
  now?: Date;
}): Message {
  const what =
    reversal.reason === 'refunded'
      ? 'refunded'
      : reversal.reason === 'chargeback'
        ? 'charged back after a dispute'
        : 'reversed';
  const payment = `${reversal.whole ? 'Your' : 'Part of your'} payment for ${reversal.planName}`;
  const taken = reversal.whole
    ? 'the Pro time it paid for that you had not used yet was taken back'
    : 'the same share of the Pro time it paid for was taken back, as far as it was not used yet';
  const end =
    reversal.proUntil === null
      ? ''
      : reversal.proUntil.getTime() > (reversal.now ?? new Date()).getTime()
        ? ` Your Pro now ends ${ghanaTime(reversal.proUntil)}.`
        : ' Your Pro has ended.';
  return {
    subject: `Your SikaLens Pro payment was ${reversal.reason === 'chargeback' ? 'charged back' : reversal.reason}`,
    text: `${payment} was ${what}, so ${taken}.${end}`,
  };
}
