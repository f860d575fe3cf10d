import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileText, RefreshCw, X } from 'lucide-react';
import { lazyDialog } from '@sikalens/shared-ui';
import {
  canRecheck,
  completedWithWarning,
  isFinished,
  itemLabel,
  needsPassword,
  type QueueItem,
} from '../utils/upload-queue';
import { SendToSupport } from './SendToSupport';

// Only a password-protected statement needs it: its code (and its form library) loads then, with
// a spinner meanwhile and Retry should it not load (lazyDialog).
const PasswordRetry = lazyDialog(async () => (await import('./PasswordRetry')).PasswordRetry);

type ProcessingOverlayProps = {
  items: QueueItem[];
  settled: boolean;
  anyCompleted: boolean;
  onRemove: (key: string) => void;
  onRetryWithPassword: (key: string, password: string) => void;
  onRecheck: (uploadId: string) => void;
  onClose: () => void;
  onContinue: () => void;
};

type OverlayItemProps = Pick<
  ProcessingOverlayProps,
  'onRemove' | 'onRetryWithPassword' | 'onRecheck'
> & {
  item: QueueItem;
};

function barColor(item: QueueItem) {
  if (completedWithWarning(item)) return 'warning';
  if (item.status === 'completed') return 'success';
  return item.status === 'failed' ? 'error' : 'primary';
}

function labelColor(item: QueueItem): string {
  if (completedWithWarning(item)) return 'warning.main';
  if (item.status === 'completed') return 'success.main';
  // Asking for a password is a question, not an error.
  if (item.errorCode === 'PDF_PASSWORD_PROTECTED') return 'text.primary';
  // Nor is a check that got no answer: the statement may well be read meanwhile.
  if (item.stalled) return 'text.primary';
  return item.status === 'failed' ? 'error' : 'text.secondary';
}

function OverlayItem({ item, onRemove, onRetryWithPassword, onRecheck }: OverlayItemProps) {
  const labelId = `${item.key}-label`;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'text.secondary', pt: 0.25 }} aria-hidden>
        <FileText size={20} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.75 }}>
        <Typography id={labelId} sx={{ fontWeight: 600 }} noWrap>
          {item.fileName}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={item.progress}
          color={barColor(item)}
          aria-labelledby={labelId}
          sx={{ height: 6, borderRadius: 3 }}
        />
        <Typography variant="body2" data-testid="upload-item-status" color={labelColor(item)}>
          {itemLabel(item)}
        </Typography>
        {needsPassword(item) ? (
          <PasswordRetry
            itemKey={item.key}
            fileName={item.fileName}
            onRetry={onRetryWithPassword}
          />
        ) : null}
        {canRecheck(item) ? (
          <Box>
            <Button
              size="small"
              variant="outlined"
              startIcon={<RefreshCw size={16} />}
              onClick={() => onRecheck(item.uploadId)}
              sx={{ minHeight: 44 }}
            >
              Retry checking
            </Button>
          </Box>
        ) : null}
        {item.status === 'failed' && item.uploadId !== null && !needsPassword(item) ? (
          <SendToSupport uploadId={item.uploadId} errorCode={item.errorCode} />
        ) : null}
      </Box>
      {isFinished(item) ? (
        <IconButton aria-label={`Remove ${item.fileName}`} onClick={() => onRemove(item.key)}>
          <X size={16} />
        </IconButton>
      ) : null}
    </Box>
  );
}

// Spec section 2: every chosen file with its progress; the way out appears once all are done, or
// wait on a connection that is gone or on Retry checking (the title still says they are not).
export function ProcessingOverlay({
  items,
  settled,
  anyCompleted,
  onRemove,
  onRetryWithPassword,
  onRecheck,
  onClose,
  onContinue,
}: ProcessingOverlayProps) {
  return (
    <Dialog
      open={items.length > 0}
      onClose={settled ? onClose : undefined}
      fullWidth
      maxWidth="sm"
      aria-labelledby="processing-title"
    >
      <DialogTitle id="processing-title">
        {items.every(isFinished) ? 'Statements processed' : 'Processing your statements'}
      </DialogTitle>
      <DialogContent>
        <Stack component="ul" spacing={2.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {items.map((item) => (
            <OverlayItem
              key={item.key}
              item={item}
              onRemove={onRemove}
              onRetryWithPassword={onRetryWithPassword}
              onRecheck={onRecheck}
            />
          ))}
        </Stack>
      </DialogContent>
      {settled ? (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Close</Button>
          {anyCompleted ? (
            <Button variant="contained" onClick={onContinue}>
              Continue to Dashboard
            </Button>
          ) : null}
        </DialogActions>
      ) : null}
    </Dialog>
  );
}
