import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

type ListSkeletonProps = { label: string; rows?: number; rowHeight: number };

// Rows shaped like the list that is loading, announced as busy.
export function ListSkeleton({ label, rows = 5, rowHeight }: ListSkeletonProps) {
  return (
    <Stack spacing={1.5} role="progressbar" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} variant="rounded" height={rowHeight} />
      ))}
    </Stack>
  );
}

type LoadErrorProps = { children: ReactNode; onRetry: () => void };

// What could not load, why, and a Retry.
export function LoadError({ children, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
