import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { LogOut } from 'lucide-react';
import { useAuth } from '@sikalens/shared-ui';

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
          <Chip
            color={user?.isPro ? 'secondary' : 'default'}
            label={user?.isPro ? 'Pro Account' : 'Free Account'}
          />
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
