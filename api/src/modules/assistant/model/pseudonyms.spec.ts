import { findPhones, phoneKey } from './phone-numbers';
import { Pseudonyms } from './pseudonyms';

const GHANA_NUMBER =
  /(?:\+?\s?233|\b0)[\s.-]*\(?0?\)?[\s.-]*[235]\d(?:[\s.-]*[\d*xX•]){7}|\b[235]\d{8}\b/;

const data = () => ({
  names: [
    'KWAME MENSAH',
    'PERSON 019',
    'Person 006',
    'one4all.sp',
    'Paystack Ghana Limited',
    'Bank To Wallet',
    'TIGO PUSH OVA',
    'Food',
    'Kofi Boateng',
    'Kofi',
    'Boateng',
  ],
  wallets: ['classic', 'Wallet 2'],
});

describe('phone and wallet numbers', () => {
  it.each([
    ['0244123456', '233244123456'],
    ['024 412 3456', '233244123456'],
    ['024-412-3456', '233244123456'],
    ['(024) 412 3456', '233244123456'],
    ['+233 24 412 3456', '233244123456'],
    ['+233-24-412-3456', '233244123456'],
    ['233244123456', '233244123456'],
    ['00233244123456', '233244123456'],
    ['+233 (0) 24 412 3456', '233244123456'],
    ['244123456', '233244123456'],
    ['024****456', 'masked:24****456'],
    ['233 24 XXX 3456', 'masked:24***3456'],
    ['0244•••456', 'masked:244•••456'.replace(/•/g, '*')],
    ['+44 7911 123456', '447911123456'],
  ])('%s is one number', (text, key) => {
    const found = findPhones(`paid ${text}, twice`);
    expect(found.map((f) => f.key)).toEqual([key]);
  });

  it.each([
    '₵1,234.50',
    '2024-08-01 to 2024-09-01',
    '1 500 2000 3000',
    'GHS120.00',
    'PERSON 019',
    '12 payments',
    '2024-08-24T20:39:53',
  ])('%s holds none', (text) => {
    expect(findPhones(text)).toEqual([]);
  });

  it('keys numbers without separators', () => {
    expect(phoneKey('0501234567')).toBe('233501234567');
    expect(phoneKey('1234')).toBeNull();
    expect(phoneKey('150020003000', false, true)).toBeNull(); // amounts side by side
  });
});

describe('pseudonyms', () => {
  it('hides names in any case and spacing, and numbers in any form, one placeholder each', () => {
    const p = new Pseudonyms(data());
    const hidden = p.hide(
      'Did I send more to person 19, Kwame or PERSON  019 than to 0244123456 or +233 24 412 3456?',
    );
    expect(hidden).toBe(
      'Did I send more to Payee 1, Payee 2 or Payee 1 than to Phone 1 or Phone 1?',
    );
    expect(p.reveal(hidden).text).toBe(
      'Did I send more to PERSON 019, Kwame or PERSON 019 than to 0244123456 or 0244123456?',
    );
  });

  it('keeps the words the question needs, and hides the rest of a name', () => {
    const p = new Pseudonyms(data());
    expect(p.hide('How much on food and transport in August? Any tigo or bank fees?')).toBe(
      'How much on food and transport in August? Any tigo or bank fees?',
    );
    // A whole name is hidden, whatever its words.
    expect(p.hide('from bank to wallet and Tigo Push Ova')).toBe('from Payee 1 and Payee 2');
    expect(p.hide('payments to Paystack Ghana Limited and paystack')).toBe(
      'payments to Payee 3 and Payee 4',
    );
    expect(p.hide('my classic wallet, ONE4ALL.SP and kofi')).toBe(
      'my Wallet 1 wallet, Payee 5 and Payee 6',
    );
    // …and where a result gives it as a payee, even a word the question needs.
    expect(p.hideResult({ payee: 'Food', category: 'Food' })).toEqual({
      payee: 'Payee 7',
      category: 'Food',
    });
  });

  it('hides results by field: payees, numbers, wallets, and names inside other text', () => {
    const p = new Pseudonyms(data());
    const hidden = p.hideResult({
      name: 'get_top_recipients',
      period: { label: 'August 2024', from: '2024-08-01', to: '2024-09-01' },
      recipients: [
        {
          number: '0240000105',
          latestAccountName: 'Person 006',
          otherNames: ['PERSON 006', 'Ama Owusu'],
          totalSpent: '152.00',
        },
      ],
      transactions: [{ counterparty: '233240000105', amount: '10.00', category: 'Gift for Kwame' }],
      balances: [{ label: 'classic', balance: '20.37' }],
      fees: { byType: [{ label: 'Cash-out', total: '1.50' }] },
    });
    expect(hidden).toEqual({
      name: 'get_top_recipients',
      period: { label: 'August 2024', from: '2024-08-01', to: '2024-09-01' },
      recipients: [
        {
          number: 'Phone 1',
          latestAccountName: 'Payee 1',
          otherNames: ['Payee 1', 'Payee 2'],
          totalSpent: '152.00',
        },
      ],
      transactions: [{ counterparty: 'Phone 1', amount: '10.00', category: 'Gift for Payee 3' }],
      balances: [{ label: 'Wallet 1', balance: '20.37' }],
      fees: { byType: [{ label: 'Cash-out', total: '1.50' }] },
    });
    expect(JSON.stringify(hidden)).not.toMatch(GHANA_NUMBER);
    expect(p.reveal('Payee 2 and Phone 1 via Wallet 1').text).toBe(
      'Ama Owusu and 0240000105 via classic',
    );
  });

  it('cannot be confused with real text that reads like a placeholder', () => {
    const p = new Pseudonyms(data());
    const hidden = p.hide('From Wallet 2 to Payee 1 and Kwame');
    expect(hidden).toBe('From Wallet 1 to Payee 1 and Payee 2');
    expect(p.reveal(hidden).text).toBe('From Wallet 2 to Payee 1 and Kwame');
    expect(p.reveal('Payee 2').text).toBe('Kwame');
  });

  it('hides names the user never paid: after "to", "from", "pay"…, and capitalised ones', () => {
    const p = new Pseudonyms(data());
    expect(p.hideQuestion('How much did I send to Kojo Antwi in August?')).toBe(
      'How much did I send to Payee 1 in August?',
    );
    expect(p.hideQuestion('what did i give efua for food')).toBe(
      'what did i give Payee 2 for food',
    );
    expect(p.hideQuestion('Did Adwoa Sarpong pay me? And Nana Yaa?')).toBe(
      'Did Payee 3 pay me? And Payee 4?',
    );
    expect(p.hideQuestion('Yaw Boakye sent me how much? Show my MTN Fees in August 2024')).toBe(
      'Payee 5 sent me how much? Show my MTN Fees in August 2024',
    );
    expect(
      p.hideQuestion('How much did I spend on Transport from June to August, MoMo fees?'),
    ).toBe('How much did I spend on Transport from June to August, MoMo fees?');
    expect(p.reveal('Payee 1, Payee 2, Payee 4').text).toBe('Kojo Antwi, efua, Nana Yaa');
  });

  it('ends a name at a possessive or a full stop', () => {
    const p = new Pseudonyms(data());
    expect(p.hideQuestion("What did I pay for Kojo's school fees? Send to Efua. Then")).toBe(
      "What did I pay for Payee 1's school fees? Send to Payee 2. Then",
    );
  });

  it('puts placeholders back in tool arguments, as written in any case', () => {
    const p = new Pseudonyms(data());
    p.hide('to Kwame Mensah and 00233 244 123 456');
    expect(p.reveal('Phone 1').text).toBe('00233 244 123 456');
    expect(p.revealArgs({ payee: 'payee 1', period: { key: 'all' }, other: ['Phone #1'] })).toEqual(
      { payee: 'KWAME MENSAH', period: { key: 'all' }, other: ['0244123456'] },
    );
  });

  it('reports placeholders it never gave', () => {
    const p = new Pseudonyms(data());
    p.hide('Kwame');
    expect(p.reveal('Payee 1 and Payee 7 and Phone 2')).toEqual({
      text: 'Kwame and Payee 7 and Phone 2',
      unknown: ['Payee 7', 'Phone 2'],
    });
  });
});
