import { figures, inventedNumbers } from './number-check';
import { wordsToDigits } from './number-words';

describe('numbers in words', () => {
  it.each([
    ['You made twelve payments', 'You made 12 payments'],
    ['about three hundred cedis', 'about 300 cedis'],
    ['three hundred and twelve cedis', '312 cedis'],
    ['two thousand five hundred and forty-one', '2541'],
    ['one million two hundred thousand', '1200000'],
    ['twenty-one payments and three refunds', '21 payments and 3 refunds'],
    ['twenty one', '21'],
    ['a hundred cedis', '100 cedis'],
    ['a dozen payments', '12 payments'],
    ['nineteen hundred', '1900'],
    ['the twenty-first of August', 'the 21 of August'],
    ['your third largest', 'your 3 largest'],
    ['one two three', '1 2 3'],
    ['Forty cedis', '40 cedis'],
    ['₵1.5 thousand', '₵1500'],
    ['₵2k', '₵2000'],
    ['12 cedis and 50 pesewas', '12.50 cedis'],
    ['twelve cedis fifty pesewas', '12.50 cedis'],
    ['fifty pesewas', '0.50 cedis'],
    ['someone, anyone, none, often, tent', 'someone, anyone, none, often, tent'],
    ['one4all and Payee3', 'one4all and Payee3'],
    ['hundreds of cedis and a thousand thanks', 'hundreds of cedis and 1000 thanks'],
    ['five hundred and', '500 and'],
  ])('%s → %s', (text, digits) => {
    expect(wordsToDigits(text)).toBe(digits);
  });
});

describe('the number check', () => {
  const results = [
    { totals: { spent: '412.75', received: '300.00', transactionCount: 12 } },
    { recipients: [{ latestAccountName: 'Payee 14', number: 'Phone 23', totalSpent: '95.00' }] },
  ];

  it('accepts the functions’ figures in digits and in words', () => {
    expect(inventedNumbers('You spent ₵412.75 and received ₵300.00.', 'q', results)).toEqual([]);
    expect(inventedNumbers('About ₵413, in twelve payments.', 'q', results)).toEqual([]);
    expect(inventedNumbers('You received three hundred cedis.', 'q', results)).toEqual([]);
    expect(inventedNumbers('Ninety-five cedis went to Payee 14.', 'q', results)).toEqual([]);
  });

  it('refuses a figure no function returned, in digits or in words', () => {
    expect(inventedNumbers('You spent ₵987.65.', 'q', results)).toEqual(['987.65']);
    expect(inventedNumbers('You made thirteen payments.', 'q', results)).toEqual(['13']);
    expect(inventedNumbers('About two hundred cedis on food.', 'q', results)).toEqual(['200']);
    expect(inventedNumbers('You spent four hundred and twenty cedis.', 'q', results)).toEqual([
      '420',
    ]);
  });

  it('reads placeholders as names, not figures', () => {
    // 14 and 23 are only placeholders' indices: not figures the reply may use.
    expect(inventedNumbers('Payee 14 (Phone 23) got ₵95.00.', 'q', results)).toEqual([]);
    expect(inventedNumbers('You paid ₵14 to Payee 14.', 'q', results)).toEqual(['14']);
    expect(inventedNumbers('twenty-three payments', 'q', results)).toEqual(['23']);
    expect(figures('Payee 3 and payee #4 and Phone12')).toEqual([]);
  });

  it('accepts numbers the question gave, in digits or in words', () => {
    expect(inventedNumbers('In the last sixteen days…', 'the last 16 days', results)).toEqual([]);
    expect(inventedNumbers('In the last 16 days…', 'the last sixteen days', results)).toEqual([]);
    expect(inventedNumbers('In the last 17 days…', 'the last sixteen days', results)).toEqual([
      '17',
    ]);
  });
});
