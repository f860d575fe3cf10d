import { Box, Button, Chip, IconButton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { FileText, Trash2 } from 'lucide-react';
import type { StatementUpload, UploadStatus } from '@sikalens/api-client';
import { importSummary, periodText, uploadedAt } from '../utils/upload-summary';

const STATUS_CHIP: Record<
  UploadStatus,
  { label: string; color: 'default' | 'info' | 'success' | 'error' }
> = {
  pending: { label: 'Pending', color: 'default' },
  processing: { label: 'Processing', color: 'info' },
  completed: { label: 'Completed', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

type UploadRowProps = { upload: StatementUpload; onDelete: (upload: StatementUpload) => void };

export function UploadRow({ upload, onDelete }: UploadRowProps) {
  const chip = STATUS_CHIP[upload.status];
  const period = periodText(upload.periodFrom, upload.periodTo);
  return (
    <Box
      component="li"
      aria-label={upload.fileName}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ color: 'text.secondary', pt: 0.25 }} aria-hidden>
        <FileText size={20} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, minWidth: 0 }} noWrap>
            {upload.fileName}
          </Typography>
          <Chip size="small" label={chip.label} color={chip.color} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {uploadedAt(upload.createdAt)}
        </Typography>
        {upload.status === 'completed' ? (
          <>
            <Typography variant="body2">{importSummary(upload)}</Typography>
            {period ? (
              <Typography variant="body2" color="text.secondary">
                {period}
              </Typography>
            ) : null}
            <Box>
              <Button component={RouterLink} to="/transactions" size="small" sx={{ px: 0 }}>
                View Transactions
              </Button>
            </Box>
          </>
        ) : null}
        {upload.status === 'failed' && upload.errorMessage ? (
          <Typography variant="body2" color="error">
            {upload.errorMessage}
          </Typography>
        ) : null}
      </Box>
      <IconButton aria-label={`Delete ${upload.fileName}`} onClick={() => onDelete(upload)}>
        <Trash2 size={18} />
      </IconButton>
    </Box>
  );
}
