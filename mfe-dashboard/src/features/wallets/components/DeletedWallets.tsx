import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDeletedWallets } from '@sikalens/api-client';
import { formatDateTime } from '@sikalens/shared-ui';
import { deletedText } from '../utils/wallet-form';

type DeletedWalletsProps = {
  onUndo: (id: string) => void;
  // The wallet whose undo is under way.
  restoringId: string | undefined;
};

// Wallets deleted in the last 24 hours, newest first, each with its Undo until its time is up.
// Nothing shows when there are none (or the list cannot be had: the wallets above still can).
export function DeletedWallets({ onUndo, restoringId }: DeletedWalletsProps) {
  const deleted = useDeletedWallets();
  const list = deleted.data ?? [];
  if (list.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="deleted-wallets-heading"
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography id="deleted-wallets-heading" variant="subtitle2" component="h3">
        Recently deleted
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {list.map((item) => (
          <li key={item.id} aria-label={item.name}>
            <Alert
              severity="info"
              role="status"
              action={
                <Button
                  color="inherit"
                  size="small"
                  sx={{ minHeight: 44 }}
                  loading={restoringId === item.id}
                  disabled={restoringId !== undefined && restoringId !== item.id}
                  onClick={() => onUndo(item.id)}
                >
                  Undo
                </Button>
              }
            >
              {deletedText(item.name, item.counts)} You can undo this until{' '}
              {formatDateTime(item.restorableUntil)}.
            </Alert>
          </li>
        ))}
      </Box>
    </Box>
  );
}
