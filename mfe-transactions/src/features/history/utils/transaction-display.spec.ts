import type { Transaction } from '@sikalens/api-client';
import {
  categoryTypesFor,
  counterpartyText,
  directionOf,
  hasFee,
  signedAmount,
  similarAppliedText,
  similarOfferText,
} from '@sikalens/shared-ui';
import { directionLabel } from './transaction-display';

const transaction = (overrides: Partial<Transaction>) =>
  ({
    amount: '-20.00',
    accountName: 'KOFI BOATENG',
    toFrom: '0241234567',
    ...overrides,
  }) as Transaction;

describe('directionOf', () => {
  it('is decided by the sign', () => {
    expect(directionOf('1250.50')).toBe('in');
    expect(directionOf('+0.01')).toBe('in');
    expect(directionOf('-0.01')).toBe('out');
    expect(directionOf(' -300 ')).toBe('out');
    expect(directionOf('0.00')).toBeNull();
    expect(directionOf('-0.00')).toBeNull();
  });

  it('names money in Received and money out Sent', () => {
    expect(directionLabel(directionOf('5.00'))).toBe('Received');
    expect(directionLabel(directionOf('-5.00'))).toBe('Sent');
    expect(directionLabel(directionOf('0'))).toBeNull();
  });
});

describe('signedAmount', () => {
  it('shows two decimals and the sign', () => {
    expect(signedAmount('1250.5')).toBe('+₵1,250.50');
    expect(signedAmount('-20')).toBe('-₵20.00');
    expect(signedAmount('0.00')).toBe('₵0.00');
  });
});

describe('hasFee', () => {
  it('is true only above zero', () => {
    expect(hasFee('0.50')).toBe(true);
    expect(hasFee('0.00')).toBe(false);
    expect(hasFee('0')).toBe(false);
    expect(hasFee('-1.00')).toBe(false);
  });
});

describe('categoryTypesFor', () => {
  it('offers income for money in, expense for money out, both for zero', () => {
    expect(categoryTypesFor('10.00')).toEqual(['income']);
    expect(categoryTypesFor('-10.00')).toEqual(['expense']);
    expect(categoryTypesFor('0.00')).toEqual(['expense', 'income']);
  });
});

describe('counterpartyText', () => {
  it('says who the money went to or came from, the name readable and the number spaced', () => {
    expect(counterpartyText(transaction({}))).toBe('To Kofi Boateng · 024 123 4567');
    expect(counterpartyText(transaction({ amount: '5.00' }))).toBe(
      'From Kofi Boateng · 024 123 4567',
    );
    expect(counterpartyText(transaction({ toFrom: '+233241234567' }))).toBe(
      'To Kofi Boateng · 024 123 4567',
    );
  });

  it('leaves out what the statement does not name, and a name repeated as the number', () => {
    expect(counterpartyText(transaction({ accountName: ' ' }))).toBe('To 024 123 4567');
    expect(counterpartyText(transaction({ toFrom: 'KOFI BOATENG' }))).toBe('To Kofi Boateng');
    expect(counterpartyText(transaction({ accountName: '', toFrom: '' }))).toBe('');
  });
});

describe('similar payments', () => {
  it('asks about payments to a recipient, or from a sender', () => {
    expect(
      similarOfferText({ count: 3, counterparty: 'KOFI BOATENG', direction: 'out' }, 'Transport'),
    ).toBe('Also categorize 3 other payments to KOFI BOATENG as Transport?');
    expect(
      similarOfferText({ count: 1, counterparty: 'ACME LTD', direction: 'in' }, 'Salary'),
    ).toBe('Also categorize 1 other payment from ACME LTD as Salary?');
  });

  it('says how many were updated', () => {
    expect(similarAppliedText(3, 'Transport')).toBe('3 other payments categorized as Transport.');
    expect(similarAppliedText(1, 'Salary')).toBe('1 other payment categorized as Salary.');
  });
});
