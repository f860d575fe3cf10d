import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportRequest, SupportTicket } from '@sikalens/api-client';
import { DevProviders, DEV_USER } from '@sikalens/shared-ui';
import { HelpPage } from './HelpPage';

const mockTickets = jest.fn<SupportTicket[], []>();
const mockCreate = jest.fn<Promise<SupportTicket>, [SupportRequest]>();
const mockClose = jest.fn<Promise<SupportTicket>, [string]>();

jest.mock('@sikalens/api-client', () => {
  const actual = jest.requireActual<typeof import('@sikalens/api-client')>('@sikalens/api-client');
  const { useMutation, useQuery } =
    jest.requireActual<typeof import('@tanstack/react-query')>('@tanstack/react-query');
  return {
    ...actual,
    useUploads: () => ({
      data: [{ id: UPLOAD_ID, fileName: 'May statement.pdf' }],
    }),
    useSupportTickets: () =>
      useQuery({
        queryKey: [{ _id: 'listSupportTickets' }],
        queryFn: () => Promise.resolve(mockTickets()),
      }),
    useCreateSupportTicket: () =>
      useMutation({ mutationFn: (request: SupportRequest) => mockCreate(request) }),
    useCloseSupportTicket: () => useMutation({ mutationFn: (id: string) => mockClose(id) }),
  };
});

const UPLOAD_ID = '11111111-1111-4111-8111-111111111111';

const TICKET: SupportTicket = {
  id: '22222222-2222-4222-8222-222222222222',
  number: 1042,
  topic: 'statement-import',
  topicLabel: 'A statement did not import',
  message: 'My May statement would not import.',
  status: 'open',
  priority: false,
  uploadId: UPLOAD_ID,
  errorCode: 'PARSE_FAILED',
  statementName: null,
  createdAt: '2026-11-29T17:40:00.000Z',
  closedAt: null,
};

function renderPage(url: string, user = DEV_USER) {
  window.history.pushState({}, '', url);
  return render(
    <DevProviders user={user}>
      <HelpPage />
    </DevProviders>,
  );
}

beforeEach(() => {
  mockTickets.mockReturnValue([]);
  mockCreate.mockReset();
  mockClose.mockReset();
});

describe('HelpPage', () => {
  it('answers common questions and fills the form from the error that led here', async () => {
    renderPage(`/help?topic=statement-import&upload=${UPLOAD_ID}&code=PARSE_FAILED#contact`);
    expect(screen.getByRole('heading', { name: 'Help & Support' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'My statement did not import. What can I do?' }),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Contact support' });
    expect(within(form).getByRole('combobox', { name: /Topic/ })).toHaveTextContent(
      'A statement did not import',
    );
    expect(
      within(form).getByText(
        'About the statement “May statement.pdf” (error PARSE_FAILED): support will see which one.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/No requests yet/)).toBeInTheDocument();
  });

  it('ignores context that is not an upload id or an error code', () => {
    renderPage('/help?topic=complaint&upload=nope&code=drop%20table');
    const form = screen.getByRole('form', { name: 'Contact support' });
    expect(within(form).queryByText(/support will see which one/)).not.toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /Topic/ })).not.toHaveTextContent(
      'complaint',
    );
  });

  it('says what is missing, and never sends a statement that was not ticked to share', async () => {
    // A file the picker would not offer (a browser lets "All files" through).
    const user = userEvent.setup({ applyAccept: false });
    renderPage('/help');
    const form = screen.getByRole('form', { name: 'Contact support' });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getByText('Choose what your message is about.')).toBeInTheDocument();
    expect(within(form).getByText('Tell us what happened.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'Too short');
    expect(
      within(form).getByText('Your message must be 10 to 4000 characters.'),
    ).toBeInTheDocument();
    await user.click(
      within(form).getByRole('checkbox', { name: 'Share the statement that failed with support' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(
      within(form).getByText('Choose the statement to share, or untick sharing it.'),
    ).toBeInTheDocument();
    await user.upload(
      within(form).getByLabelText('Statement to share'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(within(form).getByText('notes.txt is not a PDF file.')).toBeInTheDocument();
    expect(mockCreate).not.toHaveBeenCalled();
  });

  it('sends the message with its context and the shared statement, and lists the request', async () => {
    const user = userEvent.setup();
    mockCreate.mockResolvedValue({ ...TICKET, statementName: 'May statement.pdf' });
    renderPage(`/help?topic=statement-import&upload=${UPLOAD_ID}&code=PARSE_FAILED`);
    const form = screen.getByRole('form', { name: 'Contact support' });
    await user.type(
      within(form).getByRole('textbox', { name: /Message/ }),
      'My May statement would not import.',
    );
    await user.click(
      within(form).getByRole('checkbox', { name: 'Share the statement that failed with support' }),
    );
    const pdf = new File(['%PDF-1.4'], 'May statement.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText('Statement to share'), pdf);
    mockTickets.mockReturnValue([TICKET]);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(mockCreate).toHaveBeenCalledTimes(1));
    expect(mockCreate).toHaveBeenCalledWith({
      topic: 'statement-import',
      message: 'My May statement would not import.',
      uploadId: UPLOAD_ID,
      errorCode: 'PARSE_FAILED',
      statement: pdf,
    });
    expect(await within(form).findByText(/request #1042/)).toBeInTheDocument();
    // The context went with that message only.
    expect(within(form).queryByText(/support will see which one/)).not.toBeInTheDocument();
  });

  it('lets the user take the context off (an upload deleted since would be refused)', async () => {
    const user = userEvent.setup();
    mockCreate.mockResolvedValue(TICKET);
    renderPage(`/help?topic=statement-import&upload=${UPLOAD_ID}&code=PARSE_FAILED`);
    const form = screen.getByRole('form', { name: 'Contact support' });
    await user.click(within(form).getByRole('button', { name: 'Remove' }));
    expect(within(form).queryByText(/support will see which one/)).not.toBeInTheDocument();
    await user.type(
      within(form).getByRole('textbox', { name: /Message/ }),
      'My May statement would not import.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(mockCreate).toHaveBeenCalledWith({
        topic: 'statement-import',
        message: 'My May statement would not import.',
      }),
    );
  });

  it('shows each request with its status and priority, and closes an open one', async () => {
    const user = userEvent.setup();
    mockTickets.mockReturnValue([
      { ...TICKET, priority: true },
      {
        ...TICKET,
        id: '33333333-3333-4333-8333-333333333333',
        number: 1041,
        topic: 'billing',
        topicLabel: 'Payments and Pro',
        status: 'closed',
        closedAt: '2026-11-28T10:00:00.000Z',
      },
    ]);
    mockClose.mockResolvedValue({ ...TICKET, status: 'closed' });
    renderPage('/help');
    const list = await screen.findByRole('list', { name: 'Your support requests' });
    const open = within(list).getByRole('listitem', { name: 'Request #1042' });
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByText('Priority')).toBeInTheDocument();
    const closed = within(list).getByRole('listitem', { name: 'Request #1041' });
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: 'Close request' })).toBeNull();
    await user.click(within(open).getByRole('button', { name: 'Close request' }));
    await waitFor(() => expect(mockClose).toHaveBeenCalledWith(TICKET.id));
  });
});
