import { readRecipientsParams, withRecipientsParams } from './recipients-params';

const read = (query: string) => readRecipientsParams(new URLSearchParams(query));
const apply = (query: string, change: Parameters<typeof withRecipientsParams>[1]) =>
  withRecipientsParams(new URLSearchParams(query), change).toString();

describe('readRecipientsParams', () => {
  it('defaults to no search and page 1', () => {
    expect(read('')).toEqual({ search: '', page: 1 });
  });

  it('reads the search and the page', () => {
    expect(read('search=kofi&page=3')).toEqual({ search: 'kofi', page: 3 });
  });

  it.each(['0', '-2', '1.5', 'two', '1e400'])('reads page=%s as page 1', (page) => {
    expect(read(`page=${page}`).page).toBe(1);
  });

  it('keeps the page and the search within what the API accepts', () => {
    expect(read('page=999999999').page).toBe(100_000);
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('withRecipientsParams', () => {
  it('goes back to page 1 when the search changes', () => {
    expect(apply('search=ama&page=4', { search: 'kofi' })).toBe('search=kofi');
  });

  it('keeps the page when the search stays the same', () => {
    expect(apply('search=ama&page=4', { search: 'ama' })).toBe('search=ama&page=4');
  });

  it('writes the page and leaves defaults out', () => {
    expect(apply('search=ama', { page: 2 })).toBe('search=ama&page=2');
    expect(apply('search=ama&page=2', { page: 1 })).toBe('search=ama');
    expect(apply('search=ama', { search: '' })).toBe('');
  });

  it('keeps parameters it does not own, after its own', () => {
    expect(apply('utm=x&page=2', { search: '+233 24' })).toBe('search=%2B233+24&utm=x');
  });
});
