import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@sikalens/router';
import { FileText } from 'lucide-react';
import {
  errorMessage,
  useDeleteUpload,
  useUploads,
  type StatementUpload,
} from '@sikalens/api-client';
import { EmptyState, ListSkeleton, LoadError, useToast } from '@sikalens/shared-ui';
import { DeleteUploadDialog } from './DeleteUploadDialog';
import { UploadRow } from './UploadRow';

// Spec section 9: five recent uploads on this screen; the server lists newest first.
const RECENT_UPLOADS_SHOWN = 5;

export function RecentUploads() {
  const uploads = useUploads();
  const deleteUpload = useDeleteUpload();
  const { toast } = useToast();
  const [toDelete, setToDelete] = useState<StatementUpload | null>(null);
  const list = (uploads.data ?? []).slice(0, RECENT_UPLOADS_SHOWN);

  const confirmDelete = (upload: StatementUpload) => {
    deleteUpload.mutate(upload.id, {
      onSuccess: () =>
        toast({
          title: 'Upload Deleted',
          description: `${upload.fileName} and its transactions have been deleted.`,
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to delete upload. Please try again.',
          variant: 'destructive',
        }),
      onSettled: () => setToDelete(null),
    });
  };

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
        {list.length > 0 ? (
          <Button component={RouterLink} to="/transactions" size="small">
            View All Uploads
          </Button>
        ) : null}
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
            <UploadRow key={upload.id} upload={upload} onDelete={setToDelete} />
          ))}
        </Stack>
      )}
      <DeleteUploadDialog
        upload={toDelete}
        deleting={deleteUpload.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Box>
  );
}
