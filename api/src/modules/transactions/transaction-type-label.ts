// MoMo's transaction types (the classic statement's TRANS. TYPE and the app's Payment Type, as in
// docs and the statement fixtures) in the words the app's screens use (issue 30): the same labels
// as shared-ui's transactionTypeLabel (shared-ui/src/format/transaction.ts), which the API cannot
// import. The API's one map: the CSV's Description and the reports read types through it.
// transaction-type-label.spec.ts checks the two tables are the same.
export const TYPE_LABELS: Readonly<Record<string, string>> = {
  TRANSFER: 'Transfer',
  'MOMO USER': 'MoMo transfer',
  'PAYMENT SEND': 'Payment sent',
  PAYMENT: 'Payment',
  'MERCHANT PAYMENT': 'Merchant payment',
  DEBIT: 'Direct debit',
  CREDIT: 'Credit',
  'CASH OUT': 'Cash out',
  'CASH IN': 'Cash in',
  AIRTIME: 'Airtime',
  ADJUSTMENT: 'Adjustment',
  'OTHER NETWORKS': 'Other network transfer',
  'OTHER TRANSACTIONS': 'Other transaction',
  'GHANAPAY PUSH': 'GhanaPay transfer',
  'BANK PUSH': 'Bank transfer',
  BANKPUSH: 'Bank transfer',
};

// Upper case, underscores read as spaces: 'payment_send' and 'PAYMENT SEND' are one type.
const typeKey = (type: string) =>
  type
    .replace(/[_\s]+/g, ' ')
    .trim()
    .toUpperCase();

// 'PAYMENT_SEND' → 'Payment sent', 'CASH_OUT' → 'Cash out'; a type not in the list in sentence
// case ('LOAN_REPAYMENT' → 'Loan repayment'); none → 'Transaction'.
export function transactionTypeLabel(type: string): string {
  const key = typeKey(type);
  if (key === '') return 'Transaction';
  const known = TYPE_LABELS[key];
  if (known !== undefined) return known;
  const words = key.toLowerCase().replace(/\bmomo\b/g, 'MoMo');
  return words[0]!.toUpperCase() + words.slice(1);
}
