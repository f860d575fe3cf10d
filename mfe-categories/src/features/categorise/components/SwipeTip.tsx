import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { ChevronLeft, ChevronRight } from 'lucide-react';

type SwipeTipProps = { visible: boolean; animationMs: number };

// The one-time tip (useSwipeTip), under the card and above its buttons: in the page's flow, so it
// never covers the transaction's fields (issue 30). It opens and closes its room smoothly.
export function SwipeTip({ visible, animationMs }: SwipeTipProps) {
  return (
    <Collapse in={visible} unmountOnExit timeout={animationMs}>
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1.5 }}>
        <Box
          role="status"
          data-testid="swipe-tip"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            maxWidth: '100%',
            px: 1.25,
            py: 0.75,
            borderRadius: 5,
            bgcolor: 'text.primary',
            color: 'background.paper',
          }}
        >
          <ChevronLeft size={16} aria-hidden />
          <Typography variant="caption" component="span" sx={{ fontWeight: 600 }}>
            Swipe left to skip, right to go back
          </Typography>
          <ChevronRight size={16} aria-hidden />
        </Box>
      </Box>
    </Collapse>
  );
}
