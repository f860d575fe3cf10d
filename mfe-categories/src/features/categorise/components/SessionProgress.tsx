import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

type SessionProgressProps = { remaining: number; categorised: number; progress: number };

// How many are left (the server's count) and how far this visit has got.
export function SessionProgress({ remaining, categorised, progress }: SessionProgressProps) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography sx={{ fontWeight: 700 }} data-testid="categorise-remaining">
          {remaining.toLocaleString('en-GH')} remaining
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {categorised.toLocaleString('en-GH')} categorized this visit
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label="Categorized this visit"
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
