import { budgetAlertMessage, cedi, emailText, isAlertableMonth } from './budget-alert-rules';

describe('cedi', () => {
  it.each([
    ['412.00', '₵412.00'],
    ['500', '₵500.00'],
    ['0.5', '₵0.50'],
    ['1234.5', '₵1,234.50'],
    ['1234567.89', '₵1,234,567.89'],
    ['999999999999.99', '₵999,999,999,999.99'],
    ['-25.00', '-₵25.00'],
    ['007.10', '₵7.10'],
  ])('formats %s as %s', (amount, text) => {
    expect(cedi(amount)).toBe(text);
  });
});

describe('budgetAlertMessage', () => {
  const facts = {
    categoryName: 'Food',
    spent: '412.00',
    budget: '500.00',
    percent: 82,
    monthLabel: 'November 2026',
  };

  it('says what was spent of which budget, for which month', () => {
    expect(budgetAlertMessage(facts)).toEqual({
      title: 'Food: 82% of your budget spent',
      body: 'You have spent ₵412.00 of your ₵500.00 Food budget for November 2026 (82%).',
      subject: 'SikaLens budget alert: Food',
      text: 'SikaLens: you have spent ₵412.00 of your ₵500.00 Food budget for November 2026 (82%).',
    });
  });

  it('shows thousands and a percent past 100 as they are', () => {
    const message = budgetAlertMessage({
      ...facts,
      categoryName: 'Chop money',
      spent: '1250.5',
      budget: '1000.00',
      percent: 125,
    });
    expect(message.text).toBe(
      'SikaLens: you have spent ₵1,250.50 of your ₵1,000.00 Chop money budget for November 2026 (125%).',
    );
  });

  it('adds where to change the alert to the e-mail', () => {
    expect(emailText(budgetAlertMessage(facts))).toBe(
      'SikaLens: you have spent ₵412.00 of your ₵500.00 Food budget for November 2026 (82%).\n\n' +
        'You can change or turn off this alert on the Categories page of SikaLens.',
    );
  });
});

describe('isAlertableMonth', () => {
  const now = new Date('2026-11-15T10:00:00Z');

  it('allows this calendar month and the one before', () => {
    expect(isAlertableMonth('2026-11-01', now)).toBe(true);
    expect(isAlertableMonth('2026-10-01', now)).toBe(true);
  });

  it('skips older months, later ones and none', () => {
    expect(isAlertableMonth('2026-09-01', now)).toBe(false);
    expect(isAlertableMonth('2025-11-01', now)).toBe(false);
    expect(isAlertableMonth('2026-12-01', now)).toBe(false);
    expect(isAlertableMonth(null, now)).toBe(false);
  });

  it('crosses the year in January, in UTC (Ghana time)', () => {
    const january = new Date('2027-01-01T00:30:00Z');
    expect(isAlertableMonth('2027-01-01', january)).toBe(true);
    expect(isAlertableMonth('2026-12-01', january)).toBe(true);
    expect(isAlertableMonth('2026-11-01', january)).toBe(false);
    // 23:59 on 31 December in Accra is still December.
    expect(isAlertableMonth('2026-11-01', new Date('2026-12-31T23:59:00Z'))).toBe(true);
  });
});
