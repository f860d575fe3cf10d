import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MapPin, ShieldCheck } from 'lucide-react';
import { useLocationInfo } from '@sikalens/api-client';
import { formatLocationDate, formatPlace } from '../utils/location-format';
import { SessionsDialog } from './SessionsDialog';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

export function SecurityTab() {
  const { data, isLoading, isError } = useLocationInfo();
  const [managing, setManaging] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent>
          <Typography
            variant="h4"
            component="h2"
            sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}
          >
            <MapPin size={20} aria-hidden /> Location
          </Typography>
          {isLoading ? <Skeleton variant="rounded" height={120} /> : null}
          {isError ? (
            <Alert severity="warning">Location details are unavailable right now.</Alert>
          ) : null}
          {data ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>Current session</Typography>
                <Row label="Place" value={formatPlace(data.currentSession)} />
                <Row label="IP address" value={data.currentSession.ipAddress || 'Unknown'} />
                <Row label="Timezone" value={data.currentSession.timezone || 'Unknown'} />
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>Last login</Typography>
                <Row label="Place" value={formatPlace(data.lastLogin)} />
                <Row label="Time" value={formatLocationDate(data.lastLogin?.loginTime)} />
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>Registered from</Typography>
                <Row label="Place" value={formatPlace(data.registrationLocation)} />
                <Row
                  label="Time"
                  value={formatLocationDate(data.registrationLocation?.registrationTime)}
                />
              </Box>
            </Box>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography
            variant="h4"
            component="h2"
            sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}
          >
            <ShieldCheck size={20} aria-hidden /> Authentication
          </Typography>
          <Row label="Sign-in with a one-time code" value="Enabled" />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
            <Typography color="text.secondary">Passwords</Typography>
            <Chip size="small" label="None needed" />
          </Box>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', py: 0.5 }}
          >
            <Typography color="text.secondary">Session management</Typography>
            <Button size="small" variant="outlined" onClick={() => setManaging(true)}>
              Manage
            </Button>
          </Box>
          {managing ? <SessionsDialog open onClose={() => setManaging(false)} /> : null}
        </CardContent>
      </Card>
    </Box>
  );
}
