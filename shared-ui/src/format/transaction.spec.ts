import fc from 'fast-check';
import {
  categoryTypesFor,
  counterpartyOf,
  counterpartyText,
  directionOf,
  hasFee,
  readableName,
  signedAmount,
  similarAppliedText,
  similarOfferText,
  transactionTypeLabel,
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
    ).toBe('Also categorize 12 other payments to KWAME MENSAH as Food & Drinks?');
    expect(similarOfferText({ count: 1, counterparty: 'ACME', direction: 'in' }, 'Salary')).toBe(
      'Also categorize 1 other payment from ACME as Salary?',
    );
    expect(similarAppliedText(3, 'Rent')).toBe('3 other payments categorized as Rent.');
  });
});

describe('transactionTypeLabel', () => {
  it('words every MoMo type of the statements as people say it', () => {
    // The classic statement's TRANS. TYPE values (the real fixture) and the app's Payment Types.
    const labels: Record<string, string> = {
      TRANSFER: 'Transfer',
      DEBIT: 'Direct debit',
      PAYMENT_SEND: 'Payment sent',
      CASH_OUT: 'Cash out',
      PAYMENT: 'Payment',
      ADJUSTMENT: 'Adjustment',
      CASH_IN: 'Cash in',
      AIRTIME: 'Airtime',
      'MOMO USER': 'MoMo transfer',
      'CASH OUT': 'Cash out',
      'CASH IN': 'Cash in',
      CREDIT: 'Credit',
      'OTHER NETWORKS': 'Other network transfer',
      'MERCHANT PAYMENT': 'Merchant payment',
      'BANK PUSH': 'Bank transfer',
      BANKPUSH: 'Bank transfer',
      'GHANAPAY PUSH': 'GhanaPay transfer',
    };
    for (const [type, label] of Object.entries(labels)) {
      expect(transactionTypeLabel(type)).toBe(label);
      expect(transactionTypeLabel(` ${type.toLowerCase()} `)).toBe(label);
    }
  });

  it('puts an unknown type in sentence case, and names a missing one', () => {
    expect(transactionTypeLabel('LOAN_REPAYMENT')).toBe('Loan repayment');
    expect(transactionTypeLabel('Transfer To')).toBe('Transfer to');
    expect(transactionTypeLabel('MOMO  PAY')).toBe('MoMo pay');
    expect(transactionTypeLabel('')).toBe('Transaction');
    expect(transactionTypeLabel(' _ ')).toBe('Transaction');
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z_ ]{0,20}$/), (type) => {
        const label = transactionTypeLabel(type);
        expect(label).not.toMatch(/_/);
        expect(label[0]).toBe(label[0]!.toUpperCase());
        expect(label).toBe(label.trim());
      }),
    );
  });
});

describe('readableName', () => {
  it('writes names in capitals or small letters as names, spaces collapsed', () => {
    expect(readableName('KOFI  BOATENG')).toBe('Kofi Boateng');
    expect(readableName(' ama serwaa ')).toBe('Ama Serwaa');
    expect(readableName('PERSON 001')).toBe('Person 001');
    expect(readableName("KWAME O'NEIL-MENSAH")).toBe("Kwame O'Neil-Mensah");
    expect(readableName('JAMES F. TORI VENTURES')).toBe('James F. Tori Ventures');
    expect(readableName('MTN MOBILE MONEY LTD')).toBe('MTN Mobile Money Ltd');
    expect(readableName('')).toBe('');
  });

  it('keeps mixed-case names and system ids as written, and names MoMo’s own accounts', () => {
    expect(readableName('Aboagye-Kyei')).toBe('Aboagye-Kyei');
    expect(readableName('Person 012')).toBe('Person 012');
    expect(readableName('gtgapspsh.sp')).toBe('gtgapspsh.sp');
    expect(readableName('MTNONLINEAIRTIMEVENDOR')).toBe('MTN Airtime');
    expect(readableName('momointerest.sp')).toBe('MoMo Interest');
    expect(readableName('VODAFONE  PUSH OVA')).toBe('Telecel (Vodafone)');
  });

  it('changes only the case and the spacing of a name, once', () => {
    const systemLabels = ['MTN Data Bundle', 'Other Network', 'Bank Transfer', 'AirtelTigo'];
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z' -]{0,30}$/), (name) => {
        const collapsed = name.trim().split(/\s+/).filter(Boolean).join(' ');
        const out = readableName(name);
        expect(out.toLowerCase() === collapsed.toLowerCase() || systemLabels.includes(out)).toBe(
          true,
        );
        expect(readableName(out)).toBe(out);
      }),
    );
  });
});

describe('counterpartyOf', () => {
  it('gives the name readable and the number as 024 000 0001', () => {
    expect(counterpartyOf({ accountName: 'KOFI  BOATENG', toFrom: '+233240000001' })).toEqual({
      name: 'Kofi Boateng',
      number: '024 000 0001',
    });
    expect(counterpartyOf({ accountName: '', toFrom: '233550000124' })).toEqual({
      name: '',
      number: '055 000 0124',
    });
  });

  it('leaves out a system party’s 0 and a name printed again as the To/From', () => {
    expect(
      counterpartyOf({ accountName: 'MTNONLINEAIRTIMEVENDOR', toFrom: 'MTNONLINEAIRTIMEVENDOR' }),
    ).toEqual({ name: 'MTN Airtime', number: '' });
    expect(counterpartyOf({ accountName: 'one4all.sp', toFrom: '0' })).toEqual({
      name: 'One4all',
      number: '',
    });
    expect(counterpartyOf({ accountName: '', toFrom: 'yaa asantewaa ventures' })).toEqual({
      name: 'Yaa Asantewaa Ventures',
      number: '',
    });
    expect(counterpartyOf({ accountName: 'ACME', toFrom: '67076778' })).toEqual({
      name: 'Acme',
      number: '67076778',
    });
    expect(counterpartyOf({ accountName: ' ', toFrom: '0' })).toEqual({ name: '', number: '' });
  });

  it('shows the same number for every form the statement wrote it in', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[25]\d{8}$/), (local) => {
        const shown = new Set(
          [
            `0${local}`,
            `233${local}`,
            `+233${local}`,
            `+233 ${local.slice(0, 2)} ${local.slice(2)}`,
          ].map((toFrom) => counterpartyOf({ accountName: 'AMA', toFrom }).number),
        );
        expect([...shown]).toEqual([
          `0${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`,
        ]);
      }),
    );
  });
});

describe('counterpartyText', () => {
  it('says who the money went to or came from, readably', () => {
    const row = { amount: '-20.00', accountName: 'KOFI BOATENG', toFrom: '0241234567' };
    expect(counterpartyText(row)).toBe('To Kofi Boateng · 024 123 4567');
    expect(counterpartyText({ ...row, amount: '5.00' })).toBe('From Kofi Boateng · 024 123 4567');
    expect(counterpartyText({ ...row, amount: '0.00', accountName: '' })).toBe('024 123 4567');
    expect(counterpartyText({ ...row, accountName: '', toFrom: '' })).toBe('');
  });
});
