import type { Transaction } from '@sikalens/api-client';

// A payment of ₵20.00 to KOFI BOATENG (0244123456), uncategorised.
export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 'p-1',
    transactionId: '82187345928',
    walletId: '11111111-1111-4111-8111-111111111111',
    dateTime: '2024-09-06T18:18:00',
    amount: '-20.00',
    fees: '0.00',
    tax: '0.00',
    balance: '120.00',
    toFrom: '0244123456',
    accountName: 'KOFI BOATENG',
    recipient: 'KOFI BOATENG',
    type: 'Transfer To',
    description: '',
    reference: 'lunch',
    category: null,
    categoryId: null,
    categorisedBy: null,
    ...overrides,
  };
}
