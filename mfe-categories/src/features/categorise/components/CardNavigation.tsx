import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ChevronLeft, ChevronRight } from 'lucide-react';

type CardNavigationProps = {
  position: number;
  count: number;
  canGoBack: boolean;
  canSkip: boolean;
  onPrevious: () => void;
  onSkip: () => void;
};

// The buttons (and arrow keys) that do what a swipe does, for mouse, keyboard and screen readers.
export function CardNavigation({
  position,
  count,
  canGoBack,
  canSkip,
  onPrevious,
  onSkip,
}: CardNavigationProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto 1fr',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Button
        variant="outlined"
        startIcon={<ChevronLeft size={18} />}
        onClick={onPrevious}
        disabled={!canGoBack}
        aria-keyshortcuts="ArrowLeft"
        sx={{ justifySelf: 'start', minHeight: 44 }}
      >
        Previous
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {position} of {count.toLocaleString('en-GH')}
      </Typography>
      <Button
        variant="outlined"
        endIcon={<ChevronRight size={18} />}
        onClick={onSkip}
        disabled={!canSkip}
        aria-keyshortcuts="ArrowRight"
        sx={{ justifySelf: 'end', minHeight: 44 }}
      >
        Skip
      </Button>
    </Box>
  );
}
