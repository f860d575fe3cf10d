import { aTransaction } from '../../../testing/render-page';
import {
  categoryTypesFor,
  counterpartyLabel,
  hasFee,
  newCategoryTypeFor,
  signedAmount,
  similarOfferText,
} from './transaction-display';

describe('transaction display', () => {
  it('signs amounts with two decimals', () => {
    expect(signedAmount('50')).toBe('+₵50.00');
    expect(signedAmount('-1250.5')).toBe('-₵1,250.50');
    expect(signedAmount('0.00')).toBe('₵0.00');
  });

  it('offers income categories for money in and expense for money out', () => {
    expect(categoryTypesFor('120.00')).toEqual(['income']);
    expect(categoryTypesFor('-0.50')).toEqual(['expense']);
    expect(categoryTypesFor('0.00')).toEqual(['expense', 'income']);
    expect(newCategoryTypeFor('120.00')).toBe('income');
    expect(newCategoryTypeFor('-3')).toBe('expense');
  });

  it('shows a fee only above zero', () => {
    expect(hasFee('0.00')).toBe(false);
    expect(hasFee('0.50')).toBe(true);
  });

  it('names the counterparty by direction', () => {
    expect(counterpartyLabel(aTransaction({ amount: '10' }))).toBe('From');
    expect(counterpartyLabel(aTransaction({ amount: '-10' }))).toBe('To');
  });

  it('words the similar-payments offer by direction and count', () => {
    expect(
      similarOfferText({ count: 4, counterparty: 'KOFI BOATENG', direction: 'out' }, 'Rent'),
    ).toBe('Also categorize 4 other payments to KOFI BOATENG as Rent?');
    expect(similarOfferText({ count: 1, counterparty: 'ACME', direction: 'in' }, 'Salary')).toBe(
      'Also categorize 1 other payment from ACME as Salary?',
    );
  });
});
