import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@sikalens/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@sikalens/api-client';
import { AuthContext, UiProviders, type AuthContextValue } from '@sikalens/shared-ui';
import { LoginPage } from './LoginPage';

const mockSendOtp = jest.fn();
const mockVerifyOtp = jest.fn();

// Real TanStack mutations over controllable API calls.
jest.mock('@sikalens/api-client', () => {
  const { useMutation } =
    jest.requireActual<typeof import('@tanstack/react-query')>('@tanstack/react-query');
  const { ApiError, fieldOfServerError } =
    jest.requireActual<typeof import('@sikalens/api-client')>('@sikalens/api-client');
  return {
    ApiError,
    fieldOfServerError,
    errorMessage: (error: unknown) =>
      error instanceof Error && error.message ? error.message : 'Unknown error',
    useSendOtp: () =>
      useMutation({ mutationFn: (body: unknown) => mockSendOtp(body) as Promise<unknown> }),
    useVerifyOtp: () =>
      useMutation({ mutationFn: (body: unknown) => mockVerifyOtp(body) as Promise<unknown> }),
  };
});

const USER = {
  id: '6f0c7c1e-1111-4000-8000-000000000001',
  firstName: 'Kwame',
  lastName: 'Mensah',
  phone: '0241234567',
  email: 'kwame@example.com',
  isPro: false,
};

// Where the router is, for the tests of the two modes' addresses.
function Location() {
  const { pathname } = useLocation();
  return <output aria-label="Address">{pathname}</output>;
}

function renderLogin(path = '/login') {
  const login = jest.fn();
  const auth: AuthContextValue = {
    user: null,
    isAuthenticated: false,
    isLoading: false,
    login,
    logout: jest.fn(),
    refreshUser: () => Promise.resolve(),
  };
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <UiProviders>
          <AuthContext.Provider value={auth}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/signup" element={<LoginPage />} />
              <Route path="/dashboard" element={<p>Dashboard screen</p>} />
            </Routes>
            <Location />
          </AuthContext.Provider>
        </UiProviders>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), login };
}

const digitBoxes = () =>
  [1, 2, 3, 4, 5, 6].map((n) => screen.getByLabelText<HTMLInputElement>(`Digit ${n}`));
const boxValues = () => digitBoxes().map((box) => box.value);

async function findToast(title: string) {
  const heading = await screen.findByText(title);
  const card = heading.closest<HTMLElement>('[data-toast]');
  if (!card) throw new Error(`No toast card around '${title}'`);
  return card;
}

beforeEach(() => {
  mockSendOtp.mockReset();
  mockVerifyOtp.mockReset();
});

describe('LoginPage', () => {
  it('shows the title and tagline', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'SikaLens' })).toBeInTheDocument();
    expect(screen.getByText('See It. Control It. Spend Better.')).toBeInTheDocument();
  });

  it('signs in at /login and creates an account at /signup, each link changing the address', async () => {
    const { user } = renderLogin('/signup');
    expect(screen.getByText('Create your free account')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByLabelText('Address')).toHaveTextContent('/login');
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/signup');

    await user.click(screen.getByRole('link', { name: 'Create one' }));
    expect(screen.getByLabelText('Address')).toHaveTextContent('/signup');
    expect(screen.getByLabelText(/First name/)).toBeInTheDocument();
  });

  it('offers the way to create an account when signing in finds none', async () => {
    const message = 'No account found for this phone number or e-mail. Create an account first.';
    mockSendOtp.mockRejectedValueOnce(new ApiError(404, message, 'ACCOUNT_NOT_FOUND', '404: {}'));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Phone number or e-mail/), '0551234567{Enter}');
    const toast = await findToast('Error');
    expect(toast).toHaveTextContent(message);
    await user.click(within(toast).getByRole('button', { name: 'Create an account' }));
    expect(screen.getByLabelText('Address')).toHaveTextContent('/signup');
    expect(screen.getByLabelText(/First name/)).toBeInTheDocument();
  });

  it('clears every field when switching between sign-in and create-account', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Phone number or e-mail/), 'ama@example.com');
    await user.click(screen.getByRole('link', { name: 'Create one' }));

    expect(screen.queryByLabelText(/Phone number or e-mail/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/First name/), 'Ama');
    await user.type(screen.getByLabelText(/^Phone number/), '241234567');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ama');

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByLabelText(/Phone number or e-mail/)).toHaveValue('');

    await user.click(screen.getByRole('link', { name: 'Create one' }));
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('');
  });

  it('returns from the verification step to an empty first step when the mode is switched', async () => {
    mockSendOtp.mockResolvedValue({ maskedPhone: '+233 24*****67', maskedEmail: null });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Phone number or e-mail/), '0241234567{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Enter Verification Code' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Create one' }));
    expect(
      screen.queryByRole('heading', { name: 'Enter Verification Code' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByLabelText(/Phone number or e-mail/)).toHaveValue('');
  });

  it('validates the registration form and sends nothing while invalid', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Create one' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getAllByText('Required')).toHaveLength(4);

    await user.type(screen.getByLabelText(/First name/), 'Akosua');
    await user.type(screen.getByLabelText(/Last name/), 'Mensah');
    await user.type(screen.getByLabelText(/^Phone number/), '24a1-23');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('24123');
    await user.type(screen.getByLabelText(/E-mail/), 'akosua@');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByText('Enter the 9 digits after +233')).toBeInTheDocument();
    expect(screen.getByText('Invalid e-mail')).toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(mockSendOtp).not.toHaveBeenCalled();
  });

  it('registers with +233 and the 9 digits, then verifies with phone and e-mail', async () => {
    mockSendOtp.mockResolvedValue({
      maskedPhone: '+233 24*****67',
      maskedEmail: 'ak***@example.com',
    });
    mockVerifyOtp.mockResolvedValue({ user: USER });
    const { user, login } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Create one' }));
    await user.type(screen.getByLabelText(/First name/), ' Akosua ');
    await user.type(screen.getByLabelText(/Last name/), 'Mensah');
    // A full local number pasted in keeps the 9 digits after the leading zero.
    await user.click(screen.getByLabelText(/^Phone number/));
    await user.paste('024 123 4567');
    await user.type(screen.getByLabelText(/E-mail/), 'akosua@example.com{Enter}');

    expect(await findToast('Code sent')).toHaveTextContent(
      'Check your phone and email for the verification code to complete registration.',
    );
    expect(mockSendOtp).toHaveBeenCalledWith({
      phone: '+233241234567',
      email: 'akosua@example.com',
      firstName: 'Akosua',
      lastName: 'Mensah',
    });

    await user.click(digitBoxes()[0]!);
    await user.keyboard('654321');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(mockVerifyOtp).toHaveBeenCalledWith({
      phone: '+233241234567',
      email: 'akosua@example.com',
      code: '654321',
    });
    expect(login).toHaveBeenCalledWith(USER);
  });

  it('signs in: sends the code, verifies 6 digits, logs in and goes to the dashboard', async () => {
    mockSendOtp.mockResolvedValue({
      maskedPhone: '+233 24*****67',
      maskedEmail: 'kw***@example.com',
    });
    mockVerifyOtp.mockResolvedValue({ user: USER });
    const { user, login } = renderLogin();

    await user.type(screen.getByLabelText(/Phone number or e-mail/), '  0241234567 ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await findToast('Code sent')).toHaveTextContent(
      'Check your phone and email for the verification code.',
    );
    expect(mockSendOtp).toHaveBeenCalledWith({ identifier: '0241234567' });
    expect(screen.getByRole('heading', { name: 'Enter Verification Code' })).toBeInTheDocument();
    expect(screen.getByText('+233 24 *** **67')).toBeInTheDocument();
    expect(screen.getByText('kw***@example.com')).toBeInTheDocument();

    const verifyButton = screen.getByRole('button', { name: 'Verify & Login' });
    expect(verifyButton).toBeDisabled();
    await user.click(digitBoxes()[0]!);
    await user.keyboard('12345');
    expect(verifyButton).toBeDisabled();
    await user.keyboard('6');
    expect(verifyButton).toBeEnabled();
    await user.click(verifyButton);

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(mockVerifyOtp).toHaveBeenCalledWith({ identifier: '0241234567', code: '123456' });
    expect(login).toHaveBeenCalledWith(USER);
    expect(await findToast('Welcome to SikaLens!')).toHaveTextContent('Login successful.');
  });

  it('shows only the destinations the server reports', async () => {
    mockSendOtp.mockResolvedValue({ maskedPhone: null, maskedEmail: 'kw***@example.com' });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Phone number or e-mail/), 'kwame@example.com{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Enter Verification Code' });
    const text = heading.nextElementSibling;
    expect(text).toHaveTextContent('We sent a 6-digit code to kw***@example.com.');
  });

  it('names the contact the user did not type without showing any of it, and toasts the channels used', async () => {
    mockSendOtp.mockResolvedValue({
      maskedPhone: '+233 24*****67',
      maskedEmail: null,
      channels: ['sms', 'email'],
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Phone number or e-mail/), '0241234567{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Enter Verification Code' });
    expect(heading.nextElementSibling).toHaveTextContent(
      'We sent a 6-digit code to +233 24 *** **67 and your e-mail.',
    );
    expect(await findToast('Code sent')).toHaveTextContent(
      'Check your phone and email for the verification code.',
    );
  });

  it('says only the phone when the code went only there (an e-mail not yet verified)', async () => {
    mockSendOtp.mockResolvedValue({ maskedPhone: null, maskedEmail: null, channels: ['sms'] });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Phone number or e-mail/), 'kwame@example.com{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Enter Verification Code' });
    expect(heading.nextElementSibling).toHaveTextContent('We sent a 6-digit code to your phone.');
    expect(await findToast('Code sent')).toHaveTextContent(
      'Check your phone for the verification code.',
    );
  });

  it('requires the identifier before sending', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(mockSendOtp).not.toHaveBeenCalled();
  });

  it('disables the send button while the code is being sent', async () => {
    mockSendOtp.mockReturnValue(new Promise(() => undefined));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Phone number or e-mail/), '0241234567{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: /Send code/ })).toBeDisabled());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it("shows an 'Error' toast with the server message when sending fails", async () => {
    const message = 'No account found for this phone number or e-mail. Create an account first.';
    mockSendOtp.mockRejectedValue(new Error(message));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Phone number or e-mail/), '0551234567{Enter}');

    const toast = await findToast('Error');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent(message);
    expect(
      screen.queryByRole('heading', { name: 'Enter Verification Code' }),
    ).not.toBeInTheDocument();
  });

  it('says why a wrong code was refused under the emptied boxes, until a digit is typed', async () => {
    const message = 'Invalid or expired code';
    mockSendOtp.mockResolvedValue({ maskedPhone: '+233 24*****67', maskedEmail: null });
    mockVerifyOtp.mockRejectedValueOnce(new Error(message));
    mockVerifyOtp.mockResolvedValueOnce({ user: USER });
    const { user, login } = renderLogin();
    await user.type(screen.getByLabelText(/Phone number or e-mail/), '0241234567{Enter}');
    await screen.findByRole('heading', { name: 'Enter Verification Code' });

    await user.click(digitBoxes()[0]!);
    await user.keyboard('999999{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveAttribute('data-toast');
    expect(screen.queryByText('Verification Failed')).not.toBeInTheDocument();
    expect(mockVerifyOtp).toHaveBeenCalledWith({ identifier: '0241234567', code: '999999' });
    expect(boxValues()).toEqual(['', '', '', '', '', '']);
    for (const box of digitBoxes()) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(message);
    }
    // The first box takes the focus again for the next try.
    await waitFor(() => expect(digitBoxes()[0]).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Verify & Login' })).toBeDisabled();
    expect(login).not.toHaveBeenCalled();

    // Typing again takes the message away.
    await user.keyboard('1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(digitBoxes()[0]).not.toHaveAttribute('aria-invalid', 'true');
    expect(digitBoxes()[0]).not.toHaveAccessibleDescription(message);

    await user.keyboard('23456{Enter}');
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(mockVerifyOtp).toHaveBeenLastCalledWith({ identifier: '0241234567', code: '123456' });
    expect(login).toHaveBeenCalledWith(USER);
  });

  it('takes the reason for a refused code away when a new code is sent', async () => {
    const message = 'Too many wrong codes. Request a new code.';
    mockSendOtp.mockResolvedValue({ maskedPhone: '+233 24*****67', maskedEmail: null });
    mockVerifyOtp.mockRejectedValueOnce(new Error(message));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Phone number or e-mail/), '0241234567{Enter}');
    await screen.findByRole('heading', { name: 'Enter Verification Code' });
    await user.click(digitBoxes()[0]!);
    await user.keyboard('999999{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(mockSendOtp).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(boxValues()).toEqual(['', '', '', '', '', '']);
    expect(digitBoxes()[0]).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("resends the same payload, and says a refused resend's wait once, counting down", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      mockSendOtp.mockResolvedValueOnce({ maskedPhone: '+233 24*****67', maskedEmail: null });
      const { user } = renderLogin();
      await user.type(screen.getByLabelText(/Phone number or e-mail/), '0241234567{Enter}');
      await screen.findByRole('heading', { name: 'Enter Verification Code' });

      const seconds = 30 + Math.floor(Math.random() * 60);
      mockSendOtp.mockRejectedValueOnce(
        new ApiError(
          429,
          `A code was just sent. Try again in ${seconds} seconds (${seconds} s).`,
          'RATE_LIMITED',
          '429: {}',
          undefined,
          seconds,
        ),
      );
      const resend = screen.getByRole('button', { name: 'Resend code' });
      await user.click(resend);
      expect(mockSendOtp).toHaveBeenNthCalledWith(2, { identifier: '0241234567' });

      expect(await screen.findByRole('timer')).toHaveTextContent(
        `Try again in ${seconds} seconds.`,
      );
      expect(screen.getByText('A code was just sent.')).toHaveAttribute('role', 'status');
      // Once on the whole screen: no toast, no '(46 s)' beside it, nothing on the button.
      expect(document.body.textContent?.match(/Try again in/g)).toHaveLength(1);
      expect(document.body).not.toHaveTextContent(`(${seconds} s)`);
      expect(screen.queryByText('Error')).not.toBeInTheDocument();
      expect(resend).toBeDisabled();
      expect(resend).toHaveTextContent(/^Resend code$/);

      // Live: a second later it says one second less, and at the end the button is back.
      act(() => jest.advanceTimersByTime(1_000));
      expect(screen.getByRole('timer')).toHaveTextContent(`Try again in ${seconds - 1} seconds.`);
      act(() => jest.advanceTimersByTime((seconds - 2) * 1_000));
      expect(screen.getByRole('timer')).toHaveTextContent('Try again in 1 second.');
      act(() => jest.advanceTimersByTime(1_000));
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(document.body).not.toHaveTextContent('Try again in');
      expect(resend).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits out a cooldown on the first step too', async () => {
    mockSendOtp.mockRejectedValueOnce(
      new ApiError(
        429,
        'A code was just sent. Try again in 46 seconds (46 s).',
        'RATE_LIMITED',
        '429: {}',
      ),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Phone number or e-mail/), '0241234567{Enter}');
    // Without Retry-After the message's own '(46 s)' gives the wait.
    expect(await screen.findByRole('timer')).toHaveTextContent('Try again in 46 seconds.');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
    expect(document.body.textContent?.match(/Try again in/g)).toHaveLength(1);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('shows a taken phone under the phone field on registration, not in a toast', async () => {
    const message = 'An account with this phone number already exists. Sign in instead.';
    mockSendOtp.mockRejectedValueOnce(
      new ApiError(409, message, 'PHONE_TAKEN', `409: {"field":"phone"}`, 'phone'),
    );
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Create one' }));
    await user.type(screen.getByLabelText(/First name/), 'Akosua');
    await user.type(screen.getByLabelText(/Last name/), 'Mensah');
    const phone = screen.getByLabelText(/^Phone number/);
    await user.type(phone, '241234567');
    await user.type(screen.getByLabelText(/E-mail/), 'akosua@example.com{Enter}');

    await waitFor(() => expect(phone).toHaveAccessibleDescription(message));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(screen.getByLabelText(/E-mail/)).not.toHaveAccessibleDescription(message);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Enter Verification Code' }),
    ).not.toBeInTheDocument();

    // Another number takes the message away.
    await user.clear(phone);
    await user.type(phone, '551234567');
    expect(phone).not.toHaveAccessibleDescription(message);
  });

  it('shows a refused identifier under the sign-in field', async () => {
    const message = 'Enter a valid Ghana phone number, e.g. 0241234567.';
    mockSendOtp.mockRejectedValueOnce(
      new ApiError(400, message, 'INVALID_PHONE', '400: {}', 'identifier'),
    );
    const { user } = renderLogin();
    const identifier = screen.getByLabelText(/Phone number or e-mail/);
    await user.type(identifier, '12345{Enter}');
    await waitFor(() => expect(identifier).toHaveAccessibleDescription(message));
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('goes back to the details when the e-mail was taken before the code was entered', async () => {
    const message = 'An account with this e-mail already exists. Sign in instead.';
    mockSendOtp.mockResolvedValue({ maskedPhone: '+233 24*****67', maskedEmail: null });
    mockVerifyOtp.mockRejectedValueOnce(
      new ApiError(409, message, 'EMAIL_TAKEN', '409: {}', 'email'),
    );
    const { user, login } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Create one' }));
    await user.type(screen.getByLabelText(/First name/), 'Akosua');
    await user.type(screen.getByLabelText(/Last name/), 'Mensah');
    await user.type(screen.getByLabelText(/^Phone number/), '241234567');
    await user.type(screen.getByLabelText(/E-mail/), 'akosua@example.com{Enter}');
    await screen.findByRole('heading', { name: 'Enter Verification Code' });

    await user.click(digitBoxes()[0]!);
    await user.keyboard('654321{Enter}');

    const email = await screen.findByLabelText(/E-mail/);
    expect(email).toHaveValue('akosua@example.com');
    expect(email).toHaveAccessibleDescription(message);
    // The field takes the focus, so its message is read out (the toast's was).
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.queryByText('Verification Failed')).not.toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('checks a field once it is left with something typed in it, then as it is typed', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Create one' }));
    // Leaving an empty field says nothing yet.
    await user.click(screen.getByLabelText(/First name/));
    await user.tab();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();

    const email = screen.getByLabelText(/E-mail/);
    await user.type(email, 'akosua@');
    expect(screen.queryByText('Invalid e-mail')).not.toBeInTheDocument();
    await user.tab();
    expect(email).toHaveAccessibleDescription('Invalid e-mail');
    await user.type(email, 'example.com');
    expect(email).not.toHaveAccessibleDescription('Invalid e-mail');
    await user.clear(email);
    expect(email).toHaveAccessibleDescription('Required');

    const phone = screen.getByLabelText(/^Phone number/);
    await user.type(phone, '2412');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Enter the 9 digits after +233');
    expect(screen.getByLabelText(/First name/)).not.toHaveAccessibleDescription('Required');
  });

  it('leaves the focus where it is when a submit is refused', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Create one' }));
    const email = screen.getByLabelText(/E-mail/);
    await user.type(email, 'akosua@example.com{Enter}');
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(email).toHaveFocus();
  });

  it('goes back to the filled-in form from the verification step', async () => {
    mockSendOtp.mockResolvedValue({ maskedPhone: '+233 24*****67', maskedEmail: null });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Phone number or e-mail/), '0241234567{Enter}');
    await screen.findByRole('heading', { name: 'Enter Verification Code' });
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    const identifier = screen.getByLabelText(/Phone number or e-mail/);
    expect(identifier).toHaveValue('0241234567');

    // As when first shown: emptying the field says nothing until it is sent again.
    await user.clear(identifier);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(identifier).toHaveAccessibleDescription('Required');
    expect(mockSendOtp).toHaveBeenCalledTimes(1);
  });
});
