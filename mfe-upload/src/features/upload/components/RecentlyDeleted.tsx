import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileX, Undo2 } from 'lucide-react';
import { useDeletedUploads } from '@sikalens/api-client';
import { formatDateTime } from '@sikalens/shared-ui';
import { useUploadRestoring } from '../hooks/useUploadDeleting';
import { plural } from '../utils/reconciliation';

// Statements deleted in the last 24 hours, each with its Undo (issue 29, item 2). Shown only when
// there are some: the list of uploads above is the page.
export function RecentlyDeleted() {
  const deleted = useDeletedUploads();
  const { restore, restoringId } = useUploadRestoring();
  const list = deleted.data ?? [];
  if (list.length === 0) return null;

  return (
    <Box
      component="section"
      aria-labelledby="recently-deleted-heading"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id="recently-deleted-heading" variant="h3" component="h2">
        Recently deleted
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {list.map((item) => (
          <Box
            component="li"
            key={item.id}
            aria-label={item.name}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              alignItems: 'center',
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              borderStyle: 'dashed',
            }}
          >
            <Box sx={{ color: 'text.secondary', display: 'flex' }} aria-hidden>
              <FileX size={20} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 180, display: 'grid', gap: 0.25 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {plural(item.counts.transactions, 'transaction', 'transactions')} · You can undo
                this until {formatDateTime(item.restorableUntil)}.
              </Typography>
            </Box>
            <Button
              variant="outlined"
              size="small"
              sx={{ minHeight: 44 }}
              startIcon={<Undo2 size={16} />}
              loading={restoringId === item.id}
              disabled={restoringId !== null && restoringId !== item.id}
              onClick={() => void restore(item.id)}
            >
              Undo
            </Button>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
