import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthContext, DEV_USER, UiProviders, type AuthContextValue } from '@sikalens/shared-ui';
import { billingApi, PENDING_PAYMENT_REFERENCE_KEY } from '@sikalens/api-client';
import { PaymentAutoVerification } from './PaymentAutoVerification';

jest.mock('@sikalens/api-client', () => {
  const actual = jest.requireActual<typeof import('@sikalens/api-client')>('@sikalens/api-client');
  return {
    ...actual,
    billingApi: { ...actual.billingApi, verify: jest.fn(), verifyPending: jest.fn() },
  };
});
jest.mock('@sikalens/shared-ui', () => ({
  ...jest.requireActual<object>('@sikalens/shared-ui'),
  logSilently: jest.fn(),
}));

const verify = billingApi.verify as jest.MockedFunction<typeof billingApi.verify>;
const verifyPending = billingApi.verifyPending as jest.MockedFunction<
  typeof billingApi.verifyPending
>;

const PAID = {
  success: true,
  status: 'success' as const,
  amount: '60.00',
  currency: 'GHS',
  reference: 'pro-abc',
  planName: '3 Months Pro',
  updatedCount: 1,
  proUntil: '2027-02-24T10:00:00.000Z',
  reversedAt: null,
  reversalReason: null,
  refundedAmount: null,
};

const authFor = (isAuthenticated: boolean, refreshUser: () => Promise<void>): AuthContextValue => ({
  user: isAuthenticated ? DEV_USER : null,
  isAuthenticated,
  isLoading: false,
  login: () => undefined,
  logout: () => undefined,
  refreshUser,
});

const tree = (client: QueryClient, auth: AuthContextValue) => (
  <QueryClientProvider client={client}>
    <UiProviders>
      <AuthContext.Provider value={auth}>
        <PaymentAutoVerification />
      </AuthContext.Provider>
    </UiProviders>
  </QueryClientProvider>
);

function renderWith(refreshUser = jest.fn(() => Promise.resolve()), isAuthenticated = true) {
  render(tree(new QueryClient(), authFor(isAuthenticated, refreshUser)));
  return refreshUser;
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('payment auto-verification', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    verify.mockReset();
    verifyPending.mockReset();
    window.sessionStorage.clear();
    window.history.pushState({}, '', '/dashboard');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('verifies the reference from the redirect after 1 s, upgrades and welcomes', async () => {
    window.history.pushState({}, '', '/dashboard?trxref=pro-abc&reference=pro-abc');
    window.sessionStorage.setItem(PENDING_PAYMENT_REFERENCE_KEY, 'pro-abc');
    verify.mockResolvedValue(PAID);
    verifyPending.mockResolvedValue({ updatedCount: 0, isPro: false });
    const refreshUser = renderWith();
    await advance(900);
    expect(verify).not.toHaveBeenCalled();
    await advance(200);
    expect(verify).toHaveBeenCalledWith('pro-abc');
    expect(refreshUser).toHaveBeenCalled();
    expect(await screen.findByText('Payment Confirmed! 🎉')).toBeInTheDocument();
    expect(screen.getByText('Your account has been upgraded to Pro. Welcome!')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(PENDING_PAYMENT_REFERENCE_KEY)).toBeNull();
    // The poll of pending payments starts once the reference is done, and the reference is
    // verified once only.
    expect(verifyPending).not.toHaveBeenCalled();
    await advance(9_900);
    expect(verifyPending).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(verifyPending).toHaveBeenCalledTimes(2);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('uses the stored reference, and a failed background check is silent and clears it', async () => {
    window.sessionStorage.setItem(PENDING_PAYMENT_REFERENCE_KEY, 'pro-stored');
    verify.mockRejectedValue(new Error('502: provider down'));
    verifyPending.mockResolvedValue({ updatedCount: 0, isPro: false });
    const refreshUser = renderWith();
    await advance(1_100);
    expect(verify).toHaveBeenCalledWith('pro-stored');
    expect(window.sessionStorage.getItem(PENDING_PAYMENT_REFERENCE_KEY)).toBeNull();
    expect(refreshUser).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Verification Failed/)).not.toBeInTheDocument();
  });

  it('otherwise checks pending payments every 10 s, skipping a tick while one runs', async () => {
    let finish: (value: { updatedCount: number; isPro: boolean }) => void = () => undefined;
    verifyPending.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const refreshUser = renderWith();
    await advance(9_900);
    expect(verifyPending).not.toHaveBeenCalled();
    await advance(100);
    expect(verifyPending).toHaveBeenCalledTimes(1);
    // Still running at the next tick: skipped.
    await advance(10_000);
    expect(verifyPending).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish({ updatedCount: 2, isPro: true });
      await Promise.resolve();
    });
    expect(refreshUser).toHaveBeenCalled();
    expect(await screen.findByText('Payments Confirmed! 🎉')).toBeInTheDocument();
    expect(screen.getByText('2 payment(s) verified successfully')).toBeInTheDocument();
    verifyPending.mockResolvedValue({ updatedCount: 0, isPro: false });
    await advance(10_000);
    expect(verifyPending).toHaveBeenCalledTimes(2);
    expect(verify).not.toHaveBeenCalled();
  });

  it('welcomes a user whose payment the webhook granted in the background', async () => {
    verifyPending.mockResolvedValue({ updatedCount: 0, isPro: true });
    const refreshUser = renderWith();
    await advance(10_000);
    expect(refreshUser).toHaveBeenCalled();
    expect(await screen.findByText('Payment Confirmed! 🎉')).toBeInTheDocument();
  });

  it('tells once when pending payments cannot be checked', async () => {
    verifyPending.mockRejectedValue(new Error('Failed to fetch'));
    renderWith();
    await advance(10_000);
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to verify pending payments')).toBeInTheDocument();
    await advance(20_000);
    expect(verifyPending).toHaveBeenCalledTimes(3);
    expect(screen.getAllByText('Verification Failed')).toHaveLength(1);
  });

  it('leaves the reference to /payment-success and skips the checks while there', async () => {
    window.history.pushState({}, '', '/payment-success?reference=pro-abc');
    verifyPending.mockResolvedValue({ updatedCount: 0, isPro: false });
    renderWith();
    await advance(20_000);
    expect(verify).not.toHaveBeenCalled();
    expect(verifyPending).not.toHaveBeenCalled();
    // Back on another page, the next tick checks.
    window.history.pushState({}, '', '/dashboard');
    await advance(10_000);
    expect(verifyPending).toHaveBeenCalledTimes(1);
  });

  it('stops checking when the user signs out', async () => {
    verifyPending.mockResolvedValue({ updatedCount: 0, isPro: false });
    const refreshUser = jest.fn(() => Promise.resolve());
    const client = new QueryClient();
    const { rerender } = render(tree(client, authFor(true, refreshUser)));
    await advance(20_000);
    expect(verifyPending).toHaveBeenCalledTimes(2);
    rerender(tree(client, authFor(false, refreshUser)));
    await advance(30_000);
    expect(verifyPending).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a signed-out visitor', async () => {
    window.sessionStorage.setItem(PENDING_PAYMENT_REFERENCE_KEY, 'pro-abc');
    renderWith(undefined, false);
    await advance(30_000);
    expect(verify).not.toHaveBeenCalled();
    expect(verifyPending).not.toHaveBeenCalled();
  });
});
