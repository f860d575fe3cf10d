import fc from 'fast-check';
import { counterpartyKey, counterpartyLabel, directionOf } from './counterparty';

describe('counterpartyKey', () => {
  it('keys one phone number the same in every Ghana form', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('24', '54', '55', '59', '20', '50', '27'),
        fc.stringMatching(/^\d{7}$/),
        fc.constantFrom('0', '233', '+233', '+233 ', '233-'),
        fc.boolean(),
        (prefix, rest, form, spaced) => {
          const digits = `${prefix}${rest}`;
          const body = spaced
            ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`
            : digits;
          expect(counterpartyKey(`${form}${body}`, 'ANY NAME')).toBe(`tel:233${digits}`);
        },
      ),
    );
  });

  it('keys names by their letters, not by case or spacing', () => {
    expect(counterpartyKey('  Kwame   Mensah ', '')).toBe('name:KWAME MENSAH');
    expect(counterpartyKey('KWAME MENSAH', 'x')).toBe(counterpartyKey('kwame mensah', 'y'));
    expect(counterpartyKey('one4all.sp', '')).toBe('name:ONE4ALL.SP');
  });

  it('falls back to the account name when To/From is empty or a placeholder', () => {
    expect(counterpartyKey('0', 'MTN MOMO')).toBe('name:MTN MOMO');
    expect(counterpartyKey('', 'Ama Serwaa')).toBe('name:AMA SERWAA');
    expect(counterpartyKey('0', '')).toBeNull();
    expect(counterpartyKey('', '   ')).toBeNull();
  });

  it('keeps other long numbers (merchant ids) as digits', () => {
    expect(counterpartyKey('44057088025', 'SHOP')).toBe('tel:44057088025');
  });

  it('never returns a key longer than the column', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ maxLength: 400 }), (a, b) => {
        const key = counterpartyKey(a, b);
        expect(key === null || key.length <= 200).toBe(true);
      }),
    );
  });
});

describe('directionOf', () => {
  it('reads the sign', () => {
    expect(directionOf('-25.00')).toBe('out');
    expect(directionOf('25.00')).toBe('in');
    expect(directionOf('+0.50')).toBe('in');
    expect(directionOf('0.00')).toBeNull();
    expect(directionOf('-0.00')).toBeNull();
  });
});

describe('counterpartyLabel', () => {
  it('prefers the account name', () => {
    expect(counterpartyLabel('233241234567', 'KWAME MENSAH')).toBe('KWAME MENSAH');
    expect(counterpartyLabel('233241234567', '')).toBe('233241234567');
  });
});
