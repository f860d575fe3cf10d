import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Download, Trash2, UserX } from 'lucide-react';
import { useDeletedData } from '@sikalens/api-client';
import { formatDateTime, lazyDialog } from '@sikalens/shared-ui';
import { deletedSummary, useDataDeletion } from '../hooks/useDataDeletion';
import { downloadStartedText, useDataDownload } from '../hooks/useDataDownload';

import { DeleteDataDialog } from './DeleteDataDialog';
// Loaded when first opened (lazyDialog), with its form library.
const DeleteAccountDialog = lazyDialog(
  async () => (await import('./DeleteAccountDialog')).DeleteAccountDialog,
);

type SectionProps = { title: string; children: React.ReactNode };

function Section({ title, children }: SectionProps) {
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h4" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function DataTab() {
  const deleted = useDeletedData();
  const download = useDataDownload();
  const { remove, restore, deleting, restoring } = useDataDeletion();
  const [confirming, setConfirming] = useState(false);
  const [deletingAccount, setDeletingAccount] = useState(false);
  const pending = deleted.data?.restorableUntil ? deleted.data : null;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Section title="Download my data">
        <Typography variant="body2" color="text.secondary">
          One file with your account, wallets, categories, rules and every transaction: JSON, plus
          your transactions as CSV for a spreadsheet.
        </Typography>
        <Box>
          <Button
            variant="outlined"
            startIcon={<Download size={18} />}
            loading={download.downloading}
            onClick={download.start}
          >
            Download my data
          </Button>
        </Box>
        {download.started ? (
          <Alert severity="success" role="status">
            {downloadStartedText(download.started)}
          </Alert>
        ) : null}
      </Section>
      <Section title="Delete transaction data">
        {pending?.counts && pending.restorableUntil ? (
          <Alert
            severity="info"
            action={
              <Button
                color="inherit"
                size="small"
                loading={restoring}
                onClick={() => void restore()}
              >
                Undo
              </Button>
            }
          >
            {deletedSummary(pending.counts)} deleted. You can undo this until{' '}
            {formatDateTime(pending.restorableUntil)}.
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          Deletes your transactions, statements, learned rules, reviews and chat history. Your
          account, wallets and categories stay.
        </Typography>
        <Box>
          <Button
            variant="outlined"
            color="error"
            startIcon={<Trash2 size={18} />}
            onClick={() => setConfirming(true)}
          >
            Delete all transaction data
          </Button>
        </Box>
      </Section>
      <Section title="Delete account">
        <Typography variant="body2" color="text.secondary">
          Removes your account and everything in it, for good. Your phone and e-mail can register
          again afterwards.
        </Typography>
        <Box>
          <Button
            variant="contained"
            color="error"
            startIcon={<UserX size={18} />}
            onClick={() => setDeletingAccount(true)}
          >
            Delete account
          </Button>
        </Box>
      </Section>
      <DeleteDataDialog
        open={confirming}
        deleting={deleting}
        restoreHours={deleted.data?.restoreHours ?? 24}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void remove().then((done) => {
            if (done) setConfirming(false);
          })
        }
      />
      {deletingAccount ? (
        <DeleteAccountDialog open onClose={() => setDeletingAccount(false)} />
      ) : null}
    </Box>
  );
}
