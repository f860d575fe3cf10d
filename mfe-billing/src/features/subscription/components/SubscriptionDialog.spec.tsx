import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  PENDING_PAYMENT_REFERENCE_KEY,
  type PaymentInitialization,
} from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { PLANS } from '../../../testing/plans';
import { findToast, renderWithApp } from '../../../testing/render';
import { checkoutRedirect } from '../utils/checkout-redirect';
import { SubscriptionDialog } from './SubscriptionDialog';

const CHECKOUT: PaymentInitialization = {
  reference: 'pro-7d4c0d5e-1b1f-4b55-9a55-3f0f3b1f2c10',
  authorizationUrl: 'https://checkout.paystack.test/abc123',
};

function renderDialog(onClose = jest.fn()) {
  renderWithApp(<SubscriptionDialog open onClose={onClose} />);
  return { user: userEvent.setup(), onClose };
}

const planRadio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });

// A promise the test settles when it wants to.
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let assign: jest.SpyInstance<void, [string]>;

beforeEach(() => {
  assign = jest.spyOn(checkoutRedirect, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('SubscriptionDialog', () => {
  it('lists the Pro benefits and the plans, the 3-month plan chosen and marked popular', async () => {
    mockApi('listSubscriptionPlans').mockResolvedValue(PLANS);
    renderDialog();

    const dialog = screen.getByRole('dialog', { name: 'Upgrade to SikaLens Pro' });
    expect(within(dialog).getByRole('progressbar', { name: 'Loading plans' })).toBeInTheDocument();
    const benefits = within(dialog).getByRole('list', { name: 'Pro benefits' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Unlimited AI assistant chats',
      'Advanced insights and predictions',
      'Custom budget alerts',
      'Premium export (Excel, detailed PDFs)',
      'Priority support',
    ]);

    const group = await within(dialog).findByRole('radiogroup', { name: 'Choose your plan' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    expect(planRadio('3 Months Pro')).toBeChecked();
    expect(planRadio('1 Month Pro')).not.toBeChecked();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(planRadio('3 Months Pro')).toHaveAccessibleName(/Most Popular/);

    expect(planRadio('1 Month Pro')).toHaveAccessibleName('1 Month Pro ₵25 ₵25 a month');
    expect(planRadio('1 Month Pro')).not.toHaveAccessibleName(/Save/);
    expect(planRadio('3 Months Pro')).toHaveAccessibleName(/₵60 ₵20 a month Save ₵15$/);
    expect(planRadio('6 Months Pro')).toHaveAccessibleName(/₵105 ₵17.50 a month Save ₵45$/);
    expect(planRadio('12 Months Pro')).toHaveAccessibleName(/₵180 ₵15 a month Save ₵120$/);

    expect(within(dialog).getByRole('button', { name: 'Pay ₵60' })).toBeEnabled();
    expect(within(dialog).getByText(/by card or MTN MoMo on Paystack/)).toHaveTextContent(
      /Ghana cedis \(GHS\)\. Pro starts as soon as your payment is confirmed\./,
    );
  });

  it('chooses the first plan when none is a 3-month plan', async () => {
    mockApi('listSubscriptionPlans').mockResolvedValue([PLANS[2]!, PLANS[3]!]);
    renderDialog();
    expect(await screen.findByRole('button', { name: 'Pay ₵105' })).toBeInTheDocument();
    expect(planRadio('6 Months Pro')).toBeChecked();
    expect(screen.queryByText('Most Popular')).not.toBeInTheDocument();
  });

  it('changes plan by click and by arrow keys, and the pay button follows', async () => {
    mockApi('listSubscriptionPlans').mockResolvedValue(PLANS);
    const { user } = renderDialog();
    await screen.findByRole('radiogroup', { name: 'Choose your plan' });

    await user.click(planRadio('12 Months Pro'));
    expect(planRadio('12 Months Pro')).toBeChecked();
    expect(planRadio('3 Months Pro')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay ₵180' })).toBeInTheDocument();

    await user.keyboard('{ArrowUp}');
    expect(planRadio('6 Months Pro')).toBeChecked();
    expect(planRadio('6 Months Pro')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Pay ₵105' })).toBeInTheDocument();
  });

  it('pays: processing, the reference kept for this tab, then off to the checkout', async () => {
    mockApi('listSubscriptionPlans').mockResolvedValue(PLANS);
    const checkout = deferred<PaymentInitialization>();
    const initialize = mockApi('initializePayment').mockReturnValue(checkout.promise);
    const { user, onClose } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Pay ₵60' }));

    expect(initialize).toHaveBeenCalledWith({ body: { planType: 'pro-3-months' } });
    const processing = screen.getByRole('button', { name: 'Processing…' });
    expect(processing).toBeDisabled();
    expect(planRadio('1 Month Pro')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();

    checkout.resolve(CHECKOUT);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT.authorizationUrl));
    expect(window.sessionStorage.getItem(PENDING_PAYMENT_REFERENCE_KEY)).toBe(CHECKOUT.reference);
    expect(initialize).toHaveBeenCalledTimes(1);
    // Still processing while the browser leaves.
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
  });

  it('pays for the plan chosen', async () => {
    mockApi('listSubscriptionPlans').mockResolvedValue(PLANS);
    const initialize = mockApi('initializePayment').mockResolvedValue(CHECKOUT);
    const { user } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: /^1 Month Pro/ }));
    await user.click(screen.getByRole('button', { name: 'Pay ₵25' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(initialize).toHaveBeenCalledWith({ body: { planType: 'pro-1-month' } });
  });

  it('says what went wrong and lets the user try again when the payment cannot start', async () => {
    mockApi('listSubscriptionPlans').mockResolvedValue(PLANS);
    const message = "We couldn't reach the payment provider. Please try again in a moment.";
    mockApi('initializePayment').mockRejectedValue(
      new ApiError(502, message, 'PAYMENT_PROVIDER_UNAVAILABLE', ''),
    );
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Pay ₵60' }));

    const toast = await findToast('Payment Error');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Pay ₵60' })).toBeEnabled();
    expect(planRadio('1 Month Pro')).toBeEnabled();
    expect(window.sessionStorage.getItem(PENDING_PAYMENT_REFERENCE_KEY)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('closes with Close', async () => {
    mockApi('listSubscriptionPlans').mockResolvedValue(PLANS);
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers Retry when the plans cannot load', async () => {
    const plans = mockApi('listSubscriptionPlans')
      .mockRejectedValueOnce(new ApiError(500, 'Something went wrong.', 'INTERNAL_ERROR', ''))
      .mockResolvedValue(PLANS);
    const { user } = renderDialog();

    expect(
      await screen.findByText('Could not load the plans. Something went wrong.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('radiogroup', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(plans).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pay ₵60' })).toBeEnabled();
  });
});

describe('checkoutRedirect', () => {
  it('is the browser navigation itself', () => {
    jest.restoreAllMocks();
    // jsdom carries out same-document navigations only; the real call is what matters.
    checkoutRedirect.assign('#checkout');
    expect(window.location.hash).toBe('#checkout');
  });
});
