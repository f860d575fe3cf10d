import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@sikalens/router';
import { FileText } from 'lucide-react';
import { errorMessage, useUploads } from '@sikalens/api-client';
import { EmptyState, lazyDialog, ListSkeleton, LoadError } from '@sikalens/shared-ui';
import { useUploadDeleting } from '../hooks/useUploadDeleting';
import { UploadRow } from './UploadRow';

// Loaded when a delete is first asked for (lazyDialog), not with the upload screen.
const DeleteUploadDialog = lazyDialog(
  async () => (await import('./DeleteUploadDialog')).DeleteUploadDialog,
  ({ upload }) => upload !== null,
);

// Spec section 9: five recent uploads on this screen; the server lists newest first.
const RECENT_UPLOADS_SHOWN = 5;

export function RecentUploads() {
  const uploads = useUploads();
  const deleting = useUploadDeleting();
  const list = (uploads.data ?? []).slice(0, RECENT_UPLOADS_SHOWN);

  return (
    <Box
      component="section"
      aria-labelledby="recent-uploads-heading"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="recent-uploads-heading" variant="h3" component="h2">
          Recent Uploads
        </Typography>
        {/* Every upload, and the ones deleted in the last 24 hours (issue 29, item 2). */}
        <Button component={RouterLink} to="/uploads" size="small">
          View All Uploads
        </Button>
      </Box>
      {uploads.isLoading ? (
        <ListSkeleton label="Loading uploads" rows={2} rowHeight={72} />
      ) : uploads.isError && list.length === 0 ? (
        <LoadError onRetry={() => void uploads.refetch()}>
          Could not load your uploads. {errorMessage(uploads.error)}
        </LoadError>
      ) : list.length === 0 ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, borderStyle: 'dashed' }}>
          <EmptyState
            icon={<FileText size={32} />}
            title="No uploads yet"
            hint="Statements you upload will appear here."
          />
        </Box>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {list.map((upload) => (
            <UploadRow key={upload.id} upload={upload} onDelete={deleting.ask} />
          ))}
        </Stack>
      )}
      <DeleteUploadDialog
        upload={deleting.toDelete}
        deleting={deleting.deleting}
        onCancel={deleting.cancel}
        onConfirm={deleting.confirm}
      />
    </Box>
  );
}
