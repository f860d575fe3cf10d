import type { ChatMessageDto, ChatRole } from '../generated/types.gen';

export type { ChatMessageDto as ChatMessage, ChatRole };
