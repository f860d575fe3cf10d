import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyOf, send, useApiQuery } from '../core/api-query';
import {
  getChatConversationsOptions,
  getChatHistoryOptions,
  sendChatMessageMutation,
} from '../generated/@tanstack/react-query.gen';
import type { ChatMessage } from './assistant-api';

// What a new chat's messages are kept under until the API gives it an id: never fetched.
const NEW_CHAT = 'new';

const historyOptions = (conversationId: string | null | undefined) =>
  getChatHistoryOptions(
    conversationId === undefined ? {} : { query: { conversationId: conversationId ?? NEW_CHAT } },
  );

// The user's conversations with the assistant, the latest first (issue 31: earlier ones stay
// readable). `enabled`: the chat is Pro only (spec section 5).
export function useChatConversations({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery(getChatConversationsOptions(), { enabled });
}

// A conversation's messages, oldest first (the last 200): `conversationId`, or null for a new chat
// (nothing to load; the question being sent shows at once), or left out for the latest messages
// of all of them. `enabled`: the chat is Pro only (spec section 5); free users are offered the
// upgrade instead.
export function useChatHistory({
  enabled = true,
  conversationId,
}: { enabled?: boolean; conversationId?: string | null } = {}) {
  return useApiQuery(historyOptions(conversationId), {
    enabled: enabled && conversationId !== null,
  });
}

const message = (
  role: ChatMessage['role'],
  content: string,
  conversationId: string,
): ChatMessage => ({
  role,
  content,
  timestamp: new Date().toISOString(),
  conversationId,
});

export type SentChatMessage = { message: string; conversationId: string | null };

// Spec section 5: sending appends the user's message at once, then the assistant's reply
// (paragraphs separated by "\n", list lines starting "• "). A failed send takes the message back
// out (the caller restores it to the input). The server keeps both messages; they are appended
// here rather than refetched, so the list does not jump. Without a conversation the question
// starts one (issue 31); the reply says which, and the messages move under its id.
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  const conversationsKey = keyOf(getChatConversationsOptions());
  return useMutation({
    mutationFn: async ({ message: text, conversationId }: SentChatMessage) =>
      send(sendChatMessageMutation(), {
        body: conversationId === null ? { message: text } : { message: text, conversationId },
      }),
    onMutate: async ({ message: text, conversationId }: SentChatMessage) => {
      const queryKey = keyOf(historyOptions(conversationId));
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<ChatMessage[]>(queryKey);
      queryClient.setQueryData<ChatMessage[]>(queryKey, [
        ...(before ?? []),
        message('user', text, conversationId ?? NEW_CHAT),
      ]);
      return { before };
    },
    onSuccess: (reply, { message: text, conversationId }, context) => {
      const id = reply.conversationId;
      const asked = keyOf(historyOptions(conversationId));
      const answered = [
        ...(context?.before ?? []),
        message('user', text, id),
        message('assistant', reply.response, id),
      ];
      queryClient.setQueryData<ChatMessage[]>(keyOf(historyOptions(id)), answered);
      if (conversationId === null) queryClient.removeQueries({ queryKey: asked, exact: true });
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
    onError: (_error, { conversationId }, context) => {
      queryClient.setQueryData<ChatMessage[]>(
        keyOf(historyOptions(conversationId)),
        context?.before ?? [],
      );
    },
  });
}
