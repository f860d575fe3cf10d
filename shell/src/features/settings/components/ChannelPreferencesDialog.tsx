import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import {
  errorMessage,
  useUpdateNotificationPreferences,
  type ChannelPreferences,
  type NotificationChannel,
} from '@sikalens/api-client';
import { useToast } from '@sikalens/shared-ui';
import { TOPICS, type Choice } from '../utils/notification-topics';

type ChannelPreferencesDialogProps = {
  channel: NotificationChannel;
  preferences: ChannelPreferences;
  onClose: () => void;
};

const NAMES = { sms: 'SMS', email: 'E-mail' } as const;

export function ChannelPreferencesDialog({
  channel,
  preferences,
  onClose,
}: ChannelPreferencesDialogProps) {
  const { toast } = useToast();
  const update = useUpdateNotificationPreferences();
  const { control, handleSubmit } = useForm<Choice>({
    defaultValues: {
      statementProcessed: preferences.statementProcessed,
      budgetAlerts: preferences.budgetAlerts,
    },
  });
  const save = handleSubmit((choice) =>
    update.mutate(
      { [channel]: choice },
      {
        onSuccess: () => {
          toast({ title: 'Preferences Saved', variant: 'success' });
          onClose();
        },
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      },
    ),
  );

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{NAMES[channel]} notifications</DialogTitle>
      <DialogContent>
        {preferences.available ? null : (
          <Alert severity="info" sx={{ mb: 2 }}>
            {channel === 'sms'
              ? 'SMS messages are not available: SMS is not set up on this server, or your account has no verified phone.'
              : 'E-mail messages are not available: e-mail is not set up on this server, or your account has no verified e-mail.'}{' '}
            Your choices are kept for when it is.
          </Alert>
        )}
        <FormGroup>
          {TOPICS.map(({ key, label, help }) => (
            <div key={key}>
              <Controller
                control={control}
                name={key}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        disabled={update.isPending}
                      />
                    }
                    label={label}
                  />
                )}
              />
              <FormHelperText sx={{ mt: -0.5, mb: 1, ml: 6 }}>{help}</FormHelperText>
            </div>
          ))}
        </FormGroup>
        <FormHelperText>Sign-in codes are always sent.</FormHelperText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={(event) => void save(event)}
          loading={update.isPending}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
