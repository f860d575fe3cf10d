import { AppError } from '../../common/errors/app-error';

const AssistantErrorCode = {
  CONVERSATION_NOT_FOUND: 'CONVERSATION_NOT_FOUND',
} as const;

// Also for another user's conversation: whose it is stays unsaid.
export const conversationNotFound = () =>
  new AppError(
    404,
    AssistantErrorCode.CONVERSATION_NOT_FOUND,
    'Conversation not found. Start a new chat.',
  );
