import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from '@sikalens/router';
import { ArrowLeft, FileText, Upload } from 'lucide-react';
import { errorMessage, useUploadPages, useWallets } from '@sikalens/api-client';
import { EmptyState, formatPhone, ListSkeleton, LoadError, PageHeader } from '@sikalens/shared-ui';
import { useUploadDeleting } from '../hooks/useUploadDeleting';
import { statementCount } from '../utils/upload-deletion';
import { DeleteUploadDialog } from './DeleteUploadDialog';
import { RecentlyDeleted } from './RecentlyDeleted';
import { UploadRow } from './UploadRow';

// The wallet filter's place in the address, so a link or a reload keeps it.
const WALLET_PARAM = 'wallet';

// Issue 29, item 2: every statement, of one wallet or all, 50 at a time, newest first, with
// the true total; each can be deleted, and brought back within 24 hours.
export function UploadsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const walletId = searchParams.get(WALLET_PARAM) || null;
  const wallets = useWallets();
  const walletList = wallets.data ?? [];
  const pages = useUploadPages(walletId);
  const deleting = useUploadDeleting();
  const uploads = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = pages.data?.pages[0]?.total;
  const labelOf = new Map(walletList.map((wallet) => [wallet.id, wallet.label]));

  const chooseWallet = (id: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(WALLET_PARAM, id);
      else next.delete(WALLET_PARAM);
      return next;
    });

  return (
    <>
      <Button
        component={RouterLink}
        to="/upload"
        startIcon={<ArrowLeft size={18} />}
        sx={{ mb: 2 }}
      >
        Back to Upload
      </Button>
      <PageHeader
        title="Uploads"
        {...(total === undefined ? {} : { subtitle: statementCount(total) })}
        actions={
          <Button
            component={RouterLink}
            to="/upload"
            variant="contained"
            startIcon={<Upload size={18} />}
          >
            Upload PDF
          </Button>
        }
      />
      <Stack spacing={3}>
        <TextField
          select
          label="Wallet"
          value={walletId ?? ''}
          onChange={(event) => chooseWallet(event.target.value)}
          // "All wallets" is a real choice: the label stays above it.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ maxWidth: { sm: 360 } }}
        >
          <MenuItem value="">All wallets</MenuItem>
          {walletList.map((wallet) => (
            <MenuItem key={wallet.id} value={wallet.id}>
              {wallet.label} · {formatPhone(wallet.momoNumber)}
            </MenuItem>
          ))}
          {/* A link may name a wallet this user does not have (or the list is still loading). */}
          {walletId !== null && !labelOf.has(walletId) ? (
            <MenuItem value={walletId}>
              {wallets.isLoading ? 'Loading wallets…' : 'Unknown wallet'}
            </MenuItem>
          ) : null}
        </TextField>
        <Box component="section" aria-label="Statements" sx={{ display: 'grid', gap: 2 }}>
          {pages.isLoading ? (
            <ListSkeleton label="Loading uploads" rows={3} rowHeight={72} />
          ) : pages.isError && uploads.length === 0 ? (
            <LoadError onRetry={() => void pages.refetch()}>
              Could not load your uploads. {errorMessage(pages.error)}
            </LoadError>
          ) : uploads.length === 0 ? (
            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, borderStyle: 'dashed' }}>
              <EmptyState
                icon={<FileText size={32} />}
                title={walletId ? 'No uploads for this wallet' : 'No uploads yet'}
                hint="Statements you upload will appear here."
              />
            </Box>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {uploads.map((upload) => (
                <UploadRow
                  key={upload.id}
                  upload={upload}
                  walletLabel={labelOf.get(upload.walletId)}
                  onDelete={deleting.ask}
                />
              ))}
            </Stack>
          )}
          {pages.hasNextPage ? (
            <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
              {total !== undefined ? (
                <Typography variant="body2" color="text.secondary">
                  Showing {uploads.length} of {total}
                </Typography>
              ) : null}
              {pages.isFetchNextPageError ? (
                <Typography variant="body2" color="error" role="alert">
                  Could not load more uploads. {errorMessage(pages.error)}
                </Typography>
              ) : null}
              <Button
                variant="outlined"
                loading={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                Load more
              </Button>
            </Box>
          ) : null}
        </Box>
        <RecentlyDeleted />
      </Stack>
      <DeleteUploadDialog
        upload={deleting.toDelete}
        deleting={deleting.deleting}
        onCancel={deleting.cancel}
        onConfirm={deleting.confirm}
      />
    </>
  );
}
