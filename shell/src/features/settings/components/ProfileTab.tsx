import { useState } from 'react';
import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Crown, LogOut, Pencil } from 'lucide-react';
import { useSubscription } from '@sikalens/api-client';
import { formatDate, formatPhone, useAuth, useShell, lazyDialog } from '@sikalens/shared-ui';
import type { ContactKind } from '../utils/profile-validation';

// Loaded when first opened (lazyDialog), with their form library.
const ChangeContactDialog = lazyDialog(
  async () => (await import('./ChangeContactDialog')).ChangeContactDialog,
);
const EditProfileDialog = lazyDialog(
  async () => (await import('./EditProfileDialog')).EditProfileDialog,
);

type FieldProps = {
  label: string;
  value: string | null;
  onChange?: () => void;
  // A contact no code has proven yet (issue 27): said, with the way to verify it.
  onVerify?: (() => void) | undefined;
};

function Field({ label, value, onChange, onVerify }: FieldProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {value || '—'}
          {onVerify ? (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label="Not verified"
              sx={{ ml: 1, verticalAlign: 'middle' }}
            />
          ) : null}
        </Typography>
      </Box>
      {onVerify ? (
        <Button size="small" onClick={onVerify} aria-label={`Verify ${label.toLowerCase()}`}>
          Verify
        </Button>
      ) : null}
      {onChange ? (
        <Button size="small" onClick={onChange} aria-label={`Change ${label.toLowerCase()}`}>
          Change
        </Button>
      ) : null}
    </Box>
  );
}

export function ProfileTab() {
  const { user, logout } = useAuth();
  const { openUpgradeDialog } = useShell();
  const subscription = useSubscription();
  const expiresAt = user?.isPro ? (subscription.data?.expiresAt ?? null) : null;
  const lapsed = !user?.isPro && subscription.data?.status === 'expired';
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState<ContactKind | null>(null);
  const [verifying, setVerifying] = useState<ContactKind | null>(null);
  // Absent (a user remembered by an earlier version) reads as proven.
  const unproven = (kind: ContactKind) =>
    kind === 'phone'
      ? !!user?.phone && user.phoneVerified === false
      : !!user?.email && user.emailVerified === false;
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Field label="First name" value={user?.firstName ?? null} />
          <Field label="Last name" value={user?.lastName ?? null} />
          <Field
            label="Phone"
            value={user?.phone ? formatPhone(user.phone, { international: true }) : null}
            onChange={() => setChanging('phone')}
            onVerify={unproven('phone') ? () => setVerifying('phone') : undefined}
          />
          <Field
            label="E-mail"
            value={user?.email ?? null}
            onChange={() => setChanging('email')}
            onVerify={unproven('email') ? () => setVerifying('email') : undefined}
          />
        </Box>
        <Box>
          <Button
            variant="outlined"
            startIcon={<Pencil size={18} />}
            onClick={() => setEditing(true)}
          >
            Edit Profile
          </Button>
        </Box>
        {editing ? <EditProfileDialog open onClose={() => setEditing(false)} /> : null}
        {changing ? (
          <ChangeContactDialog
            key={changing}
            kind={changing}
            open
            onClose={() => setChanging(null)}
          />
        ) : null}
        {verifying ? (
          <ChangeContactDialog
            key={`verify-${verifying}`}
            kind={verifying}
            current={verifying === 'phone' ? user?.phone : user?.email}
            open
            onClose={() => setVerifying(null)}
          />
        ) : null}
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
