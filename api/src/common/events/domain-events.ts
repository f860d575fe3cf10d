import type { EventEmitter2 } from '@nestjs/event-emitter';

// The events one module publishes and others react to (issue 28, item 3), by name with their
// payloads. Published by the module where the thing happened and awaited (`publish`): subscribers
// (`@OnEvent(name, { promisify: true })`) react in the publisher's transaction when it has one, so
// a change that rolls back leaves nothing behind (a few are published after their change has
// committed: an account deleted, data deleted, an import finished), and the publisher knows none
// of them. Work that takes time is a pg-boss job a subscriber queues. Here, in the ground, so a module
// on any floor can publish (docs/api.md#module-floors).

// A user's spending may have changed: transactions imported, deleted or restored, a category set
// on one or many, a budget changed. Alerts checks the user's budget alerts.
export const SPENDING_CHANGED = 'spending.changed';
export type SpendingChanged = { userId: string };

// Something about the account the user must hear of on every proven contact (notifications sends
// it; it cannot be switched off).
export const SECURITY_EVENT = 'security.event';
// A sign-in from a browser the user has not used before; their phone or e-mail changed (the alert
// goes to the previous one, which only the job still knows).
export type SecurityEvent =
  | { kind: 'new-sign-in'; userId: string; sessionId: string }
  // The account's transaction data was deleted (restorable for a while).
  | { kind: 'data-deleted'; userId: string; deletedAt: string; restorableUntil: string | null }
  // The account is gone: its proven contacts, read before it went, are in the job.
  | {
      kind: 'account-deleted';
      userId: string;
      phone: string | null;
      email: string | null;
      deletedAt: string;
    }
  | {
      kind: 'contact-changed';
      userId: string;
      contact: 'phone' | 'email';
      previous: string;
      // Absent in jobs queued before issue 27: the previous contact was proven.
      previousVerified?: boolean;
      changedAt: string;
      // The undo the previous contact's message links to (issue 27); absent when it was not proven.
      undoId?: string;
    }
  // The previous contact undid a change: both are told (the restored one and the one it replaced).
  | {
      kind: 'contact-change-undone';
      userId: string;
      contact: 'phone' | 'email';
      restored: string;
      replaced: string;
      undoneAt: string;
    };

// A statement finished importing (the message says what it added).
export const STATEMENT_PROCESSED = 'statement.processed';
export type StatementProcessed = { uploadId: string };

// A paid payment was refunded or charged back and its Pro time taken back (billing, issue 27).
export const PAYMENT_REVERSED = 'payment.reversed';
export type PaymentReversed = { paymentId: string };

// A category is being deleted, in the deleting transaction (categories, issue 28): its
// transactions become uncategorised and open to the rules again, all of them. Transactions answers
// how many of those rows the user may see (from `visibleFrom`, the free plan's history window;
// null: all), as the category's count did (issue 30; the delete's reply says so): published with
// `publishForAnswers`.
export const CATEGORY_DELETING = 'category.deleting';
export type CategoryDeleting = { userId: string; categoryId: string; visibleFrom: string | null };

// A category changed type (income, expense), in the transaction that changes it: the rules learned
// for it would now point the wrong way, and categorisation forgets them.
export const CATEGORY_RETYPED = 'category.retyped';
export type CategoryRetyped = { userId: string; categoryId: string };

// A wallet's MoMo number is about to change, in the transaction that changes it (wallets, issue
// 29), the wallet row locked: statements answers how many of its statements are imported (a
// number is corrected only while there are none). Published with `publishForAnswers`.
export const WALLET_RENUMBERING = 'wallet.renumbering';
export type WalletRenumbering = { userId: string; walletId: string };

// Which of a user's transactions they may see (issue 30), asked by a module that cannot import
// users' PlanLimits (categories: users builds on it). Users answers PlanLimits.historyFrom: the
// first day shown ('YYYY-MM-DD', the free plan's history window), or null for everything.
// Published with `publishForAnswers`.
export const HISTORY_WINDOW_ASKED = 'plan.history-window-asked';
export type HistoryWindowAsked = { userId: string };

export type DomainEvents = {
  [SPENDING_CHANGED]: SpendingChanged;
  [SECURITY_EVENT]: SecurityEvent;
  [STATEMENT_PROCESSED]: StatementProcessed;
  [PAYMENT_REVERSED]: PaymentReversed;
  [CATEGORY_DELETING]: CategoryDeleting;
  [CATEGORY_RETYPED]: CategoryRetyped;
  [WALLET_RENUMBERING]: WalletRenumbering;
  [HISTORY_WINDOW_ASKED]: HistoryWindowAsked;
};

export async function publish<K extends keyof DomainEvents>(
  events: EventEmitter2,
  name: K,
  payload: DomainEvents[K],
): Promise<void> {
  await events.emitAsync(name, payload);
}

// Like publish, for an event whose subscribers answer: their answers, one per subscriber (a
// subscriber needs `suppressErrors: false`, or its failure reads as an answer of undefined).
export async function publishForAnswers<K extends keyof DomainEvents>(
  events: EventEmitter2,
  name: K,
  payload: DomainEvents[K],
): Promise<unknown[]> {
  return events.emitAsync(name, payload);
}
