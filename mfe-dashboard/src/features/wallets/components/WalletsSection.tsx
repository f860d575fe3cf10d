import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Plus, WalletIcon } from 'lucide-react';
import { errorMessage, useWallets, type Wallet } from '@sikalens/api-client';
import { EmptyState, lazyDialog, LoadError } from '@sikalens/shared-ui';
import { useWalletUndo } from '../hooks/useWalletUndo';
import type { WalletEditField } from '../utils/wallet-form';
import { DeletedWallets } from './DeletedWallets';
import type { WalletEdit } from './EditWalletDialog';
import { WalletCard } from './WalletCard';

// Loaded when first opened (lazyDialog), with its form library.
const AddWalletDialog = lazyDialog(async () => (await import('./AddWalletDialog')).AddWalletDialog);
const EditWalletDialog = lazyDialog(
  async () => (await import('./EditWalletDialog')).EditWalletDialog,
  (props) => props.edit !== null,
);
const DeleteWalletDialog = lazyDialog(
  async () => (await import('./DeleteWalletDialog')).DeleteWalletDialog,
  (props) => props.wallet !== null,
);

const GRID = {
  display: 'grid',
  gap: 1.5,
  // minmax(0, …): a card's longest unwrapped line (noWrap text) never widens the page on a phone.
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
};

type WalletsSectionProps = {
  selectedId: string | null;
  // A card toggles its selection: the dashboard then shows that wallet's figures only.
  onSelect: (id: string | null) => void;
};

export const WalletsSection = memo(function WalletsSection({
  selectedId,
  onSelect,
}: WalletsSectionProps) {
  const wallets = useWallets();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<WalletEdit | null>(null);
  const [deleting, setDeleting] = useState<Wallet | null>(null);
  // Here rather than in the dialog: the deletion's toast offers Undo after the dialog is gone.
  const { undo, restoringId } = useWalletUndo();

  const toggle = (id: string) => onSelect(selectedId === id ? null : id);
  const edit = (wallet: Wallet, field: WalletEditField) => setEditing({ wallet, field });
  const restore = (id: string) => void undo(id);
  const list = wallets.data ?? [];

  return (
    <Box
      component="section"
      aria-labelledby="wallets-heading"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="wallets-heading" variant="h3" component="h2">
          Your Wallets
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<Plus size={16} />}
          onClick={() => setDialogOpen(true)}
        >
          Add Wallet
        </Button>
      </Box>
      {wallets.isLoading ? (
        <Box sx={GRID} aria-busy="true" aria-label="Loading wallets" role="progressbar">
          <Skeleton variant="rounded" height={76} />
          <Skeleton variant="rounded" height={76} />
        </Box>
      ) : wallets.isError && list.length === 0 ? (
        <LoadError onRetry={() => void wallets.refetch()}>
          Could not load your wallets. {errorMessage(wallets.error)}
        </LoadError>
      ) : list.length === 0 ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, borderStyle: 'dashed' }}>
          <EmptyState
            icon={<WalletIcon size={32} />}
            title="No wallets yet"
            hint="Add your MoMo wallet to upload statements."
          />
        </Box>
      ) : (
        <Box component="ul" sx={{ ...GRID, m: 0, p: 0, listStyle: 'none' }}>
          {list.map((wallet) => (
            <li key={wallet.id}>
              <WalletCard
                wallet={wallet}
                selected={wallet.id === selectedId}
                onSelect={toggle}
                onEdit={edit}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </Box>
      )}
      <DeletedWallets onUndo={restore} restoringId={restoringId} />
      <AddWalletDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
      <EditWalletDialog edit={editing} onClose={() => setEditing(null)} />
      <DeleteWalletDialog wallet={deleting} onClose={() => setDeleting(null)} onUndo={restore} />
    </Box>
  );
});
