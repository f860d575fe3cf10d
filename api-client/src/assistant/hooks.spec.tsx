import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../core/api-error';
import { sessionKeys } from '../auth/session';
import { SIGNED_IN_COOKIE } from '../core/token';
import { client } from '../generated/client.gen';
import { useChatHistory, useSendChatMessage } from './hooks';
import { mockApi } from '../testing/mock-api';
import type { ChatMessage } from './assistant-api';

const HISTORY_KEY = [{ _id: 'getChatHistory' }];

const QUESTION: ChatMessage = {
  role: 'user',
  content: 'What is my biggest spending category?',
  timestamp: '2026-11-20T10:00:00.000Z',
};
const ANSWER: ChatMessage = {
  role: 'assistant',
  content: 'Your biggest spending category in April 2026 is Transfers: ₵1,200.00.',
  timestamp: '2026-11-20T10:00:01.000Z',
};

function setup() {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(sessionKeys.all, {
    id: 'u1',
    firstName: 'Ama',
    lastName: 'Mensah',
    phone: null,
    email: null,
    isPro: true,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const cached = (queryClient: QueryClient) => queryClient.getQueryData<ChatMessage[]>(HISTORY_KEY);

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('sending a message', () => {
  it('posts the message and returns the reply text', async () => {
    const post = jest
      .spyOn(client, 'post')
      .mockResolvedValue({ data: { response: 'Hello' }, request: {}, response: {} });
    const { wrapper } = setup();
    const { result } = renderHook(() => useSendChatMessage(), { wrapper });
    await expect(result.current.mutateAsync('Hi')).resolves.toBe('Hello');
    expect(post.mock.calls[0]?.[0]).toMatchObject({ url: '/api/ai/chat', body: { message: 'Hi' } });
  });
});

describe('useChatHistory', () => {
  it('is not asked for when disabled (free users)', () => {
    const history = mockApi('getChatHistory').mockResolvedValue([]);
    const { wrapper } = setup();
    const { result } = renderHook(() => useChatHistory({ enabled: false }), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(history).not.toHaveBeenCalled();
  });

  it("loads the conversation under its operation's key", async () => {
    mockApi('getChatHistory').mockResolvedValue([QUESTION, ANSWER]);
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useChatHistory(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([QUESTION, ANSWER]));
    expect(cached(queryClient)).toEqual([QUESTION, ANSWER]);
  });
});

describe('useSendChatMessage', () => {
  it('appends the question at once, then the reply', async () => {
    let answer: (text: string) => void = () => undefined;
    mockApi('sendChatMessage').mockReturnValue(
      new Promise((resolve) => (answer = (response) => resolve({ response }))),
    );
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(HISTORY_KEY, [QUESTION, ANSWER]);
    const { result } = renderHook(() => useSendChatMessage(), { wrapper });

    act(() => result.current.mutate('How can I save more money?'));
    await waitFor(() => expect(cached(queryClient)).toHaveLength(3));
    expect(cached(queryClient)?.[2]).toMatchObject({
      role: 'user',
      content: 'How can I save more money?',
    });

    act(() => answer('Here is where you could save.'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(cached(queryClient)?.map((m) => [m.role, m.content])).toEqual([
      ['user', QUESTION.content],
      ['assistant', ANSWER.content],
      ['user', 'How can I save more money?'],
      ['assistant', 'Here is where you could save.'],
    ]);
  });

  it('takes the question back out when the send fails', async () => {
    const error = new ApiError(429, 'You are asking questions very quickly.', 'RATE_LIMITED', '');
    mockApi('sendChatMessage').mockRejectedValue(error);
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(HISTORY_KEY, [QUESTION, ANSWER]);
    const { result } = renderHook(() => useSendChatMessage(), { wrapper });

    act(() => result.current.mutate('Show me my transport expenses'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(error);
    expect(cached(queryClient)).toEqual([QUESTION, ANSWER]);
  });
});
