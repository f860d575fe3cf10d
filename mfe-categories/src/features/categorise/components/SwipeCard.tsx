import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { SwipeHandlers } from '../hooks/useSwipe';
import { SWIPE_THRESHOLD_PX } from '../utils/swipe';

type SwipeCardProps = {
  cardKey: string;
  label: string;
  offset: number;
  dragging: boolean;
  leaving: 'next' | 'previous' | null;
  animationMs: number;
  handlers: SwipeHandlers;
  children: ReactNode;
};

function transformOf(offset: number, leaving: SwipeCardProps['leaving']): string {
  if (leaving === 'next') return 'translateX(-120%) rotate(-8deg)';
  if (leaving === 'previous') return 'translateX(120%) rotate(8deg)';
  return `translateX(${offset}px) rotate(${offset / 24}deg)`;
}

// The card follows the finger; past the threshold a hint says what letting go will do. The
// card leaves (or springs back) over the animation time; the next one grows in.
export function SwipeCard({
  cardKey,
  label,
  offset,
  dragging,
  leaving,
  animationMs,
  handlers,
  children,
}: SwipeCardProps) {
  const armed = !leaving && Math.abs(offset) > SWIPE_THRESHOLD_PX;
  return (
    // Clipped sideways: a card on its way out must not widen the page (no sideways scrolling).
    <Box sx={{ position: 'relative', overflowX: 'clip' }}>
      <Grow in appear key={cardKey} timeout={animationMs}>
        <Box>
          <Paper
            component="section"
            aria-label={label}
            data-testid="categorise-card"
            variant="outlined"
            {...handlers}
            sx={{
              p: { xs: 2, sm: 3 },
              borderRadius: 2,
              position: 'relative',
              overflow: 'hidden',
              // Vertical drags scroll the page; horizontal ones are the card's.
              touchAction: 'pan-y',
              userSelect: 'none',
              cursor: dragging ? 'grabbing' : 'grab',
              transform: transformOf(offset, leaving),
              opacity: leaving ? 0 : 1,
              transition: dragging
                ? 'none'
                : `transform ${animationMs}ms ease-out, opacity ${animationMs}ms ease-out`,
              boxShadow: dragging ? 6 : 0,
              willChange: 'transform',
            }}
          >
            {children}
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                top: 12,
                ...(offset < 0 ? { right: 12 } : { left: 12 }),
                display: armed ? 'flex' : 'none',
                alignItems: 'center',
                gap: 0.5,
                px: 1,
                py: 0.25,
                borderRadius: 5,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: '0.75rem',
                fontWeight: 700,
              }}
            >
              {offset < 0 ? (
                <>
                  Skip <ChevronRight size={14} />
                </>
              ) : (
                <>
                  <ChevronLeft size={14} /> Back
                </>
              )}
            </Box>
          </Paper>
        </Box>
      </Grow>
    </Box>
  );
}
