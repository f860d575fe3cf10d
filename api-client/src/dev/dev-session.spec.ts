import { ApiError } from '../core/api-error';
import { mockApi } from '../testing/mock-api';
import { DEV_ACCOUNT, signInWithCode } from './dev-session';

const user = {
  id: 'u1',
  firstName: 'Ama',
  lastName: 'Mensah',
  phone: null,
  email: null,
  phoneVerified: false,
  emailVerified: false,
  isPro: false,
};

// jsdom has no fetch: the dev outbox answers with the code sent last.
function outboxWith(code: string) {
  const fetchOutbox = jest.fn(() =>
    Promise.resolve({
      ok: true,
      json: () =>
        Promise.resolve([
          { to: DEV_ACCOUNT.email, code, sentAt: new Date(Date.now() + 1000).toISOString() },
        ]),
    }),
  );
  Object.defineProperty(globalThis, 'fetch', {
    value: fetchOutbox,
    configurable: true,
    writable: true,
  });
  return fetchOutbox;
}

describe('signInWithCode (a remote run alone)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('signs the existing dev account in with the code from the outbox', async () => {
    const fetchOutbox = outboxWith('1234');
    const send = mockApi('sendOtp').mockResolvedValue({
      maskedPhone: null,
      maskedEmail: 'a',
      channels: ['email'],
    });
    const verify = mockApi('verifyOtp').mockResolvedValue({ user });
    await expect(signInWithCode()).resolves.toEqual(user);
    expect(send).toHaveBeenCalledWith({ body: { identifier: DEV_ACCOUNT.email } });
    expect(verify).toHaveBeenCalledWith({ body: { identifier: DEV_ACCOUNT.email, code: '1234' } });
    expect(fetchOutbox).toHaveBeenCalledWith(expect.stringContaining('/api/dev/outbox?kind=code'));
  });

  it('registers the dev account on the first run (no account yet)', async () => {
    outboxWith('5678');
    const send = mockApi('sendOtp')
      .mockRejectedValueOnce(new ApiError(404, 'No account', 'ACCOUNT_NOT_FOUND', '404'))
      .mockResolvedValueOnce({ maskedPhone: 'p', maskedEmail: 'e', channels: ['sms', 'email'] });
    const verify = mockApi('verifyOtp').mockResolvedValue({ user });
    await expect(signInWithCode()).resolves.toEqual(user);
    expect(send).toHaveBeenLastCalledWith({ body: DEV_ACCOUNT });
    expect(verify).toHaveBeenCalledWith({
      body: { phone: DEV_ACCOUNT.phone, email: DEV_ACCOUNT.email, code: '5678' },
    });
  });

  it('passes on any other failure (a rate limit, the API down)', async () => {
    outboxWith('0000');
    mockApi('sendOtp').mockRejectedValue(new ApiError(429, 'Too many', 'RATE_LIMITED', '429'));
    const verify = mockApi('verifyOtp');
    await expect(signInWithCode()).rejects.toThrow('Too many');
    expect(verify).not.toHaveBeenCalled();
  });
});
