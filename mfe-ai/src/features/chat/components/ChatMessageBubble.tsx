import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '@sikalens/api-client';
import { formatDateTime } from '@sikalens/shared-ui';
import { ReplyText } from './ReplyText';

type ChatMessageBubbleProps = { message: ChatMessage };

// The user's questions on the right, the assistant's replies on the left.
export function ChatMessageBubble({ message }: ChatMessageBubbleProps) {
  const mine = message.role === 'user';
  return (
    <Box
      component="article"
      aria-label={mine ? 'You' : 'SikaLens'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        gap: 0.5,
      }}
    >
      <Box
        sx={{
          maxWidth: { xs: '88%', md: '72%' },
          px: 1.75,
          py: 1.25,
          borderRadius: mine ? '16px 16px 4px 16px' : '16px 16px 16px 4px',
          ...(mine
            ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
            : { bgcolor: 'background.paper', border: 1, borderColor: 'divider' }),
        }}
      >
        {mine ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Typography>
        ) : (
          <ReplyText text={message.content} />
        )}
      </Box>
      <Typography
        component="time"
        dateTime={message.timestamp}
        variant="caption"
        color="text.secondary"
        sx={{ px: 0.5 }}
      >
        {formatDateTime(message.timestamp)}
      </Typography>
    </Box>
  );
}
