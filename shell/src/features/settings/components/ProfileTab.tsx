import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Crown, LogOut } from 'lucide-react';
import { useSubscription } from '@sikalens/api-client';
import { formatDate, useAuth, useShell } from '@sikalens/shared-ui';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
    </Box>
  );
}

export function ProfileTab() {
  const { user, logout } = useAuth();
  const { openUpgradeDialog } = useShell();
  const subscription = useSubscription();
  const expiresAt = user?.isPro ? (subscription.data?.expiresAt ?? null) : null;
  const lapsed = !user?.isPro && subscription.data?.status === 'expired';
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Field label="First name" value={user?.firstName ?? null} />
          <Field label="Last name" value={user?.lastName ?? null} />
          <Field label="Phone" value={user?.phone ?? null} />
          <Field label="E-mail" value={user?.email ?? null} />
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            Account status
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mt: 0.5 }}>
            <Chip
              color={user?.isPro ? 'secondary' : 'default'}
              label={user?.isPro ? 'Pro Account' : 'Free Account'}
            />
            {expiresAt ? (
              <Typography variant="body2" color="text.secondary">
                Pro until {formatDate(expiresAt)}
                {subscription.data?.planName ? ` · ${subscription.data.planName}` : ''}
              </Typography>
            ) : null}
            {lapsed && subscription.data?.expiresAt ? (
              <Typography variant="body2" color="text.secondary">
                Pro ended {formatDate(subscription.data.expiresAt)}
              </Typography>
            ) : null}
          </Stack>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            {user?.isPro ? null : (
              <Button
                variant="contained"
                startIcon={<Crown size={18} />}
                onClick={openUpgradeDialog}
              >
                Upgrade to Pro
              </Button>
            )}
            {user?.isPro ? (
              <Button variant="outlined" onClick={openUpgradeDialog}>
                Extend Pro
              </Button>
            ) : null}
            <Button component={RouterLink} to="/payments" variant="text">
              Payment History
            </Button>
          </Stack>
        </Box>
        <Box>
          <Button
            variant="outlined"
            color="error"
            startIcon={<LogOut size={18} />}
            onClick={logout}
          >
            Logout
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
