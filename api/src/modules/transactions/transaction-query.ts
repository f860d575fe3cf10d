import type { TransactionDto } from './dto/transaction.dto';
import type { TransactionTypeFilter } from './dto/transaction-filters.dto';
import type { TransactionRow } from './transactions.repository';
import { transactionTypeLabel } from './transaction-type-label';

// Typed from the schema where its query runs (TransactionsRepository).
export type { TransactionRow };

// The indexed search expression (migration 1795564800000, transactions_search), verbatim: the
// planner uses the trigram index only for this exact expression.
export const TRANSACTION_SEARCH_TEXT = `(t.account_name || E'\\x1f' || t.to_from || E'\\x1f' || t.reference)`;

// Columns of a transaction row with its category, as TransactionDto needs them. Money arrives as
// numeric text from pg; the date is formatted in SQL so no time zone can shift it.
export const TRANSACTION_COLUMNS = `
  t.id, t.transaction_id, t.wallet_id,
  to_char(t.date_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS date_time,
  t.amount, t.fees, t.tax, t.balance, t.to_from, t.account_name, t.type, t.reference,
  t.category_id, t.categorised_by,
  c.name AS category_name, c.type AS category_type, c.color AS category_color, c.icon AS category_icon`;

export const TRANSACTION_FROM = 'transactions t LEFT JOIN categories c ON c.id = t.category_id';

// Newest first; the MoMo ID breaks ties between rows of the same second.
export const TRANSACTION_ORDER = 't.date_time DESC, t.transaction_id DESC';

export type HistoryFilters = {
  userId: string;
  walletId?: string;
  search?: string;
  type?: TransactionTypeFilter;
  // One of the user's categories (checked by the caller).
  categoryId?: string;
  uncategorisedOnly?: boolean;
  // Days ('YYYY-MM-DD'), both inclusive.
  from?: string;
  to?: string;
  // Only amounts, in or out, of more than this (a decimal string).
  over?: string;
  // A free user's history window ('YYYY-MM-DD'): older rows are kept but not shown.
  visibleFrom?: string;
};

// LIKE's wildcards and its escape character, taken literally.
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function recipientOf(row: Pick<TransactionRow, 'account_name' | 'to_from'>): string {
  const name = row.account_name.trim();
  return name !== '' ? name : row.to_from.trim();
}

// "Transfer to KWAME MENSAH" / "Payment sent to …" / "Cash in from …": the type in the words the
// screens use (issue 30: 'PAYMENT_SEND' is 'Payment sent', never 'Payment send'), with the
// counterparty.
export function describeTransaction(
  row: Pick<TransactionRow, 'type' | 'amount' | 'account_name' | 'to_from'>,
): string {
  const title = transactionTypeLabel(row.type);
  const party = recipientOf(row);
  if (party === '' || party === '0') return title;
  return `${title} ${row.amount.trim().startsWith('-') ? 'to' : 'from'} ${party}`;
}

export function toTransactionDto(row: TransactionRow): TransactionDto {
  const category =
    row.category_id !== null && row.category_name !== null
      ? {
          id: row.category_id,
          name: row.category_name,
          type: row.category_type!,
          color: row.category_color!,
          icon: row.category_icon!,
        }
      : null;
  return {
    id: row.id,
    transactionId: row.transaction_id,
    walletId: row.wallet_id,
    dateTime: row.date_time,
    amount: row.amount,
    fees: row.fees,
    tax: row.tax,
    balance: row.balance,
    toFrom: row.to_from,
    accountName: row.account_name,
    recipient: recipientOf(row),
    type: row.type,
    description: describeTransaction(row),
    reference: row.reference,
    categoryId: category?.id ?? null,
    category,
    categorisedBy: row.categorised_by,
  };
}
