import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { Mail, MessageSquare, ShieldAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

type ChannelRowProps = { icon: LucideIcon; title: string; detail: string; status: string };

function ChannelRow({ icon: Icon, title, detail, status }: ChannelRowProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}>
      <Icon size={20} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </Box>
      <Chip size="small" color="success" label={status} />
    </Box>
  );
}

// What SikaLens sends today: sign-in codes by SMS and e-mail, and security alerts.
export function NotificationsTab() {
  return (
    <Card>
      <CardContent>
        <ChannelRow
          icon={MessageSquare}
          title="SMS"
          detail="Sign-in codes go to your phone number."
          status="On"
        />
        <ChannelRow
          icon={Mail}
          title="E-mail"
          detail="Sign-in codes go to your e-mail address."
          status="On"
        />
        <ChannelRow
          icon={ShieldAlert}
          title="Security Alerts"
          detail="Codes only ever go to the phone and e-mail on your account."
          status="Enabled"
        />
      </CardContent>
    </Card>
  );
}
