import type { ChatConversationDto, ChatMessageDto, ChatRole } from '../generated/types.gen';

export type { ChatConversationDto as ChatConversation, ChatMessageDto as ChatMessage, ChatRole };
