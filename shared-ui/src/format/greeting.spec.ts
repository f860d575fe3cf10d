import { greetingName, timeOfDayGreeting } from './greeting';
import { formatCedi } from './money';

describe('greeting', () => {
  it('uses the time-of-day boundaries from the spec', () => {
    expect(timeOfDayGreeting(new Date(2026, 0, 1, 11, 59))).toBe('Good morning');
    expect(timeOfDayGreeting(new Date(2026, 0, 1, 12, 0))).toBe('Good afternoon');
    expect(timeOfDayGreeting(new Date(2026, 0, 1, 16, 59))).toBe('Good afternoon');
    expect(timeOfDayGreeting(new Date(2026, 0, 1, 17, 0))).toBe('Good evening');
  });

  it('falls back to the last four phone digits', () => {
    const base = { id: '1', lastName: null, email: null, isPro: false };
    expect(greetingName({ ...base, firstName: 'Kofi', phone: '0241234567' })).toBe('Kofi');
    expect(greetingName({ ...base, firstName: null, phone: '0241234567' })).toBe('4567');
  });
});

describe('formatCedi', () => {
  it('formats decimal strings with the cedi sign', () => {
    expect(formatCedi('-1250.5')).toBe('-₵1,250.50');
    expect(formatCedi('300', 0)).toBe('₵300');
  });
});
