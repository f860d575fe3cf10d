import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Mail, MessageSquare, ShieldAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import {
  errorMessage,
  useNotificationPreferences,
  type ChannelPreferences,
  type NotificationChannel,
} from '@sikalens/api-client';
import { lazyDialog } from '@sikalens/shared-ui';
import { TOPICS } from '../utils/notification-topics';

// Loaded when first opened (lazyDialog), with its form library.
const ChannelPreferencesDialog = lazyDialog(
  async () => (await import('./ChannelPreferencesDialog')).ChannelPreferencesDialog,
);

type ChannelRowProps = {
  icon: LucideIcon;
  title: string;
  detail: string;
  action: React.ReactNode;
};

function ChannelRow({ icon: Icon, title, detail, action }: ChannelRowProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}>
      <Icon size={20} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}

function channelDetail(prefs: ChannelPreferences | undefined, codes: string): string {
  if (!prefs) return codes;
  if (!prefs.available) return `${codes} Other messages are not available on this channel.`;
  const on = TOPICS.filter(({ key }) => prefs[key]).map(({ label }) => label.toLowerCase());
  return `${codes} Also: ${on.length > 0 ? on.join(', ') : 'nothing else'}.`;
}

// Sign-in codes always go out; the rest follow these preferences, kept on the server.
export function NotificationsTab() {
  const prefs = useNotificationPreferences();
  const [configuring, setConfiguring] = useState<NotificationChannel | null>(null);
  // Always on where the user can be reached: they cannot be switched off (issue 27).
  const security = prefs.data ? prefs.data.sms.available || prefs.data.email.available : null;
  const configure = (channel: NotificationChannel, label: string) => (
    <Button
      size="small"
      variant="outlined"
      disabled={!prefs.data}
      onClick={() => setConfiguring(channel)}
      aria-label={`Configure ${label}`}
    >
      Configure
    </Button>
  );

  return (
    <Card>
      <CardContent>
        {prefs.isError ? (
          <Alert
            severity="error"
            sx={{ mb: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void prefs.refetch()}>
                Retry
              </Button>
            }
          >
            Your notification settings could not be loaded. {errorMessage(prefs.error)}
          </Alert>
        ) : null}
        <ChannelRow
          icon={MessageSquare}
          title="SMS"
          detail={channelDetail(prefs.data?.sms, 'Sign-in codes go to your phone number.')}
          action={configure('sms', 'SMS')}
        />
        <ChannelRow
          icon={Mail}
          title="E-mail"
          detail={channelDetail(prefs.data?.email, 'Sign-in codes go to your e-mail address.')}
          action={configure('email', 'e-mail')}
        />
        <ChannelRow
          icon={ShieldAlert}
          title="Security Alerts"
          detail="A message when your account signs in on a new device, its phone or e-mail changes, or its data or the account is deleted. Always on: they protect your account."
          action={
            security === null ? (
              <Skeleton variant="rounded" width={72} height={24} />
            ) : (
              <Chip
                size="small"
                color={security ? 'success' : 'default'}
                label={security ? 'Always on' : 'No channel'}
              />
            )
          }
        />
        {configuring && prefs.data ? (
          <ChannelPreferencesDialog
            channel={configuring}
            preferences={prefs.data[configuring]}
            onClose={() => setConfiguring(null)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
