import fc from 'fast-check';
import {
  hasFilters,
  readHistoryParams,
  transactionFilters,
  withHistoryParams,
  type HistoryParams,
} from './history-params';

const read = (query: string) => readHistoryParams(new URLSearchParams(query));
const write = (query: string, change: Parameters<typeof withHistoryParams>[1]) =>
  withHistoryParams(new URLSearchParams(query), change).toString();

const WALLET = '6f1c1f3e-8a8e-4c7a-9a55-0d6b1f2a3b4c';
const CATEGORY = '0b0e7d9c-4c2a-4f0e-9d7e-2a1b3c4d5e6f';
const DEFAULTS: HistoryParams = {
  search: '',
  walletId: '',
  type: 'all',
  category: '',
  from: '',
  to: '',
  over: '',
  page: 1,
  pageSize: 10,
};

describe('readHistoryParams', () => {
  it('reads filters, page and page size from the URL', () => {
    expect(
      read(
        `search=kofi&walletId=${WALLET}&type=outgoing&category=${CATEGORY}&from=2024-09-01&to=2024-09-30&over=300&page=3&pageSize=25`,
      ),
    ).toEqual({
      search: 'kofi',
      walletId: WALLET,
      type: 'outgoing',
      category: CATEGORY,
      from: '2024-09-01',
      to: '2024-09-30',
      over: '300',
      page: 3,
      pageSize: 25,
    });
    expect(read('category=uncategorized').category).toBe('uncategorized');
    expect(read('category=Uncategorized').category).toBe('uncategorized');
    expect(read('over=99.50').over).toBe('99.50');
  });

  it('falls back to the defaults for missing or malformed values', () => {
    expect(read('')).toEqual(DEFAULTS);
    for (const page of ['0', '-2', '2.5', 'abc', '1e400', '']) {
      expect(read(`page=${page}`).page).toBe(1);
    }
    expect(read('page=99999999').page).toBe(1_000_000);
    expect(read('type=sideways').type).toBe('all');
    expect(read('walletId=not-a-wallet').walletId).toBe('');
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
    for (const category of ['food', 'uncategorised', `${CATEGORY}x`, '']) {
      expect(read(`category=${category}`).category).toBe('');
    }
    // Days the API refuses (outside 1900–2099), a half-typed year among them.
    for (const day of [
      '2024-02-30',
      '2024-9-1',
      '01/09/2024',
      '2024-09-01T00:00',
      'today',
      '0000-01-01',
      '0202-09-01',
      '1899-12-31',
      '2100-01-01',
    ]) {
      expect(read(`from=${day}&to=${day}`)).toMatchObject({ from: '', to: '' });
    }
    for (const over of ['-300', 'abc', '1.234', '1e3', ' 300', '1234567890']) {
      expect(read(`over=${encodeURIComponent(over)}`).over).toBe('');
    }
    for (const pageSize of ['5', '20', '100', 'all', '25.0x']) {
      expect(read(`pageSize=${pageSize}`).pageSize).toBe(10);
    }
  });

  it('reads a range written backwards as the same range', () => {
    expect(read('from=2024-09-30&to=2024-09-01')).toMatchObject({
      from: '2024-09-01',
      to: '2024-09-30',
    });
    expect(read('from=2024-02-29&to=2024-02-29')).toMatchObject({
      from: '2024-02-29',
      to: '2024-02-29',
    });
  });
});

describe('withHistoryParams', () => {
  it('goes back to page 1 when any filter changes', () => {
    expect(write('page=4', { type: 'incoming' })).toBe('type=incoming');
    expect(write('type=incoming&page=4', { search: 'ama' })).toBe('search=ama&type=incoming');
    expect(write('page=4', { walletId: 'w-2' })).toBe('walletId=w-2');
    expect(write('page=4', { category: 'uncategorized' })).toBe('category=uncategorized');
    expect(write('page=4&pageSize=25', { from: '2024-09-01' })).toBe('from=2024-09-01&pageSize=25');
    expect(write('over=300&page=4', { over: '' })).toBe('');
  });

  it('keeps the page when a filter is set to the value it already has', () => {
    expect(write('type=incoming&page=4', { type: 'incoming' })).toBe('type=incoming&page=4');
  });

  it('moves between pages without touching the filters', () => {
    expect(write('search=ama&page=2', { page: 3 })).toBe('search=ama&page=3');
    expect(write('search=ama&page=2', { page: 1 })).toBe('search=ama');
  });

  it('keeps the first row of the page in view when the page size changes', () => {
    // Rows 41–50 at ten a page: at 25 a page, row 41 is on page 2; back to ten, page 5 again.
    expect(write('page=5', { pageSize: 25 })).toBe('page=2&pageSize=25');
    expect(write('page=2&pageSize=25', { pageSize: 10 })).toBe('page=3');
    expect(write('page=3&pageSize=25', { pageSize: 50 })).toBe('page=2&pageSize=50');
    expect(write('pageSize=50', { pageSize: 10 })).toBe('');
  });

  it('writes the dashboard alert’s link as it reads it', () => {
    const link = `type=outgoing&from=2024-09-01&to=2024-09-30&over=300&walletId=${WALLET}`;
    expect(read(link)).toMatchObject({
      type: 'outgoing',
      over: '300',
      from: '2024-09-01',
      to: '2024-09-30',
      walletId: WALLET,
    });
    expect(write(link, { page: 2 })).toBe(
      `walletId=${WALLET}&type=outgoing&from=2024-09-01&to=2024-09-30&over=300&page=2`,
    );
  });

  it('leaves defaults and empty filters out of the URL, and other parameters in', () => {
    expect(write('search=ama&type=outgoing&utm=x', { search: '', type: 'all' })).toBe('utm=x');
    expect(write('utm=x&page=2&type=outgoing', { walletId: 'w-1' })).toBe(
      'walletId=w-1&type=outgoing&utm=x',
    );
    expect(write('category=uncategorized&pageSize=25', { ...DEFAULTS })).toBe('');
  });

  it('round-trips: what it writes reads back as the change', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    const change = fc.record({
      search: fc.string({ maxLength: 100 }),
      walletId: fc.oneof(fc.constant(''), fc.uuid()),
      type: fc.constantFrom('all' as const, 'incoming' as const, 'outgoing' as const),
      category: fc.oneof(fc.constant(''), fc.constant('uncategorized'), fc.uuid()),
      range: fc.tuple(fc.oneof(fc.constant(''), day), fc.oneof(fc.constant(''), day)),
      over: fc.oneof(
        fc.constant(''),
        fc.integer({ min: 0, max: 999_999_999 }).map(String),
        fc.integer({ min: 0, max: 99_999_999 }).map((cents) => (cents / 100).toFixed(2)),
      ),
      page: fc.integer({ min: 1, max: 1_000_000 }),
      pageSize: fc.constantFrom(10 as const, 25 as const, 50 as const),
    });
    fc.assert(
      fc.property(change, ({ range, ...rest }) => {
        // Written in order (the screen's date inputs keep From before To).
        const [from, to] = range[0] !== '' && range[1] !== '' ? [...range].sort() : range;
        const wanted: HistoryParams = { ...rest, from: from!, to: to! };
        expect(readHistoryParams(withHistoryParams(new URLSearchParams(), wanted))).toEqual(wanted);
      }),
    );
  });
});

describe('hasFilters', () => {
  it('is true only when a search, a wallet, a type, a category, a day or an amount is chosen', () => {
    expect(hasFilters(read(''))).toBe(false);
    expect(hasFilters(read('page=3&pageSize=50'))).toBe(false);
    expect(hasFilters(read('search=%20%20'))).toBe(false);
    expect(hasFilters(read('search=ama'))).toBe(true);
    expect(hasFilters(read(`walletId=${WALLET}`))).toBe(true);
    expect(hasFilters(read('type=incoming'))).toBe(true);
    expect(hasFilters(read('category=uncategorized'))).toBe(true);
    expect(hasFilters(read('from=2024-09-01'))).toBe(true);
    expect(hasFilters(read('to=2024-09-01'))).toBe(true);
    expect(hasFilters(read('over=300'))).toBe(true);
  });
});

describe('transactionFilters', () => {
  it('gives the API the filters, the amount as a number', () => {
    expect(
      transactionFilters(read(`category=uncategorized&from=2024-09-01&over=300&type=outgoing`)),
    ).toEqual({
      search: '',
      walletId: '',
      type: 'outgoing',
      categoryId: 'uncategorized',
      from: '2024-09-01',
      to: '',
      over: 300,
    });
    expect(transactionFilters(read(''))).not.toHaveProperty('over');
  });
});
