import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { UserRound } from 'lucide-react';
import type { Recipient } from '@sikalens/api-client';
import { formatCedi, formatPhone } from '@sikalens/shared-ui';
import { otherNamesText, paymentsText, recipientPath } from '../utils/recipient-display';

// One recipient: who, which number, and how much in whole cedis; the whole row opens their page.
export function RecipientRow({ recipient }: { recipient: Recipient }) {
  const name = recipient.latestAccountName.trim();
  const number = formatPhone(recipient.number);
  const others = otherNamesText(recipient.otherNames);
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={recipientPath(recipient.number)}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr) auto',
          alignItems: 'center',
          columnGap: 1.5,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Box
          aria-hidden
          sx={{
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: '50%',
            bgcolor: 'action.hover',
            color: 'text.secondary',
          }}
        >
          <UserRound size={20} />
        </Box>
        <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / 3', sm: 'auto' } }}>
          <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name || number}
          </Typography>
          {name ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {number}
            </Typography>
          ) : null}
          {others ? (
            <Typography
              variant="caption"
              component="p"
              color="text.secondary"
              sx={{ overflowWrap: 'anywhere' }}
            >
              Also: {others}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ textAlign: 'right', alignSelf: 'start' }}>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatCedi(recipient.totalSpent, 0)}
          </Typography>
          <Typography variant="caption" component="p" color="text.secondary" noWrap>
            {paymentsText(recipient.transactionCount)}
          </Typography>
        </Box>
      </ListItemButton>
    </li>
  );
}
