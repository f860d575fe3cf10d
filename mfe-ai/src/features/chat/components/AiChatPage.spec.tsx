import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ChatMessage } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { findToast, renderWithApp } from '../../../testing/render-page';
import { AiChatPage } from './AiChatPage';

const LATEST = '6f1c2b8a-4d3e-4f5a-9b7c-1d2e3f4a5b6c';
const EARLIER = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const QUESTION: ChatMessage = {
  role: 'user',
  content: 'How much did I send to Yaw Boateng?',
  timestamp: '2026-11-20T09:00:00.000Z',
  conversationId: LATEST,
};
const ANSWER: ChatMessage = {
  role: 'assistant',
  content:
    'I found 3 payees matching "yaw boateng" in all your statements: ₵1,397.90 in 3 payments.',
  timestamp: '2026-11-20T09:00:01.000Z',
  conversationId: LATEST,
};
const CONVERSATIONS = [
  {
    id: LATEST,
    title: QUESTION.content,
    startedAt: QUESTION.timestamp,
    lastAt: ANSWER.timestamp,
    messageCount: 2,
  },
  {
    id: EARLIER,
    title: 'How many transactions did I have in July 2024?',
    startedAt: '2026-11-19T08:00:00.000Z',
    lastAt: '2026-11-19T08:01:00.000Z',
    messageCount: 2,
  },
];
const EARLIER_MESSAGES: ChatMessage[] = [
  {
    role: 'user',
    content: 'How many transactions did I have in July 2024?',
    timestamp: '2026-11-19T08:00:00.000Z',
    conversationId: EARLIER,
  },
  {
    role: 'assistant',
    content: 'Counting transactions in July 2024, both directions: 110.',
    timestamp: '2026-11-19T08:00:01.000Z',
    conversationId: EARLIER,
  },
];
// The latest conversation (and its messages) on entry; none at all for a user new to the chat.
const withLatest = () => {
  mockApi('getChatConversations').mockResolvedValue(CONVERSATIONS);
  return mockApi('getChatHistory').mockImplementation((options) => {
    const id = (options as { query?: { conversationId?: string } }).query?.conversationId;
    return Promise.resolve(
      id === EARLIER ? EARLIER_MESSAGES : id === LATEST ? [QUESTION, ANSWER] : [],
    );
  });
};
const withNone = () => {
  mockApi('getChatConversations').mockResolvedValue([]);
  return mockApi('getChatHistory').mockResolvedValue([]);
};
const COMPARISON = [
  'You spent ₵3,120.00 in April 2026 and ₵4,010.50 in March 2026.',
  'That is ₵890.50 less in April 2026 (22%).',
  '• Received: ₵2,500.00 against ₵26,000.00',
  '• Fees and E-Levy: ₵31.20 against ₵280.11',
].join('\n');

// A reply the test hands over when it chooses.
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const input = () => screen.getByRole('textbox', { name: 'Ask about your spending' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const conversation = () => screen.getByRole('log', { name: 'Conversation' });
const messagesShown = () =>
  within(conversation())
    .getAllByRole('article')
    .map((article) => [article.getAttribute('aria-label'), article.textContent]);
const typing = () => screen.getByRole('status');

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('AiChatPage for free users', () => {
  it('shows the upgrade card, opens the upgrade dialog automatically and asks for no history', async () => {
    const history = mockApi('getChatHistory');
    const conversations = mockApi('getChatConversations');
    const openUpgradeDialog = jest.fn();
    const { user } = renderWithApp(<AiChatPage />, { isPro: false, openUpgradeDialog });
    expect(openUpgradeDialog).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The AI assistant is a Pro feature')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Ask about your spending' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    expect(openUpgradeDialog).toHaveBeenCalledTimes(2);
    expect(history).not.toHaveBeenCalled();
    expect(conversations).not.toHaveBeenCalled();
  });
});

describe('AiChatPage for Pro users', () => {
  it('loads the latest conversation on entry and shows it oldest first, with the privacy note', async () => {
    const history = withLatest();
    const openUpgradeDialog = jest.fn();
    renderWithApp(<AiChatPage />, { isPro: true, openUpgradeDialog });

    await screen.findByRole('log', { name: 'Conversation' });
    expect(messagesShown()).toEqual([
      ['You', expect.stringContaining(QUESTION.content)],
      ['SikaLens', expect.stringContaining('₵1,397.90 in 3 payments.')],
    ]);
    expect(history).toHaveBeenCalledWith(
      expect.objectContaining({ query: { conversationId: LATEST } }),
    );
    expect(openUpgradeDialog).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
    // The suggestions stay within reach above the input.
    const chips = screen.getByRole('group', { name: 'Suggested questions' });
    expect(within(chips).getAllByRole('button')).toHaveLength(5);
    expect(
      screen.getByText(
        'Your answers are worked out from your own transactions. Only your question and computed figures are sent to the AI model, never your statements.',
      ),
    ).toBeInTheDocument();
  });

  it('sends a suggested question, shows the typing indicator, then the reply with its bullets as a list', async () => {
    withNone();
    const reply = deferred<{ response: string; conversationId: string }>();
    const send = mockApi('sendChatMessage').mockReturnValue(reply.promise);
    const { user } = renderWithApp(<AiChatPage />, { isPro: true });

    const suggestions = await screen.findByRole('list', { name: 'Suggested questions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'How much did I spend on food this month?',
      'What is my biggest spending category?',
      'Show me my transport expenses',
      'How can I save more money?',
      'Compare this month vs last month',
    ]);
    await user.click(within(suggestions).getByRole('button', { name: /^Compare this month/ }));

    expect(send).toHaveBeenCalledWith({ body: { message: 'Compare this month vs last month' } });
    expect(messagesShown()).toEqual([['You', expect.stringContaining('Compare this month')]]);
    expect(typing()).toHaveTextContent('SikaLens is typing…');
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();

    reply.resolve({ response: COMPARISON, conversationId: LATEST });
    const answer = await within(conversation()).findByRole('article', { name: 'SikaLens' });
    expect(typing()).toBeEmptyDOMElement();
    expect(within(answer).getAllByRole('paragraph')).toHaveLength(2);
    expect(
      within(answer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Received: ₵2,500.00 against ₵26,000.00',
      'Fees and E-Levy: ₵31.20 against ₵280.11',
    ]);
    expect(answer).not.toHaveTextContent('•');
    expect(input()).toBeEnabled();
  });

  it('keeps Send disabled for a blank question and sends a typed one with Enter', async () => {
    withLatest();
    const reply = deferred<{ response: string; conversationId: string }>();
    const send = mockApi('sendChatMessage').mockReturnValue(reply.promise);
    const { user } = renderWithApp(<AiChatPage />, { isPro: true });

    await screen.findByRole('log', { name: 'Conversation' });
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   {Enter}');
    expect(send).not.toHaveBeenCalled();
    expect(sendButton()).toBeDisabled();

    await user.clear(input());
    await user.type(input(), '  How can I save more money?  ');
    expect(sendButton()).toBeEnabled();
    await user.keyboard('{Enter}');

    expect(send).toHaveBeenCalledTimes(1);
    // A follow-up in the conversation shown.
    expect(send).toHaveBeenCalledWith({
      body: { message: 'How can I save more money?', conversationId: LATEST },
    });
    expect(input()).toHaveValue('');
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    // Nothing more goes while the reply is on its way.
    expect(
      screen.getByRole('button', { name: 'What is my biggest spending category?' }),
    ).toHaveAttribute('aria-disabled', 'true');

    reply.resolve({ response: 'Here is where you could save.', conversationId: LATEST });
    await within(conversation()).findByText('Here is where you could save.');
    expect(messagesShown().map(([who]) => who)).toEqual(['You', 'SikaLens', 'You', 'SikaLens']);
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it("shows the 'Error' toast with the server's message and gives the question back", async () => {
    withLatest();
    const message = 'You are asking questions very quickly. Try again in 42 seconds (42 s).';
    mockApi('sendChatMessage').mockRejectedValue(
      new ApiError(429, message, 'RATE_LIMITED', `429: ${message}`),
    );
    const { user } = renderWithApp(<AiChatPage />, { isPro: true });

    await screen.findByRole('log', { name: 'Conversation' });
    await user.type(input(), 'Show me my transport expenses{Enter}');

    const toast = await findToast('Error');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent(message);
    expect(input()).toHaveValue('Show me my transport expenses');
    expect(input()).toBeEnabled();
    expect(messagesShown()).toHaveLength(2);
  });

  it('starts an empty chat and only logs when the history cannot load', async () => {
    const failure = new ApiError(500, 'HTTP 500', null, '500: ');
    mockApi('getChatConversations').mockRejectedValue(failure);
    mockApi('getChatHistory').mockRejectedValue(failure);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithApp(<AiChatPage />, { isPro: true });

    await screen.findByRole('list', { name: 'Suggested questions' });
    expect(warn).toHaveBeenCalledWith('Failed to load chat history', failure);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('[data-toast]')).toBeNull();
    expect(input()).toBeEnabled();
  });

  it('starts a new chat, and keeps the earlier conversations readable', async () => {
    const history = withLatest();
    const NEW = '11111111-2222-4333-8444-555555555555';
    const reply = 'Counting transactions in August 2024, both directions: 104.';
    const send = mockApi('sendChatMessage').mockImplementation(() => {
      // The server keeps the new conversation from now on.
      history.mockImplementation((options) =>
        Promise.resolve(
          (options as { query?: { conversationId?: string } }).query?.conversationId === NEW
            ? [
                { ...QUESTION, content: 'and in August?', conversationId: NEW },
                { ...ANSWER, content: reply, conversationId: NEW },
              ]
            : [],
        ),
      );
      return Promise.resolve({ response: reply, conversationId: NEW });
    });
    const { user } = renderWithApp(<AiChatPage />, { isPro: true });
    await screen.findByRole('log', { name: 'Conversation' });

    // An earlier conversation, read again from the menu.
    await user.click(screen.getByRole('button', { name: 'Earlier chats' }));
    await user.click(
      screen.getByRole('menuitem', { name: /How many transactions did I have in July 2024\?/ }),
    );
    await within(conversation()).findByText(
      'Counting transactions in July 2024, both directions: 110.',
    );
    expect(history).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { conversationId: EARLIER } }),
    );

    // A new chat: empty, and its first question carries no conversation.
    await user.click(screen.getByRole('button', { name: 'New chat' }));
    await screen.findByRole('list', { name: 'Suggested questions' });
    expect(screen.getByRole('button', { name: 'New chat' })).toBeDisabled();
    await user.type(input(), 'and in August?{Enter}');
    expect(send).toHaveBeenCalledWith({ body: { message: 'and in August?' } });
    await within(conversation()).findByText(reply);
    expect(messagesShown().map(([who]) => who)).toEqual(['You', 'SikaLens']);
    expect(screen.getByRole('button', { name: 'New chat' })).toBeEnabled();
  });
});
