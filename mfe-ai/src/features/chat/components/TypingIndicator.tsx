import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

type TypingIndicatorProps = { active: boolean };

// Always in the page, so screen readers announce the change when a reply is on its way.
export function TypingIndicator({ active }: TypingIndicatorProps) {
  return (
    <Box role="status" aria-live="polite">
      {active ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            aria-hidden
            sx={{
              display: 'flex',
              gap: 0.5,
              px: 1.75,
              py: 1.5,
              borderRadius: '16px 16px 16px 4px',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            {[0, 1, 2].map((dot) => (
              // Skeleton's pulse, staggered: three dots that blink in turn.
              <Skeleton
                key={dot}
                variant="circular"
                width={8}
                height={8}
                sx={{
                  animationDelay: `${dot * 0.25}s`,
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }}
              />
            ))}
          </Box>
          <Typography variant="caption" color="text.secondary">
            SikaLens is typing…
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
