import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@sikalens/api-client';
import { AuthContext, UiProviders, type AuthContextValue } from '@sikalens/shared-ui';
import { ChangeContactDialog } from './ChangeContactDialog';
import { ChannelPreferencesDialog } from './ChannelPreferencesDialog';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { EditProfileDialog } from './EditProfileDialog';

const mockUpdateProfile = jest.fn();
const mockSendContactCode = jest.fn();
const mockVerifyContact = jest.fn();
const mockSendDeletionCode = jest.fn();
const mockDeleteAccount = jest.fn();
const mockUpdatePreferences = jest.fn();

// Real TanStack mutations over controllable API calls.
jest.mock('@sikalens/api-client', () => {
  const { useMutation } =
    jest.requireActual<typeof import('@tanstack/react-query')>('@tanstack/react-query');
  const mutation = (call: (body: unknown) => unknown) => () =>
    useMutation({ mutationFn: (body: unknown) => call(body) as Promise<unknown> });
  const { ApiError, fieldOfServerError } =
    jest.requireActual<typeof import('@sikalens/api-client')>('@sikalens/api-client');
  return {
    ApiError,
    fieldOfServerError,
    errorMessage: (error: unknown) =>
      error instanceof Error && error.message ? error.message : 'Unknown error',
    useUpdateProfile: mutation((body) => mockUpdateProfile(body)),
    useSendContactCode: mutation((body) => mockSendContactCode(body)),
    useVerifyContact: mutation((body) => mockVerifyContact(body)),
    useSendAccountDeletionCode: mutation(() => mockSendDeletionCode()),
    useDeleteAccount: mutation((code) => mockDeleteAccount(code)),
    useUpdateNotificationPreferences: mutation((body) => mockUpdatePreferences(body)),
  };
});

const USER = {
  id: '6f0c7c1e-1111-4000-8000-000000000001',
  firstName: 'Kwame',
  lastName: 'Mensah',
  phone: '+233241234567',
  email: 'kwame@example.com',
  isPro: false,
};

function renderDialog(dialog: ReactElement) {
  const auth: AuthContextValue = {
    user: USER,
    isAuthenticated: true,
    isLoading: false,
    login: jest.fn(),
    logout: jest.fn(),
    refreshUser: jest.fn(() => Promise.resolve()),
  };
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UiProviders>
        <AuthContext.Provider value={auth}>{dialog}</AuthContext.Provider>
      </UiProviders>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), auth };
}

async function findToast(title: string) {
  const heading = await screen.findByText(title);
  const card = heading.closest<HTMLElement>('[data-toast]');
  if (!card) throw new Error(`No toast card around '${title}'`);
  return card;
}

const digitBoxes = () =>
  [1, 2, 3, 4, 5, 6].map((n) => screen.getByLabelText<HTMLInputElement>(`Digit ${n}`));
const boxValues = () => digitBoxes().map((box) => box.value);
const EMPTY_BOXES = ['', '', '', '', '', ''];

// A refused code: its reason under the emptied boxes (not a toast), read with them. (By text: the
// delete dialog's warning is an alert too.)
async function expectRefusedCode(message: string) {
  const alert = await screen.findByText(message);
  expect(alert).toHaveAttribute('role', 'alert');
  expect(alert.closest('[data-toast]')).toBeNull();
  expect(alert.closest('form')).toContainElement(digitBoxes()[0]!);
  expect(screen.queryByText('Verification Failed')).not.toBeInTheDocument();
  await waitFor(() => expect(boxValues()).toEqual(EMPTY_BOXES));
  for (const box of digitBoxes()) {
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(message);
  }
  await waitFor(() => expect(digitBoxes()[0]).toHaveFocus());
}

// Typing again takes the reason away.
function expectNoRefusal(message: string) {
  expect(screen.queryByText(message)).not.toBeInTheDocument();
  for (const box of digitBoxes()) {
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
    expect(box).not.toHaveAccessibleDescription(message);
  }
}

beforeEach(() => {
  for (const mock of [
    mockUpdateProfile,
    mockSendContactCode,
    mockVerifyContact,
    mockSendDeletionCode,
    mockDeleteAccount,
    mockUpdatePreferences,
  ]) {
    mock.mockReset();
  }
});

describe('EditProfileDialog', () => {
  it('says nothing about a field left empty until Save, then follows the typing', async () => {
    const onClose = jest.fn();
    const { user } = renderDialog(<EditProfileDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    const first = within(dialog).getByLabelText(/First name/);
    expect(first).toHaveValue('Kwame');

    await user.clear(first);
    await user.tab();
    expect(within(dialog).queryByText('Required')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(first).toHaveAccessibleDescription('Required');
    expect(mockUpdateProfile).not.toHaveBeenCalled();

    await user.type(first, ' Efua ');
    expect(within(dialog).queryByText('Required')).not.toBeInTheDocument();
    mockUpdateProfile.mockResolvedValue(undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(mockUpdateProfile).toHaveBeenCalledWith({ firstName: 'Efua', lastName: 'Mensah' }),
    );
    expect(await findToast('Profile Updated')).toHaveTextContent('Your name has been saved.');
    expect(onClose).toHaveBeenCalled();
  });

  it('checks a field the user typed in as soon as they leave it', async () => {
    const { user } = renderDialog(<EditProfileDialog open onClose={jest.fn()} />);
    const last = screen.getByLabelText(/Last name/);
    await user.clear(last);
    await user.type(last, '   ');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.tab();
    expect(last).toHaveAccessibleDescription('Required');
  });

  it("shows the API's refusal in a toast and keeps the dialog open", async () => {
    mockUpdateProfile.mockRejectedValue(new Error('Name is too long'));
    const onClose = jest.fn();
    const { user } = renderDialog(<EditProfileDialog open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await findToast('Error');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Name is too long');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal about one name under that name', async () => {
    const message = 'firstName must be between 1 and 100 characters';
    mockUpdateProfile.mockRejectedValue(
      new ApiError(400, message, 'VALIDATION_FAILED', '400: {}', 'firstName'),
    );
    const onClose = jest.fn();
    const { user } = renderDialog(<EditProfileDialog open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription(message),
    );
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ChangeContactDialog', () => {
  it('verifies the e-mail on file that no code has proven: filled in, read-only, the same flow', async () => {
    mockSendContactCode.mockResolvedValue({
      maskedPhone: null,
      maskedEmail: 'am***@example.com',
      channels: ['email'],
    });
    mockVerifyContact.mockResolvedValueOnce(undefined);
    const onClose = jest.fn();
    const { user, auth } = renderDialog(
      <ChangeContactDialog kind="email" current="ama@example.com" open onClose={onClose} />,
    );
    expect(screen.getByRole('heading', { name: 'Verify E-mail' })).toBeInTheDocument();
    expect(
      screen.getByText(/is not verified yet, so SikaLens sends it nothing/),
    ).toBeInTheDocument();
    const input = screen.getByLabelText(/E-mail address/);
    expect(input).toHaveValue('ama@example.com');
    expect(input).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(mockSendContactCode).toHaveBeenCalledWith({ email: 'ama@example.com' });
    await user.click((await screen.findAllByLabelText(/^Digit \d$/))[0]!);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(mockVerifyContact).toHaveBeenCalledWith({ email: 'ama@example.com', code: '123456' }),
    );
    expect(await findToast('E-mail Verified')).toBeInTheDocument();
    expect(auth.refreshUser).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('sends a code to +233 and the 9 digits, verifies it, and starts over after a wrong code', async () => {
    mockSendContactCode.mockResolvedValue({ maskedPhone: '+233 24*****67', maskedEmail: null });
    mockVerifyContact.mockRejectedValueOnce(new Error('Invalid or expired code'));
    mockVerifyContact.mockResolvedValueOnce(undefined);
    const onClose = jest.fn();
    const { user, auth } = renderDialog(
      <ChangeContactDialog kind="phone" open onClose={onClose} />,
    );

    const input = screen.getByLabelText(/New phone number/);
    expect(input).toHaveFocus();
    await user.paste('024 123 4567');
    expect(input).toHaveValue('241234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await findToast('Code sent')).toHaveTextContent('We sent a code to +233 24 *** **67.');
    expect(mockSendContactCode).toHaveBeenCalledWith({ phone: '+233241234567' });
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.click(digitBoxes()[0]!);
    await user.keyboard('999999');
    await user.click(verify);

    await expectRefusedCode('Invalid or expired code');
    expect(mockVerifyContact).toHaveBeenCalledWith({ phone: '+233241234567', code: '999999' });
    expect(verify).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('1');
    expectNoRefusal('Invalid or expired code');
    await user.keyboard('23456{Enter}');
    await waitFor(() =>
      expect(mockVerifyContact).toHaveBeenLastCalledWith({
        phone: '+233241234567',
        code: '123456',
      }),
    );
    expect(await findToast('Phone Number Updated')).toBeInTheDocument();
    expect(auth.refreshUser).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for the approval code sent to the current contacts too, and says a refused one under its own boxes', async () => {
    mockSendContactCode.mockResolvedValue({
      maskedPhone: null,
      maskedEmail: 'ne***@example.com',
      channels: ['email'],
      approval: { maskedPhone: null, maskedEmail: null, channels: ['sms', 'email'] },
    });
    const refused = 'Incorrect code. 4 attempts left.';
    mockVerifyContact.mockRejectedValueOnce(
      new ApiError(400, refused, 'INVALID_CODE', '400: {}', 'approvalCode'),
    );
    mockVerifyContact.mockResolvedValueOnce(undefined);
    const onClose = jest.fn();
    const { user } = renderDialog(<ChangeContactDialog kind="email" open onClose={onClose} />);
    await user.type(screen.getByLabelText(/New e-mail address/), 'new@example.com{Enter}');
    await screen.findByRole('form', { name: 'Enter verification code' });
    expect(
      screen.getByText(/To approve the change, also enter the 6-digit code we sent to/),
    ).toHaveTextContent('your current phone number and e-mail');
    const boxesOf = (name: string) =>
      within(screen.getByRole('group', { name })).getAllByRole<HTMLInputElement>('textbox');
    const first = boxesOf('Verification code');
    const approval = boxesOf('Approval code');
    const verify = screen.getByRole('button', { name: 'Verify' });
    // The first code's boxes have the focus; both codes are needed.
    expect(first[0]).toHaveFocus();
    await user.keyboard('123456');
    expect(verify).toBeDisabled();
    await user.click(approval[0]!);
    await user.keyboard('999999');
    await user.click(verify);
    await waitFor(() =>
      expect(mockVerifyContact).toHaveBeenCalledWith({
        email: 'new@example.com',
        code: '123456',
        approvalCode: '999999',
      }),
    );
    const alert = await screen.findByText(refused);
    expect(alert).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(approval.map((box) => box.value).join('')).toBe(''));
    // The first code stays as typed.
    expect(first.map((box) => box.value).join('')).toBe('123456');
    await waitFor(() => expect(approval[0]).toHaveFocus());
    await user.keyboard('654321');
    await user.click(verify);
    await waitFor(() =>
      expect(mockVerifyContact).toHaveBeenLastCalledWith({
        email: 'new@example.com',
        code: '123456',
        approvalCode: '654321',
      }),
    );
    expect(await findToast('E-mail Updated')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows an e-mail the API refuses under the e-mail field, not in a toast', async () => {
    const message = 'Enter a valid e-mail address, e.g. kwame@example.com.';
    mockSendContactCode.mockRejectedValueOnce(
      new ApiError(400, message, 'INVALID_EMAIL', '400: {}', 'email'),
    );
    const { user } = renderDialog(<ChangeContactDialog kind="email" open onClose={jest.fn()} />);
    const input = screen.getByLabelText(/New e-mail address/);
    await user.type(input, 'ama@example.c0m{Enter}');

    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
    expect(mockSendContactCode).toHaveBeenCalledWith({ email: 'ama@example.c0m' });
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    await user.type(input, '{Backspace}{Backspace}om');
    expect(input).not.toHaveAccessibleDescription(message);
  });

  it('goes back to the number when it was taken before the code was entered', async () => {
    const message = 'An account with this phone number already exists. Sign in instead.';
    mockSendContactCode.mockResolvedValue({ maskedPhone: '+233 24*****67', maskedEmail: null });
    mockVerifyContact.mockRejectedValueOnce(
      new ApiError(409, message, 'PHONE_TAKEN', '409: {}', 'phone'),
    );
    const { user } = renderDialog(<ChangeContactDialog kind="phone" open onClose={jest.fn()} />);
    await user.type(screen.getByLabelText(/New phone number/), '241234567{Enter}');
    await screen.findByRole('form', { name: 'Enter verification code' });
    await user.click(digitBoxes()[0]!);
    await user.keyboard('123456{Enter}');

    const input = await screen.findByLabelText(/New phone number/);
    expect(input).toHaveValue('241234567');
    expect(input).toHaveAccessibleDescription(message);
    await waitFor(() => expect(input).toHaveFocus());
    expect(screen.queryByText('Verification Failed')).not.toBeInTheDocument();
  });

  it('checks an e-mail on leaving the field once something is typed, and on sending', async () => {
    const { user } = renderDialog(<ChangeContactDialog kind="email" open onClose={jest.fn()} />);
    const input = screen.getByLabelText(/New e-mail address/);
    await user.tab();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();

    await user.type(input, 'ama@example');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Invalid e-mail');
    await user.type(input, '.com');
    expect(input).not.toHaveAccessibleDescription('Invalid e-mail');

    await user.clear(input);
    expect(input).toHaveAccessibleDescription('Required');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(mockSendContactCode).not.toHaveBeenCalled();
  });

  it('keeps what was typed on the way back from the code, and resends to it', async () => {
    mockSendContactCode.mockResolvedValue({ maskedPhone: null, maskedEmail: 'am***@example.com' });
    const { user } = renderDialog(<ChangeContactDialog kind="email" open onClose={jest.fn()} />);
    await user.type(screen.getByLabelText(/New e-mail address/), ' ama@example.com {Enter}');
    await screen.findByRole('form', { name: 'Enter verification code' });
    expect(mockSendContactCode).toHaveBeenCalledWith({ email: 'ama@example.com' });

    await user.click(digitBoxes()[0]!);
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(mockSendContactCode).toHaveBeenCalledTimes(2));
    expect(mockSendContactCode).toHaveBeenLastCalledWith({ email: 'ama@example.com' });
    await waitFor(() => expect(boxValues()).toEqual(EMPTY_BOXES));

    await user.keyboard('34');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/New e-mail address/)).toHaveValue('ama@example.com');

    // Sent again: the boxes start empty.
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('form', { name: 'Enter verification code' });
    expect(boxValues()).toEqual(EMPTY_BOXES);
    expect(mockSendContactCode).toHaveBeenCalledTimes(3);
  });
  it('says the wait for another code once, on the dialog, and holds Resend until it is over', async () => {
    mockSendContactCode.mockResolvedValueOnce({
      maskedPhone: null,
      maskedEmail: 'am***@example.com',
    });
    mockSendContactCode.mockRejectedValueOnce(
      new ApiError(
        429,
        'A code was just sent. Try again in 58 seconds (58 s).',
        'RATE_LIMITED',
        '429: {}',
        undefined,
        58,
      ),
    );
    const { user } = renderDialog(<ChangeContactDialog kind="email" open onClose={jest.fn()} />);
    await user.type(screen.getByLabelText(/New e-mail address/), 'ama@example.com{Enter}');
    await screen.findByRole('form', { name: 'Enter verification code' });
    const resend = screen.getByRole('button', { name: 'Resend code' });
    await user.click(resend);

    expect(await screen.findByRole('timer')).toHaveTextContent('Try again in 58 seconds.');
    expect(document.body.textContent?.match(/Try again in/g)).toHaveLength(1);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(resend).toBeDisabled();
  });
});

describe('DeleteAccountDialog', () => {
  it('sends a code, waits for six digits, says why a wrong one was refused, then deletes', async () => {
    mockSendDeletionCode.mockResolvedValue({
      maskedPhone: '+233 24*****67',
      maskedEmail: 'kw***@example.com',
    });
    mockDeleteAccount.mockRejectedValueOnce(new Error('Invalid or expired code'));
    mockDeleteAccount.mockResolvedValueOnce(undefined);
    const { user, auth } = renderDialog(<DeleteAccountDialog open onClose={jest.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('+233 24 *** **67 and kw***@example.com')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.click(digitBoxes()[0]!);
    await user.keyboard('99999');
    expect(confirm).toBeDisabled();
    await user.keyboard('9');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await expectRefusedCode('Invalid or expired code');
    expect(mockDeleteAccount).toHaveBeenCalledWith('999999');
    expect(confirm).toBeDisabled();
    expect(auth.logout).not.toHaveBeenCalled();

    await user.keyboard('6');
    expectNoRefusal('Invalid or expired code');
    await user.keyboard('54321');
    await user.click(confirm);
    expect(await findToast('Account Deleted')).toBeInTheDocument();
    expect(mockDeleteAccount).toHaveBeenLastCalledWith('654321');
    expect(auth.logout).toHaveBeenCalled();
  });

  it('holds Send code while a code was just sent, and says so once', async () => {
    mockSendDeletionCode.mockRejectedValueOnce(
      new ApiError(
        429,
        'A code was just sent. Try again in 12 seconds (12 s).',
        'RATE_LIMITED',
        '429: {}',
        undefined,
        12,
      ),
    );
    const { user } = renderDialog(<DeleteAccountDialog open onClose={jest.fn()} />);
    const send = screen.getByRole('button', { name: 'Send code' });
    await user.click(send);
    expect(await screen.findByRole('timer')).toHaveTextContent('Try again in 12 seconds.');
    expect(screen.getByText('A code was just sent.')).toBeInTheDocument();
    expect(document.body.textContent?.match(/Try again in/g)).toHaveLength(1);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(send).toBeDisabled();
  });
});

describe('ChannelPreferencesDialog', () => {
  it('starts from the saved choices and sends the channel’s new ones on Save', async () => {
    mockUpdatePreferences.mockResolvedValue(undefined);
    const onClose = jest.fn();
    const { user } = renderDialog(
      <ChannelPreferencesDialog
        channel="sms"
        preferences={{
          available: true,
          securityAlerts: true,
          statementProcessed: false,
          budgetAlerts: true,
        }}
        onClose={onClose}
      />,
    );
    // Security alerts are always on (issue 27): the dialog offers no switch for them.
    expect(
      screen.getAllByRole('switch').map((toggle) => toggle.closest('label')?.textContent),
    ).toEqual(['Statement processed', 'Budget alerts']);
    expect(screen.queryByRole('switch', { name: /security/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/security alerts/i)).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Statement processed' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Statement processed' }));
    await user.click(screen.getByRole('switch', { name: 'Budget alerts' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Only the switchable topics are sent: switching security alerts off would be refused.
    await waitFor(() => expect(mockUpdatePreferences).toHaveBeenCalled());
    expect((mockUpdatePreferences.mock.calls as unknown[][])[0]![0]).toStrictEqual({
      sms: { statementProcessed: true, budgetAlerts: false },
    });
    expect(await findToast('Preferences Saved')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
