import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

// Shown while a remote's code or a page's data loads.
export function PageSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading" role="progressbar" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="text" width="40%" height={44} />
      <Skeleton variant="text" width="60%" />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Box>
      <Skeleton variant="rounded" height={220} />
    </Box>
  );
}
