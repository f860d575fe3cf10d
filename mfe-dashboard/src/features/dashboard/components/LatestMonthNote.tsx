import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { X } from 'lucide-react';

type LatestMonthNoteProps = {
  // "September 2024": the latest month with transactions, which the figures show.
  month: string;
  onShowAll: () => void;
  onDismiss: () => void;
};

// After an import the dashboard shows the latest month by default, which can look like most of
// the statement went missing: this says so once, and offers the whole history.
export function LatestMonthNote({ month, onShowAll, onDismiss }: LatestMonthNoteProps) {
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Button color="inherit" size="small" sx={{ minHeight: 44 }} onClick={onShowAll}>
            All time
          </Button>
          <IconButton
            color="inherit"
            aria-label="Dismiss"
            onClick={onDismiss}
            sx={{ width: 44, height: 44 }}
          >
            <X size={18} />
          </IconButton>
        </Box>
      }
    >
      Showing {month}, the latest month in your statements. Choose All time to see everything.
    </Alert>
  );
}
