import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ChatMessage } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { findToast, renderWithApp } from '../../../testing/render-page';
import { AiChatPage } from './AiChatPage';

const QUESTION: ChatMessage = {
  role: 'user',
  content: 'How much did I send to Yaw Boateng?',
  timestamp: '2026-11-20T09:00:00.000Z',
};
const ANSWER: ChatMessage = {
  role: 'assistant',
  content:
    'I found 3 payees matching "yaw boateng" in all your statements: ₵1,397.90 in 3 payments.',
  timestamp: '2026-11-20T09:00:01.000Z',
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
    const openUpgradeDialog = jest.fn();
    const { user } = renderWithApp(<AiChatPage />, { isPro: false, openUpgradeDialog });
    expect(openUpgradeDialog).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The AI assistant is a Pro feature')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Ask about your spending' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    expect(openUpgradeDialog).toHaveBeenCalledTimes(2);
    expect(history).not.toHaveBeenCalled();
  });
});

describe('AiChatPage for Pro users', () => {
  it('loads the history on entry and shows it oldest first, with the privacy note', async () => {
    mockApi('getChatHistory').mockResolvedValue([QUESTION, ANSWER]);
    const openUpgradeDialog = jest.fn();
    renderWithApp(<AiChatPage />, { isPro: true, openUpgradeDialog });

    await screen.findByRole('log', { name: 'Conversation' });
    expect(messagesShown()).toEqual([
      ['You', expect.stringContaining(QUESTION.content)],
      ['SikaLens', expect.stringContaining('₵1,397.90 in 3 payments.')],
    ]);
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
    mockApi('getChatHistory').mockResolvedValue([]);
    const reply = deferred<{ response: string }>();
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

    reply.resolve({ response: COMPARISON });
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
    mockApi('getChatHistory').mockResolvedValue([QUESTION, ANSWER]);
    const reply = deferred<{ response: string }>();
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
    expect(send).toHaveBeenCalledWith({ body: { message: 'How can I save more money?' } });
    expect(input()).toHaveValue('');
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    // Nothing more goes while the reply is on its way.
    expect(
      screen.getByRole('button', { name: 'What is my biggest spending category?' }),
    ).toHaveAttribute('aria-disabled', 'true');

    reply.resolve({ response: 'Here is where you could save.' });
    await within(conversation()).findByText('Here is where you could save.');
    expect(messagesShown().map(([who]) => who)).toEqual(['You', 'SikaLens', 'You', 'SikaLens']);
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it("shows the 'Error' toast with the server's message and gives the question back", async () => {
    mockApi('getChatHistory').mockResolvedValue([QUESTION, ANSWER]);
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
    mockApi('getChatHistory').mockRejectedValue(failure);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithApp(<AiChatPage />, { isPro: true });

    await screen.findByRole('list', { name: 'Suggested questions' });
    expect(warn).toHaveBeenCalledWith('Failed to load chat history', failure);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('[data-toast]')).toBeNull();
    expect(input()).toBeEnabled();
  });
});
