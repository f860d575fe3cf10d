import fc from 'fast-check';
import {
  categoryTypesFor,
  directionOf,
  hasFee,
  signedAmount,
  similarAppliedText,
  similarOfferText,
} from './transaction';

describe('transaction wording', () => {
  it('decides direction by the sign, never for zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (pesewas) => {
        const amount = (pesewas / 100).toFixed(2);
        expect(directionOf(amount)).toBe(pesewas > 0 ? 'in' : pesewas < 0 ? 'out' : null);
        expect(categoryTypesFor(amount)).toEqual(
          pesewas > 0 ? ['income'] : pesewas < 0 ? ['expense'] : ['expense', 'income'],
        );
      }),
    );
  });

  it('signs amounts with two decimals and shows fees above zero only', () => {
    expect(signedAmount('1250.5')).toBe('+₵1,250.50');
    expect(signedAmount('-20')).toBe('-₵20.00');
    expect(signedAmount('0.00')).toBe('₵0.00');
    expect(hasFee('0.50')).toBe(true);
    expect(hasFee('0.00')).toBe(false);
  });

  it('words the similar-payments offer by direction and count', () => {
    expect(
      similarOfferText(
        { count: 12, counterparty: 'KWAME MENSAH', direction: 'out' },
        'Food & Drinks',
      ),
    ).toBe('Also categorise 12 other payments to KWAME MENSAH as Food & Drinks?');
    expect(similarOfferText({ count: 1, counterparty: 'ACME', direction: 'in' }, 'Salary')).toBe(
      'Also categorise 1 other payment from ACME as Salary?',
    );
    expect(similarAppliedText(3, 'Rent')).toBe('3 other payments categorised as Rent.');
  });
});
