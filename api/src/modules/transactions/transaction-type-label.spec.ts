import { transactionTypeLabel } from './transaction-type-label';

describe('transactionTypeLabel', () => {
  it('writes MoMo types in the words the screens use, however the statement spells them', () => {
    expect(transactionTypeLabel('PAYMENT_SEND')).toBe('Payment sent');
    expect(transactionTypeLabel('payment send')).toBe('Payment sent');
    expect(transactionTypeLabel('DEBIT')).toBe('Direct debit');
    expect(transactionTypeLabel('CASH_OUT')).toBe('Cash out');
    expect(transactionTypeLabel('MOMO USER')).toBe('MoMo transfer');
    expect(transactionTypeLabel('BANKPUSH')).toBe('Bank transfer');
  });

  it('writes an unknown type in sentence case, and no type as a transaction', () => {
    expect(transactionTypeLabel('LOAN_REPAYMENT')).toBe('Loan repayment');
    expect(transactionTypeLabel('MOMO  SAVINGS')).toBe('MoMo savings');
    expect(transactionTypeLabel('  ')).toBe('Transaction');
  });
});
