import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ShieldCheck } from 'lucide-react';

// Spec: under the chat, whether or not a language model words the replies.
export function PrivacyNote() {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1.5, color: 'text.secondary' }}
    >
      <ShieldCheck size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Typography variant="caption">
        Your answers are worked out from your own transactions. Only your question and computed
        figures are sent to the AI model, never your statements.
      </Typography>
    </Box>
  );
}
