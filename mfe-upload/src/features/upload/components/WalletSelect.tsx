import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@sikalens/router';
import { Plus } from 'lucide-react';
import { errorMessage, PROVIDER_NAMES, useWallets, type Wallet } from '@sikalens/api-client';
import { formatPhone, LoadError } from '@sikalens/shared-ui';

type WalletSelectProps = { walletId: string; onChange: (walletId: string) => void };

const walletName = (wallet: Wallet) => `${wallet.label} · ${formatPhone(wallet.momoNumber)}`;

// The network by the name people use; a network whose statements are not read yet says so
// (issue 29, item 4), and the page explains once it is chosen.
const networkText = (wallet: Wallet) =>
  wallet.statementsSupported
    ? PROVIDER_NAMES[wallet.provider]
    : `${PROVIDER_NAMES[wallet.provider]} · Statements coming soon`;

export function WalletSelect({ walletId, onChange }: WalletSelectProps) {
  const wallets = useWallets();
  const list = wallets.data ?? [];

  if (wallets.isLoading) {
    return <Skeleton variant="rounded" height={56} aria-label="Loading wallets" />;
  }
  if (wallets.isError && list.length === 0) {
    return (
      <LoadError onRetry={() => void wallets.refetch()}>
        Could not load your wallets. {errorMessage(wallets.error)}
      </LoadError>
    );
  }
  if (list.length === 0) {
    return (
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Typography>No wallets found. Add a wallet first.</Typography>
        <Button
          component={RouterLink}
          to="/dashboard"
          variant="outlined"
          size="small"
          startIcon={<Plus size={16} />}
        >
          Add Wallet
        </Button>
      </Box>
    );
  }
  return (
    <FormControl fullWidth>
      <InputLabel id="upload-wallet-label">Wallet</InputLabel>
      <Select
        labelId="upload-wallet-label"
        label="Wallet"
        value={list.some((wallet) => wallet.id === walletId) ? walletId : ''}
        onChange={(event) => onChange(event.target.value)}
        renderValue={(id) => {
          const wallet = list.find((candidate) => candidate.id === id);
          return wallet ? `${walletName(wallet)} · ${networkText(wallet)}` : '';
        }}
      >
        {list.map((wallet) => (
          <MenuItem key={wallet.id} value={wallet.id}>
            <ListItemText primary={walletName(wallet)} secondary={networkText(wallet)} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
