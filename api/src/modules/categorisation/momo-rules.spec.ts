import { categoriseByMomoRules } from './momo-rules';
import { runCategorisers } from './categorisation-pipeline';
import type { CategorisableTransaction, Categoriser } from './categorisation.types';

const tx = (overrides: Partial<CategorisableTransaction>): CategorisableTransaction => ({
  type: 'TRANSFER',
  amount: '-10.00',
  toFrom: '',
  accountName: '',
  reference: '',
  ...overrides,
});

const keyOf = (transaction: CategorisableTransaction) => {
  const choice = categoriseByMomoRules(transaction);
  return choice && 'key' in choice.category ? choice.category.key : null;
};

describe('built-in MoMo rules', () => {
  // Rows from docs/reference (classic layout, direction already applied to the sign).
  it.each([
    [
      'airtime vendor (classic)',
      tx({ type: 'PAYMENT', amount: '-5.50', accountName: 'MTNONLINEAIRTIMEVENDOR' }),
      'data',
    ],
    [
      'one4all debit',
      tx({
        type: 'DEBIT',
        amount: '-10.00',
        accountName: 'one4all.sp',
        reference: 'One4all Debit SystemIlIELEVYIlI0.00',
      }),
      'data',
    ],
    [
      'data bundle',
      tx({ type: 'DEBIT', amount: '-5.00', accountName: 'cisnew', reference: 'Internet Bundle' }),
      'data',
    ],
    [
      'person to person out',
      tx({ amount: '-101.00', toFrom: '+233540000103', accountName: 'Person 004', reference: '1' }),
      'transfer',
    ],
    [
      'person to person in',
      tx({
        amount: '51.00',
        toFrom: '+233240000105',
        accountName: 'Person 006',
        reference: '1234',
      }),
      'transfer_in',
    ],
    [
      'interest',
      tx({ type: 'ADJUSTMENT', amount: '4.85', accountName: 'momointerest.sp' }),
      'investment',
    ],
    [
      'bank to wallet',
      tx({ amount: '270.00', accountName: 'calpull.sp', reference: 'Bank To Wallet' }),
      'transfer_in',
    ],
    [
      'wallet to bank',
      tx({
        type: 'DEBIT',
        amount: '-150.63',
        accountName: 'calpush.sp',
        reference: 'Authorize movement Amt: GHS150.00 to from your wallet',
      }),
      'transfer',
    ],
    [
      'cash out (classic)',
      tx({ type: 'CASH_OUT', amount: '-20.00', reference: 'NationalId--' }),
      'cash',
    ],
    [
      'merchant payment',
      tx({ type: 'PAYMENT_SEND', amount: '-19.50', accountName: 'POS.Inv' }),
      'shopping',
    ],
    [
      'Jumia through Cellulant',
      tx({ type: 'DEBIT', amount: '-80.00', accountName: 'Cellulant', reference: 'JUMIA-123' }),
      'shopping',
    ],
    [
      'incoming from another network',
      tx({ amount: '420.00', accountName: 'INTEROPERABILITY PULL OVA' }),
      'transfer_in',
    ],
  ])('classic: %s', (_name, transaction, expected) => {
    expect(keyOf(transaction)).toBe(expected);
  });

  // Rows from docs/reference (app layout 2026).
  it.each([
    [
      'airtime',
      tx({
        type: 'AIRTIME',
        amount: '-8.00',
        toFrom: '+233599012817',
        accountName: '233599012817@MTNONLINEAIRTIMEVENDOR',
      }),
      'data',
    ],
    [
      'savings autodebit',
      tx({
        type: 'DEBIT',
        amount: '-5.00',
        accountName: 'Yellosave Autodebit',
        reference: 'Packet for Mandate 1762412521385 product YELLO.D',
      }),
      'transfer',
    ],
    [
      'momo user out',
      tx({
        type: 'MOMO USER',
        amount: '-70.00',
        toFrom: '+233553337567',
        accountName: 'AMA SERWAA',
        reference: '1',
      }),
      'transfer',
    ],
    [
      'cash out',
      tx({
        type: 'CASH OUT',
        amount: '-50.00',
        toFrom: '+233598524726',
        accountName: 'AGENT',
        reference: 'NationalId--',
      }),
      'cash',
    ],
    [
      'momo user in from a bank',
      tx({ type: 'MOMO USER', amount: '420.00', accountName: 'INTEROPERABILITY PULL OVA' }),
      'transfer_in',
    ],
  ])('app: %s', (_name, transaction, expected) => {
    expect(keyOf(transaction)).toBe(expected);
  });

  it('names billers, transport and food by the counterparty', () => {
    expect(
      keyOf(tx({ type: 'PAYMENT_SEND', amount: '-120.00', accountName: 'ECG POSTPAID' })),
    ).toBe('utilities');
    expect(keyOf(tx({ type: 'DEBIT', amount: '-35.00', accountName: 'BOLT TECHNOLOGY' }))).toBe(
      'transport',
    );
    expect(keyOf(tx({ type: 'PAYMENT_SEND', amount: '-60.00', accountName: 'KFC OSU' }))).toBe(
      'food',
    );
  });

  it('leaves what it cannot tell uncategorised', () => {
    expect(
      keyOf(tx({ type: 'DEBIT', amount: '-12.00', accountName: 'UNKNOWN.SP', reference: 'x' })),
    ).toBeNull();
    // A levy-only or zero row has no direction to go by.
    expect(keyOf(tx({ amount: '0.00' }))).toBeNull();
  });

  it('records which rule decided', () => {
    expect(categoriseByMomoRules(tx({ type: 'CASH_OUT', amount: '-20.00' }))?.source).toBe(
      'momo-rules:cash-out',
    );
  });
});

describe('runCategorisers', () => {
  it('lets earlier stages win and passes only the rest on', async () => {
    const seen: number[] = [];
    const learned: Categoriser = {
      name: 'learned',
      categorise: (batch) =>
        batch.map((t) =>
          t.accountName === 'MAAME' ? { category: { id: 'own-1' }, source: 'learned' } : null,
        ),
    };
    const rules: Categoriser = {
      name: 'rules',
      categorise: (batch) => {
        seen.push(batch.length);
        return batch.map((t) => categoriseByMomoRules(t));
      },
    };
    const choices = await runCategorisers(
      [learned, rules],
      [
        tx({ accountName: 'MAAME' }),
        tx({ type: 'CASH_OUT' }),
        tx({ type: 'DEBIT', accountName: '??' }),
      ],
    );
    expect(choices.map((c) => c?.source ?? null)).toEqual(['learned', 'momo-rules:cash-out', null]);
    expect(seen).toEqual([2]);
  });
});
