import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Check, EllipsisVertical, Hash, Pencil, Trash2, WalletIcon } from 'lucide-react';
import { PROVIDER_NAMES, type Wallet } from '@sikalens/api-client';
import { formatPhone } from '@sikalens/shared-ui';
import { type WalletEditField } from '../utils/wallet-form';

type WalletCardProps = {
  wallet: Wallet;
  selected: boolean;
  onSelect: (id: string) => void;
  onEdit: (wallet: Wallet, field: WalletEditField) => void;
  onDelete: (wallet: Wallet) => void;
};

export function WalletCard({ wallet, selected, onSelect, onEdit, onDelete }: WalletCardProps) {
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // The menu closes as its dialog opens; the dialog hands the focus back to this button.
  const choose = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };
  return (
    <Card
      sx={{
        display: 'flex',
        alignItems: 'center',
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
          flex: 1,
          minWidth: 0,
          alignSelf: 'stretch',
          p: 2,
          pr: 1,
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
            {formatPhone(wallet.momoNumber)}
          </Typography>
          {wallet.statementsSupported ? null : (
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              Statements coming soon
            </Typography>
          )}
        </Box>
        <Chip
          size="small"
          label={PROVIDER_NAMES[wallet.provider]}
          variant={selected ? 'filled' : 'outlined'}
        />
      </ButtonBase>
      <IconButton
        aria-label={`More actions for ${wallet.label}`}
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? 'true' : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        sx={{ flexShrink: 0, width: 44, height: 44, mr: 0.5 }}
      >
        <EllipsisVertical size={20} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': `Actions for ${wallet.label}` } }}
      >
        <MenuItem onClick={choose(() => onEdit(wallet, 'label'))}>
          <ListItemIcon>
            <Pencil size={18} />
          </ListItemIcon>
          Rename
        </MenuItem>
        <MenuItem onClick={choose(() => onEdit(wallet, 'momoNumber'))}>
          <ListItemIcon>
            <Hash size={18} />
          </ListItemIcon>
          Correct number
        </MenuItem>
        <MenuItem onClick={choose(() => onDelete(wallet))} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <Trash2 size={18} />
          </ListItemIcon>
          Delete
        </MenuItem>
      </Menu>
    </Card>
  );
}
