import Box from '@mui/material/Box';
import { visuallyHidden } from '@sikalens/shared-ui';

type PeriodLabelProps = {
  // The period's label ("September 2024", "All time"); null until it is known.
  period: string | null;
  variant: 'body2' | 'caption';
};

// The line under a card's title naming the period its figures cover, read with the title as one
// heading: "Total Spent · September 2024". Its room is kept while the figures load, so the card
// does not grow when they arrive.
export function PeriodLabel({ period, variant }: PeriodLabelProps) {
  return (
    <Box
      component="span"
      sx={{ display: 'block', typography: variant, color: 'text.secondary', fontWeight: 400 }}
    >
      {period === null ? (
        <span aria-hidden>{'\u00a0'}</span>
      ) : (
        <>
          <Box component="span" sx={visuallyHidden}>
            {' · '}
          </Box>
          {period}
        </>
      )}
    </Box>
  );
}
