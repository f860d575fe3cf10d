import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../core/api-error';
import { sessionKeys } from '../auth/session';
import { SIGNED_IN_COOKIE } from '../core/token';
import { client } from '../generated/client.gen';
import { useChatConversations, useChatHistory, useSendChatMessage } from './hooks';
import { mockApi } from '../testing/mock-api';
import type { ChatMessage } from './assistant-api';

const CONVERSATION = '6f1c2b8a-4d3e-4f5a-9b7c-1d2e3f4a5b6c';
const historyKey = (conversationId?: string) => [
  conversationId === undefined
    ? { _id: 'getChatHistory' }
    : { _id: 'getChatHistory', query: { conversationId } },
];
const HISTORY_KEY = historyKey(CONVERSATION);
const NEW_CHAT_KEY = historyKey('new');
const CONVERSATIONS_KEY = [{ _id: 'getChatConversations' }];

const QUESTION: ChatMessage = {
  role: 'user',
  content: 'What is my biggest spending category?',
  timestamp: '2026-11-20T10:00:00.000Z',
  conversationId: CONVERSATION,
};
const ANSWER: ChatMessage = {
  role: 'assistant',
  content: 'Your biggest spending category in April 2026 is Transfers: ₵1,200.00.',
  timestamp: '2026-11-20T10:00:01.000Z',
  conversationId: CONVERSATION,
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

const cached = (queryClient: QueryClient, key: unknown[] = HISTORY_KEY) =>
  queryClient.getQueryData<ChatMessage[]>(key);

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('sending a message', () => {
  it('posts the message with its conversation and returns the reply', async () => {
    const post = jest.spyOn(client, 'post').mockResolvedValue({
      data: { response: 'Hello', conversationId: CONVERSATION },
      request: {},
      response: {},
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useSendChatMessage(), { wrapper });
    await expect(
      result.current.mutateAsync({ message: 'Hi', conversationId: CONVERSATION }),
    ).resolves.toEqual({ response: 'Hello', conversationId: CONVERSATION });
    expect(post.mock.calls[0]?.[0]).toMatchObject({
      url: '/api/ai/chat',
      body: { message: 'Hi', conversationId: CONVERSATION },
    });
  });

  it('sends no conversation for a new chat', async () => {
    const post = jest.spyOn(client, 'post').mockResolvedValue({
      data: { response: 'Hello', conversationId: CONVERSATION },
      request: {},
      response: {},
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useSendChatMessage(), { wrapper });
    await result.current.mutateAsync({ message: 'Hi', conversationId: null });
    expect(post.mock.calls[0]?.[0]).toMatchObject({ body: { message: 'Hi' } });
    expect((post.mock.calls[0]?.[0] as { body: object }).body).not.toHaveProperty('conversationId');
  });
});

describe('useChatHistory', () => {
  it('is not asked for when disabled (free users), nor for a new chat', () => {
    const history = mockApi('getChatHistory').mockResolvedValue([]);
    const { wrapper } = setup();
    const free = renderHook(
      () => useChatHistory({ enabled: false, conversationId: CONVERSATION }),
      {
        wrapper,
      },
    );
    expect(free.result.current.fetchStatus).toBe('idle');
    const fresh = renderHook(() => useChatHistory({ conversationId: null }), { wrapper });
    expect(fresh.result.current.fetchStatus).toBe('idle');
    expect(history).not.toHaveBeenCalled();
  });

  it("loads a conversation under its operation's key", async () => {
    const history = mockApi('getChatHistory').mockResolvedValue([QUESTION, ANSWER]);
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useChatHistory({ conversationId: CONVERSATION }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual([QUESTION, ANSWER]));
    expect(cached(queryClient)).toEqual([QUESTION, ANSWER]);
    expect(history.mock.calls[0]?.[0]).toMatchObject({ query: { conversationId: CONVERSATION } });
  });
});

describe('useChatConversations', () => {
  it('lists the conversations, and is not asked for when disabled', async () => {
    const list = [
      {
        id: CONVERSATION,
        title: QUESTION.content,
        startedAt: QUESTION.timestamp,
        lastAt: ANSWER.timestamp,
        messageCount: 2,
      },
    ];
    const conversations = mockApi('getChatConversations').mockResolvedValue(list);
    const { wrapper } = setup();
    const off = renderHook(() => useChatConversations({ enabled: false }), { wrapper });
    expect(off.result.current.fetchStatus).toBe('idle');
    expect(conversations).not.toHaveBeenCalled();
    const { result } = renderHook(() => useChatConversations(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(list));
  });
});

describe('useSendChatMessage', () => {
  it('appends the question at once, then the reply', async () => {
    let answer: (text: string) => void = () => undefined;
    mockApi('sendChatMessage').mockReturnValue(
      new Promise(
        (resolve) => (answer = (response) => resolve({ response, conversationId: CONVERSATION })),
      ),
    );
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(HISTORY_KEY, [QUESTION, ANSWER]);
    const { result } = renderHook(() => useSendChatMessage(), { wrapper });

    act(() =>
      result.current.mutate({
        message: 'How can I save more money?',
        conversationId: CONVERSATION,
      }),
    );
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

  it('moves a new chat under the id the reply gives it, and refreshes the conversations', async () => {
    mockApi('sendChatMessage').mockResolvedValue({
      response: 'Counting transactions in July 2024, both directions: 110.',
      conversationId: CONVERSATION,
    });
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(CONVERSATIONS_KEY, []);
    const { result } = renderHook(() => useSendChatMessage(), { wrapper });
    act(() => result.current.mutate({ message: 'How many in July 2024?', conversationId: null }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(cached(queryClient)?.map((m) => [m.role, m.conversationId])).toEqual([
      ['user', CONVERSATION],
      ['assistant', CONVERSATION],
    ]);
    expect(cached(queryClient, NEW_CHAT_KEY)).toBeUndefined();
    expect(queryClient.getQueryState(CONVERSATIONS_KEY)?.isInvalidated).toBe(true);
  });

  it('takes the question back out when the send fails', async () => {
    const error = new ApiError(429, 'You are asking questions very quickly.', 'RATE_LIMITED', '');
    mockApi('sendChatMessage').mockRejectedValue(error);
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(HISTORY_KEY, [QUESTION, ANSWER]);
    const { result } = renderHook(() => useSendChatMessage(), { wrapper });

    act(() =>
      result.current.mutate({
        message: 'Show me my transport expenses',
        conversationId: CONVERSATION,
      }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(error);
    expect(cached(queryClient)).toEqual([QUESTION, ANSWER]);
  });
});
