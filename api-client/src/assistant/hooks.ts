import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyOf, send, useApiQuery } from '../core/api-query';
import {
  getChatHistoryOptions,
  sendChatMessageMutation,
} from '../generated/@tanstack/react-query.gen';
import type { ChatMessage } from './assistant-api';

// The conversation, oldest first (the last 200 messages). `enabled`: the chat is Pro only (spec
// section 5); free users are offered the upgrade instead.
export function useChatHistory({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery(getChatHistoryOptions(), { enabled });
}

const message = (role: ChatMessage['role'], content: string): ChatMessage => ({
  role,
  content,
  timestamp: new Date().toISOString(),
});

// Spec section 5: sending appends the user's message at once, then the assistant's reply
// (paragraphs separated by "\n", list lines starting "• "). A failed send takes the message back
// out (the caller restores it to the input). The server keeps both messages; they are appended
// here rather than refetched, so the list does not jump.
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  const queryKey = keyOf(getChatHistoryOptions());
  return useMutation({
    mutationFn: async (text: string) =>
      (await send(sendChatMessageMutation(), { body: { message: text } })).response,
    onMutate: async (text: string) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<ChatMessage[]>(queryKey);
      queryClient.setQueryData<ChatMessage[]>(queryKey, [...(before ?? []), message('user', text)]);
      return { before };
    },
    onSuccess: (reply) => {
      queryClient.setQueryData<ChatMessage[]>(queryKey, (current = []) => [
        ...current,
        message('assistant', reply),
      ]);
    },
    onError: (_error, _text, context) => {
      queryClient.setQueryData<ChatMessage[]>(queryKey, context?.before ?? []);
    },
  });
}
