import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

type ResultListProps = { label: string; busy: boolean; children: ReactNode };

// A list of result rows (each an `li`), dimmed and marked busy while the next results load.
export function ResultList({ label, busy, children }: ResultListProps) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      aria-busy={busy}
      spacing={1.5}
      sx={{ m: 0, p: 0, listStyle: 'none', opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {children}
    </Stack>
  );
}
