import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { LifeBuoy, LogOut } from 'lucide-react';
import { Link as RouterLink } from '@sikalens/router';
import { HELP_PATH, useAuth, userLabel } from '@sikalens/shared-ui';
import { NoHint, type Hint } from './hint';

type AccountBoxProps = { collapsed?: boolean; Hint?: Hint; onNavigate?: () => void };

// 'Logged in as' shows the e-mail, or the phone when there is no e-mail; Help & Support and Logout.
export function AccountBox({ collapsed = false, Hint = NoHint, onNavigate }: AccountBoxProps) {
  const { user, logout } = useAuth();
  if (collapsed) {
    return (
      <>
        <Hint title="Help & Support">
          <IconButton
            aria-label="Help & Support"
            component={RouterLink}
            to={HELP_PATH}
            sx={{ mx: 'auto', display: 'flex' }}
          >
            <LifeBuoy size={20} />
          </IconButton>
        </Hint>
        <Hint title="Logout">
          <IconButton aria-label="Logout" onClick={logout} sx={{ mx: 'auto', display: 'flex' }}>
            <LogOut size={20} />
          </IconButton>
        </Hint>
      </>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1.5 }}>
        <Typography variant="caption" color="text.secondary">
          Logged in as
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          data-testid="logged-in-as"
        >
          {userLabel(user)}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={HELP_PATH}
        onClick={onNavigate}
        color="inherit"
        startIcon={<LifeBuoy size={18} />}
        sx={{ justifyContent: 'flex-start' }}
      >
        Help & Support
      </Button>
      <Button variant="outlined" color="inherit" startIcon={<LogOut size={18} />} onClick={logout}>
        Logout
      </Button>
    </Box>
  );
}
