import { act, render, screen, waitFor } from '@testing-library/react';
import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { Route, Routes } from '@sikalens/router';
import {
  ApiError,
  PENDING_PAYMENT_REFERENCE_KEY,
  billingApi,
  type PaymentVerification,
} from '@sikalens/api-client';
import { AuthContext, DEV_USER, DevProviders, type AuthContextValue } from '@sikalens/shared-ui';
import { routes } from '../../../routes';
import { findToast, renderWithApp } from '../../../testing/render';
import { PaymentSuccessPage } from './PaymentSuccessPage';
import registry from '../../../../../registry.json';

const NOT_VERIFIED =
  "We couldn't verify your payment. If you were charged, please contact support.";

const verification = (overrides: Partial<PaymentVerification> = {}): PaymentVerification => ({
  success: true,
  status: 'success',
  amount: '60.00',
  currency: 'GHS',
  reference: 'pro-ref-1',
  planName: '3 Months Pro',
  updatedCount: 1,
  proUntil: '2026-02-20T10:00:00.000Z',
  reversedAt: null,
  reversalReason: null,
  refundedAmount: null,
  ...overrides,
});
const STILL_PENDING = verification({ success: false, status: 'pending', updatedCount: 0 });
const DECLINED = verification({ success: false, status: 'failed', updatedCount: 0 });

// The page under its real path, the dashboard beside it, and a watched refreshUser.
function renderPage(url: string) {
  const refreshUser = jest.fn(() => Promise.resolve());
  const auth: AuthContextValue = {
    user: DEV_USER,
    isAuthenticated: true,
    isLoading: false,
    login: () => undefined,
    logout: () => undefined,
    refreshUser,
  };
  const { queryClient } = renderWithApp(
    <AuthContext.Provider value={auth}>
      <Routes>
        <Route path="/payment-success" element={<PaymentSuccessPage />} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
      </Routes>
    </AuthContext.Provider>,
    url,
  );
  return { refreshUser, invalidate: jest.spyOn(queryClient, 'invalidateQueries') };
}

// Moves the fake clock and lets the verifications' promises settle.
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const heading = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => {
  // The query cache tells its observers in a zero-delay timeout by default; a microtask lets an
  // attempt's answer show within the advance that made it, as the timers did before.
  notifyManager.setScheduler(queueMicrotask);
});
afterEach(() => {
  notifyManager.setScheduler(defaultScheduler);
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('mfe-billing', () => {
  it('serves exactly the routes of its registry entry', () => {
    expect(routes.map((route) => route.path)).toEqual(
      registry.remotes
        .find((remote) => remote.name === 'mfe_billing')
        ?.routes.map((route) => route.path),
    );
  });
});

describe('/payment-success while its code loads', () => {
  it('already says the payment is being confirmed, not a bare skeleton', async () => {
    const verify = jest.spyOn(billingApi, 'verify').mockReturnValue(new Promise(() => undefined));
    const route = routes.find((entry) => entry.path === '/payment-success');
    if (!route) throw new Error('no /payment-success route');
    const { Component } = route;
    renderWithApp(<Component />, '/payment-success?reference=pro-ref-1');
    // The first paint, before the page's chunk has arrived: its own fallback, with the words.
    expect(verify).not.toHaveBeenCalled();
    expect(heading()).toHaveTextContent('Confirming your payment…');
    expect(
      screen.getByText(
        'We are checking with Paystack that your payment went through. This usually takes a few seconds.',
      ),
    ).toBeInTheDocument();
    // Then the page itself, saying the same while it checks.
    await waitFor(() => expect(verify).toHaveBeenCalledWith('pro-ref-1'));
    expect(heading()).toHaveTextContent('Confirming your payment…');
  });
});

describe('PaymentSuccessPage', () => {
  it('goes straight to the failed view when the URL has no payment reference', () => {
    const verify = jest.spyOn(billingApi, 'verify');
    window.history.pushState({}, '', '/payment-success');
    render(
      <DevProviders>
        <PaymentSuccessPage />
      </DevProviders>,
    );
    expect(
      screen.getByText('No payment reference found. Please try upgrading again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(verify).not.toHaveBeenCalled();
  });

  it('verifies at once, upgrades, refreshes and goes to the dashboard after 3 s', async () => {
    jest.useFakeTimers();
    window.sessionStorage.setItem(PENDING_PAYMENT_REFERENCE_KEY, 'pro-ref-1');
    const verify = jest.spyOn(billingApi, 'verify').mockResolvedValue(verification());
    const { refreshUser, invalidate } = renderPage(
      '/payment-success?trxref=pro-ref-1&reference=pro-ref-1',
    );
    const historyLength = window.history.length;

    expect(heading()).toHaveTextContent('Confirming your payment…');
    // What is happening, in words: never a bare skeleton (issue 30).
    expect(screen.getByRole('status')).toHaveTextContent(
      'We are checking with Paystack that your payment went through. This usually takes a few seconds.',
    );
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toContainElement(heading());
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('pro-ref-1');

    await advance(0);
    expect(heading()).toHaveTextContent('Payment Successful!');
    expect(screen.getByText('3 Months Pro · ₵60.00')).toBeInTheDocument();
    expect(screen.getByText(/^Your account has been upgraded to Pro\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(refreshUser).toHaveBeenCalledTimes(1);
    // Everything is refetched: Pro also shows the history the free plan kept back.
    expect(invalidate).toHaveBeenCalledWith();
    expect(window.sessionStorage.getItem(PENDING_PAYMENT_REFERENCE_KEY)).toBeNull();

    // Confirmed: no second verification at 2 s, and still here just before 3 s.
    await advance(2_999);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(heading()).toHaveTextContent('Payment Successful!');
    expect(window.location.pathname).toBe('/payment-success');

    await advance(1);
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    // Replaced, not pushed: Back does not return to the verification.
    expect(window.history.length).toBe(historyLength);
  });

  it('verifies again after 2 s when the first attempt fails', async () => {
    jest.useFakeTimers();
    const verify = jest
      .spyOn(billingApi, 'verify')
      .mockRejectedValueOnce(new ApiError(502, 'Provider down', 'PAYMENT_PROVIDER_UNAVAILABLE', ''))
      .mockResolvedValueOnce(verification({ reference: 'pro-ref-2' }));
    const { refreshUser } = renderPage('/payment-success?trxref=pro-ref-2');

    await advance(1_999);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(heading()).toHaveTextContent('Confirming your payment…');
    expect(refreshUser).not.toHaveBeenCalled();

    await advance(1);
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify).toHaveBeenLastCalledWith('pro-ref-2');
    expect(heading()).toHaveTextContent('Payment Successful!');
    expect(refreshUser).toHaveBeenCalledTimes(1);
  });

  it('shows the failed view when neither attempt confirms the payment, and stays', async () => {
    jest.useFakeTimers();
    window.sessionStorage.setItem(PENDING_PAYMENT_REFERENCE_KEY, 'pro-ref-1');
    const verify = jest
      .spyOn(billingApi, 'verify')
      .mockResolvedValueOnce(DECLINED)
      .mockRejectedValueOnce(new ApiError(404, 'Payment not found.', 'PAYMENT_NOT_FOUND', ''));
    const { refreshUser } = renderPage('/payment-success?reference=pro-ref-1');

    await advance(0);
    // One answer is not the end: the second attempt is still to come.
    expect(heading()).toHaveTextContent('Confirming your payment…');
    await advance(2_000);
    expect(verify).toHaveBeenCalledTimes(2);
    expect(heading()).toHaveTextContent('Payment Verification Failed');
    expect(screen.getByText(NOT_VERIFIED)).toBeInTheDocument();
    expect(screen.queryByText(/Mobile money payments/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
    expect(refreshUser).not.toHaveBeenCalled();
    expect(await findToast('Payment Verification Failed')).toHaveTextContent(
      'There was an issue verifying your payment. Please contact support.',
    );

    await advance(10_000);
    expect(verify).toHaveBeenCalledTimes(2);
    expect(window.location.pathname).toBe('/payment-success');
    expect(window.sessionStorage.getItem(PENDING_PAYMENT_REFERENCE_KEY)).toBe('pro-ref-1');
  });

  it('says a mobile-money payment still pending is checked in the background', async () => {
    jest.useFakeTimers();
    const verify = jest.spyOn(billingApi, 'verify').mockResolvedValue(STILL_PENDING);
    renderPage('/payment-success?reference=pro-ref-1');

    await advance(2_000);
    expect(verify).toHaveBeenCalledTimes(2);
    expect(screen.getByText(NOT_VERIFIED)).toBeInTheDocument();
    expect(
      screen.getByText(/Mobile money payments can take a minute to be approved\. We keep checking/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    // Awaiting approval is not an error yet: no failure toast, and no third attempt.
    expect(
      screen.queryByText('Payment Verification Failed', { selector: '[data-toast] p' }),
    ).toBeNull();
    await advance(10_000);
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
