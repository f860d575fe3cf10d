import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import {
  errorMessage,
  useRevokeOtherSessions,
  useRevokeSession,
  useSessions,
  type AccountSession,
} from '@sikalens/api-client';
import { useAuth, useToast } from '@sikalens/shared-ui';
import { formatLocationDate } from '../utils/location-format';

type SessionsDialogProps = { open: boolean; onClose: () => void };

const DEVICE_ICONS = { mobile: Smartphone, tablet: Tablet, desktop: Monitor } as const;

function SessionRow({
  session,
  onSignOut,
  signingOut,
}: {
  session: AccountSession;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const Icon = DEVICE_ICONS[session.device] ?? Monitor;
  const title = `${session.browser} on ${session.os}`;
  return (
    <ListItem
      disableGutters
      divider
      aria-label={title}
      sx={{ alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}
    >
      <Box sx={{ pt: 0.5 }}>
        <Icon size={22} aria-hidden />
      </Box>
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          {session.current ? <Chip size="small" color="success" label="This device" /> : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {session.place ?? 'Unknown Location'}
          {session.ipAddress ? ` · ${session.ipAddress}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Signed in {formatLocationDate(session.createdAt)} · Last used{' '}
          {formatLocationDate(session.lastUsedAt)}
        </Typography>
      </Box>
      {session.current ? null : (
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={onSignOut}
          loading={signingOut}
          sx={{ alignSelf: 'center' }}
        >
          Sign out
        </Button>
      )}
    </ListItem>
  );
}

// Where the account is signed in; any other browser can be signed out at once.
export function SessionsDialog({ open, onClose }: SessionsDialogProps) {
  const { toast } = useToast();
  const { logout } = useAuth();
  const sessions = useSessions({ enabled: open });
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current);
  const fail = (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Active sessions</DialogTitle>
      <DialogContent sx={{ pt: 0 }}>
        {sessions.isLoading ? <Skeleton variant="rounded" height={160} /> : null}
        {sessions.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void sessions.refetch()}>
                Retry
              </Button>
            }
          >
            Sessions could not be loaded. {errorMessage(sessions.error)}
          </Alert>
        ) : null}
        {sessions.data ? (
          <List aria-label="Active sessions" disablePadding>
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                signingOut={revoke.isPending && revoke.variables === session.id}
                onSignOut={() =>
                  revoke.mutate(session.id, {
                    onSuccess: () =>
                      toast({
                        title: 'Signed Out',
                        description: `${session.browser} on ${session.os} is signed out.`,
                        variant: 'success',
                      }),
                    onError: fail,
                  })
                }
              />
            ))}
          </List>
        ) : null}
        {sessions.data && others.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            You are signed in on this device only.
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={logout}>
          Sign out this device
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          color="error"
          variant="outlined"
          disabled={others.length === 0}
          loading={revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: ({ revoked }) =>
                toast({
                  title: 'Signed Out',
                  description: `${revoked} other session${revoked === 1 ? '' : 's'} signed out.`,
                  variant: 'success',
                }),
              onError: fail,
            })
          }
        >
          Sign out all others
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
