import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@sikalens/router';
import { ChevronDown, FileText, Trash2 } from 'lucide-react';
import type { StatementUpload, UploadStatus } from '@sikalens/api-client';
import { useOnline } from '../hooks/useOnline';
import { balancesText, hasWarning, reconciliationProblems } from '../utils/reconciliation';
import { CONNECTION_LOST } from '../utils/upload-queue';
import { importSummary, periodText, uploadedAt } from '../utils/upload-summary';
import { ReconciliationDetails } from './ReconciliationDetails';
import { SendToSupport } from './SendToSupport';

const STATUS_CHIP: Record<
  UploadStatus,
  { label: string; color: 'default' | 'info' | 'success' | 'error' }
> = {
  pending: { label: 'Pending', color: 'default' },
  processing: { label: 'Processing', color: 'info' },
  completed: { label: 'Completed', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

type UploadRowProps = {
  upload: StatementUpload;
  // The wallet's label, where the list has statements of more than one (the Uploads page).
  walletLabel?: string | undefined;
  onDelete: (upload: StatementUpload) => void;
};

export function UploadRow({ upload, walletLabel, onDelete }: UploadRowProps) {
  const online = useOnline();
  const chip = STATUS_CHIP[upload.status];
  const unfinished = upload.status === 'pending' || upload.status === 'processing';
  const period = periodText(upload.periodFrom, upload.periodTo);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const reconciliation = upload.status === 'completed' ? upload.reconciliation : null;
  const detailsId = `upload-details-${upload.id}`;
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
          {[uploadedAt(upload.createdAt), walletLabel].filter(Boolean).join(' · ')}
        </Typography>
        {unfinished && !online ? (
          // The list asks again when the connection is back.
          <Typography variant="body2" color="text.secondary">
            {CONNECTION_LOST}
          </Typography>
        ) : null}
        {upload.status === 'completed' ? (
          <>
            <Typography variant="body2">{importSummary(upload)}</Typography>
            {hasWarning(reconciliation) ? (
              // Static content: 'status', not the default 'alert', so a list of them is not read out.
              <Alert severity="warning" role="status" sx={{ py: 0 }}>
                {reconciliationProblems(reconciliation).join(' ')}
              </Alert>
            ) : reconciliation && balancesText(reconciliation) ? (
              // Not a warning (the classic statement's E-Levy postings can cause it), but the
              // user is told what it means and which rows to look at (Details).
              <Typography variant="body2" color="text.secondary">
                {balancesText(reconciliation)}
              </Typography>
            ) : null}
            {period ? (
              <Typography variant="body2" color="text.secondary">
                {period}
              </Typography>
            ) : null}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              <Button component={RouterLink} to="/transactions" size="small" sx={{ px: 0 }}>
                View Transactions
              </Button>
              {reconciliation ? (
                <Button
                  size="small"
                  sx={{ px: 0 }}
                  aria-label={`Details of ${upload.fileName}`}
                  aria-expanded={detailsOpen}
                  aria-controls={detailsId}
                  endIcon={
                    <ChevronDown
                      size={16}
                      style={{ transform: detailsOpen ? 'rotate(180deg)' : undefined }}
                    />
                  }
                  onClick={() => setDetailsOpen((open) => !open)}
                >
                  Details
                </Button>
              ) : null}
            </Box>
            {reconciliation ? (
              <Collapse id={detailsId} in={detailsOpen} unmountOnExit>
                <ReconciliationDetails reconciliation={reconciliation} />
              </Collapse>
            ) : null}
          </>
        ) : null}
        {upload.status === 'failed' && upload.errorMessage ? (
          <Typography variant="body2" color="error">
            {upload.errorMessage}
          </Typography>
        ) : null}
        {upload.status === 'failed' ? (
          <SendToSupport uploadId={upload.id} errorCode={upload.errorCode} />
        ) : null}
      </Box>
      <IconButton aria-label={`Delete ${upload.fileName}`} onClick={() => onDelete(upload)}>
        <Trash2 size={18} />
      </IconButton>
    </Box>
  );
}
