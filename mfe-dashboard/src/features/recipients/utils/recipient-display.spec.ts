import { otherNamesText, paymentsText, recipientPath } from './recipient-display';

describe('recipient display', () => {
  it('encodes the number into the path, plus and spaces included', () => {
    expect(recipientPath('0244123456')).toBe('/vendor/0244123456');
    expect(recipientPath('+233 24 412 3456')).toBe('/vendor/%2B233%2024%20412%203456');
    expect(recipientPath('024/41')).toBe('/vendor/024%2F41');
  });

  it('counts payments', () => {
    expect(paymentsText(1)).toBe('1 payment');
    expect(paymentsText(0)).toBe('0 payments');
    expect(paymentsText(12)).toBe('12 payments');
  });

  it('lists up to three other names and counts the rest', () => {
    expect(otherNamesText([])).toBe('');
    expect(otherNamesText(['A', 'B'])).toBe('A · B');
    expect(otherNamesText(['A', 'B', 'C', 'D', 'E'])).toBe('A · B · C +2 more');
  });
});
