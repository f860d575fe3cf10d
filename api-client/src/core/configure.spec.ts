import { initApiClient, onErrorResponse, SESSION_ENDED_EVENT } from './configure';
import { hasSession, LEGACY_TOKEN_KEY, moveStoredToken, SIGNED_IN_COOKIE } from './token';

const OPTIONS = Symbol.for('sikalens.api-client.options');

type Call = { url: string; init: RequestInit | undefined };

// jsdom has no fetch: each call is recorded and answered with this status.
function answerWith(status: number) {
  const calls: Call[] = [];
  const fetchMock = jest.fn((input: string, init?: RequestInit) => {
    calls.push({ url: input, init });
    return Promise.resolve({ ok: status >= 200 && status < 300, status });
  });
  Object.defineProperty(globalThis, 'fetch', {
    value: fetchMock,
    configurable: true,
    writable: true,
  });
  return calls;
}

describe('the API client in the browser', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[OPTIONS];
    window.localStorage.clear();
  });

  it('keeps its setup on the page, where a copy bundled by a remote finds it', () => {
    initApiClient({ baseUrl: 'https://api.example' });
    const page = globalThis as Record<symbol, { baseUrl: string } | undefined>;
    expect(page[OPTIONS]?.baseUrl).toBe('https://api.example');
  });

  it('on any 401 forgets the session here and tells the shell', () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    const ended = jest.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    const error = onErrorResponse({ error: 'ended', code: 'UNAUTHORIZED' }, { status: 401 });
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(hasSession()).toBe(false);
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
  });

  it('does not end the session on other failures', () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    const ended = jest.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    for (const status of [403, 404, 500]) onErrorResponse({ error: 'no' }, { status });
    onErrorResponse(new TypeError('Failed to fetch'), undefined);
    expect(ended).not.toHaveBeenCalled();
    expect(hasSession()).toBe(true);
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
  });
});

describe('moveStoredToken (a browser signed in by an earlier version)', () => {
  afterEach(() => window.localStorage.clear());

  it('sends the stored token once, as a bearer token, and deletes it', async () => {
    window.localStorage.setItem(LEGACY_TOKEN_KEY, 'stored-token-'.repeat(3));
    const calls = answerWith(204);
    await moveStoredToken();
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/auth/session-cookie',
        init: expect.objectContaining({
          method: 'POST',
          credentials: 'include',
          headers: { Authorization: `Bearer ${'stored-token-'.repeat(3)}` },
        }) as RequestInit,
      }),
    ]);
    expect(window.localStorage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
    await moveStoredToken();
    expect(calls).toHaveLength(1);
  });

  it('deletes a token the API refuses', async () => {
    window.localStorage.setItem(LEGACY_TOKEN_KEY, 'ended-token-'.repeat(3));
    answerWith(401);
    await moveStoredToken();
    expect(window.localStorage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
  });

  it('keeps it for the next start when the API is out of reach', async () => {
    window.localStorage.setItem(LEGACY_TOKEN_KEY, 'kept-token-'.repeat(3));
    Object.defineProperty(globalThis, 'fetch', {
      value: jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      configurable: true,
      writable: true,
    });
    await moveStoredToken();
    expect(window.localStorage.getItem(LEGACY_TOKEN_KEY)).toBe('kept-token-'.repeat(3));
  });
});
