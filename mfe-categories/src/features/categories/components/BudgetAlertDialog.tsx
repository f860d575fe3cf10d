import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { BellRing } from 'lucide-react';
import {
  ApiError,
  errorMessage,
  useDeleteBudgetAlert,
  useSaveBudgetAlert,
  type AlertChannel,
  type BudgetAlert,
  type Category,
} from '@sikalens/api-client';
import { formatCedi, messagesResolver, useAuth, useToast } from '@sikalens/shared-ui';
import {
  alertForm,
  alertFormErrors,
  alertRequest,
  alertSummary,
  CHANNELS,
  thresholdOptions,
  toggleChannel,
  type AlertForm,
} from '../utils/budget-alert';

type BudgetAlertDialogProps = {
  // An expense category with a monthly budget.
  category: Category & { monthlyBudget: string };
  alert: BudgetAlert | undefined;
  onClose: () => void;
};

// Pro: when this category's spending reaches a share of its budget, say so once a month, in the
// app, by e-mail and/or by SMS. Mounted while open, so it starts from the saved alert each time.
export function BudgetAlertDialog({ category, alert, onClose }: BudgetAlertDialogProps) {
  const titleId = useId();
  const { user } = useAuth();
  const { toast } = useToast();
  const save = useSaveBudgetAlert();
  const remove = useDeleteBudgetAlert();
  // Checked when saved, then as the channels change ('No channel' shows only after a save).
  const { control, getValues, handleSubmit, formState, setError } = useForm<AlertForm>({
    defaultValues: alertForm(alert),
    resolver: messagesResolver(alertFormErrors),
    shouldFocusError: false,
  });
  const pending = save.isPending || remove.isPending;
  // E-mail needs an address on the account, SMS a phone (the API says the same).
  const unreachable = (channel: AlertChannel) =>
    channel === 'email' ? !user?.email : channel === 'sms' ? !user?.phone : false;
  const noChannel = formState.errors.channels?.message;

  const failed = (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

  const submit = handleSubmit((values) => {
    const body = alertRequest(values);
    if (!body) return;
    save.mutate(
      { categoryId: category.id, body },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Alert saved',
            description: saved.enabled
              ? `${category.name}: ${alertSummary(saved)}.`
              : `${category.name}: the alert is off.`,
            variant: 'success',
          });
          onClose();
        },
        // A channel the account cannot use (no e-mail, no phone, not on this server) is said
        // under the channels, where the API's `field` points; anything else is a toast.
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'channels') {
            setError('channels', { message: error.message });
          } else {
            failed(error);
          }
        },
      },
    );
  });

  const removeAlert = () =>
    remove.mutate(category.id, {
      onSuccess: () => {
        toast({
          title: 'Alert removed',
          description: `No more budget alerts for ${category.name}.`,
          variant: 'success',
        });
        onClose();
      },
      onError: failed,
    });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { m: 2, width: 'calc(100% - 32px)', maxHeight: 'calc(100% - 32px)' } },
      }}
    >
      <Box
        component="form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <BellRing size={20} aria-hidden />
          Budget alert: {category.name}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5, px: { xs: 2, sm: 3 } }}>
          <DialogContentText>
            Once a month at most, when your {category.name} spending reaches this share of its{' '}
            {formatCedi(category.monthlyBudget)} monthly budget.
          </DialogContentText>
          <Controller
            control={control}
            name="thresholdPercent"
            render={({ field }) => (
              <TextField
                select
                label="Alert at"
                value={field.value}
                onChange={(event) => field.onChange(Number(event.target.value))}
              >
                {thresholdOptions(field.value).map((percent) => (
                  <MenuItem key={percent} value={percent}>
                    {percent}% of the budget
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="channels"
            render={({ field }) => (
              <FormControl component="fieldset" error={!!noChannel}>
                <FormLabel component="legend">Send it</FormLabel>
                <FormGroup>
                  {CHANNELS.map(({ value, label }) => {
                    const checked = field.value.includes(value);
                    const unavailable = unreachable(value);
                    return (
                      <FormControlLabel
                        key={value}
                        label={
                          unavailable
                            ? `${label} (add ${value === 'email' ? 'an e-mail address' : 'a phone number'} to your account first)`
                            : label
                        }
                        control={
                          <Checkbox
                            checked={checked}
                            // One already chosen can still be taken off.
                            disabled={unavailable && !checked}
                            onChange={(event) =>
                              field.onChange(
                                toggleChannel(getValues(), value, event.target.checked).channels,
                              )
                            }
                          />
                        }
                      />
                    );
                  })}
                </FormGroup>
                {noChannel ? <FormHelperText>{noChannel}</FormHelperText> : null}
              </FormControl>
            )}
          />
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label="Alert on"
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
          {alert ? (
            <Button
              color="error"
              onClick={removeAlert}
              loading={remove.isPending}
              disabled={save.isPending}
              sx={{ minHeight: 40, mr: 'auto' }}
            >
              Remove
            </Button>
          ) : null}
          <Button onClick={onClose} disabled={pending} sx={{ minHeight: 40 }}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={save.isPending}
            disabled={remove.isPending}
            sx={{ minHeight: 40 }}
          >
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
