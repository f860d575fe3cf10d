import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Check, WalletIcon } from 'lucide-react';
import type { Wallet } from '@sikalens/api-client';
import { formatMomoNumber } from '../utils/wallet-form';

type WalletCardProps = { wallet: Wallet; selected: boolean; onSelect: (id: string) => void };

export function WalletCard({ wallet, selected, onSelect }: WalletCardProps) {
  return (
    <Card
      sx={{
        borderColor: selected ? 'primary.main' : 'divider',
        // A second pixel of highlight without changing the card's size.
        boxShadow: (theme) => (selected ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none'),
        bgcolor: selected ? 'action.selected' : 'background.paper',
        transition: 'border-color 150ms, box-shadow 150ms, background-color 150ms',
      }}
    >
      <ButtonBase
        aria-pressed={selected}
        onClick={() => onSelect(wallet.id)}
        sx={{
          width: '100%',
          p: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          justifyContent: 'flex-start',
          textAlign: 'left',
        }}
      >
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: '50%',
            bgcolor: selected ? 'primary.main' : 'action.hover',
            color: selected ? 'primary.contrastText' : 'text.secondary',
          }}
        >
          {selected ? <Check size={20} /> : <WalletIcon size={20} />}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {wallet.label}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {formatMomoNumber(wallet.momoNumber)}
          </Typography>
        </Box>
        <Chip size="small" label={wallet.provider} variant={selected ? 'filled' : 'outlined'} />
      </ButtonBase>
    </Card>
  );
}
