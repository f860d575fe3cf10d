import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Sparkles } from 'lucide-react';
import { SUGGESTED_QUESTIONS } from '../utils/suggested-questions';

type SuggestedQuestionsProps = { onAsk: (question: string) => void; disabled: boolean };

// An empty conversation starts here: the five questions, one tap each.
export function SuggestedQuestions({ onAsk, disabled }: SuggestedQuestionsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Sparkles size={20} aria-hidden />
        <Typography variant="h4" component="h2">
          What would you like to know?
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Ask in your own words, or try one of these:
      </Typography>
      <Box
        component="ul"
        aria-label="Suggested questions"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
      >
        {SUGGESTED_QUESTIONS.map((question) => (
          <li key={question}>
            <Button
              variant="outlined"
              fullWidth
              disabled={disabled}
              onClick={() => onAsk(question)}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
            >
              {question}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

// Once the conversation has started: the same questions as a row of chips above the input,
// scrolled sideways on a phone.
export function SuggestedChips({ onAsk, disabled }: SuggestedQuestionsProps) {
  return (
    <Box
      role="group"
      aria-label="Suggested questions"
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        pb: 0.5,
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
      }}
    >
      {SUGGESTED_QUESTIONS.map((question) => (
        <Chip
          key={question}
          label={question}
          variant="outlined"
          size="small"
          disabled={disabled}
          onClick={() => onAsk(question)}
          sx={{ flexShrink: 0 }}
        />
      ))}
    </Box>
  );
}
