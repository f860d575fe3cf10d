import { getChatHistory, sendChatMessage } from '../generated/sdk.gen';
import type { ChatMessageDto, ChatRole } from '../generated/types.gen';
import { configureApiClient } from '../core/configure';

export type { ChatMessageDto as ChatMessage, ChatRole };

configureApiClient();

// Spec section 7 lists the chat history as its own query; it lives under `ai` with the rest of
// the assistant's data.
export const assistantKeys = {
  all: ['ai'] as const,
  chatHistory: () => [...assistantKeys.all, 'chat-history'] as const,
};

export const assistantApi = {
  // The conversation, oldest first (the last 200 messages).
  chatHistory: async (): Promise<ChatMessageDto[]> => {
    const { data } = await getChatHistory({ throwOnError: true });
    return data;
  },
  // The assistant's reply: paragraphs separated by "\n", list lines starting "• ".
  send: async (message: string): Promise<string> => {
    const { data } = await sendChatMessage({ body: { message }, throwOnError: true });
    return data.response;
  },
};
