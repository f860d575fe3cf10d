import Box from '@mui/material/Box';
import type { ChatMessage } from '@sikalens/api-client';
import { ChatMessageBubble } from './ChatMessageBubble';

type MessageListProps = { messages: ChatMessage[] };

// The conversation, oldest first; new messages are announced as they arrive.
export function MessageList({ messages }: MessageListProps) {
  return (
    <Box role="log" aria-label="Conversation" sx={{ display: 'grid', gap: 1.5 }}>
      {messages.map((message, index) => (
        <ChatMessageBubble key={`${index}-${message.timestamp}`} message={message} />
      ))}
    </Box>
  );
}
