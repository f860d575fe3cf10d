import { useId, useState, type FormEvent } from 'react';
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
  errorMessage,
  useDeleteBudgetAlert,
  useSaveBudgetAlert,
  type AlertChannel,
  type BudgetAlert,
  type Category,
} from '@sikalens/api-client';
import { formatCedi, useAuth, useToast } from '@sikalens/shared-ui';
import {
  alertForm,
  alertRequest,
  alertSummary,
  CHANNELS,
  NO_CHANNEL,
  thresholdOptions,
  toggleChannel,
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
  const [form, setForm] = useState(() => alertForm(alert));
  const [submitted, setSubmitted] = useState(false);
  const pending = save.isPending || remove.isPending;
  // E-mail needs an address on the account, SMS a phone (the API says the same).
  const unreachable = (channel: AlertChannel) =>
    channel === 'email' ? !user?.email : channel === 'sms' ? !user?.phone : false;
  const noChannel = submitted && form.channels.length === 0;

  const failed = (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const body = alertRequest(form);
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
        onError: failed,
      },
    );
  };

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
        onSubmit={submit}
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
          <TextField
            select
            label="Alert at"
            value={form.thresholdPercent}
            onChange={(event) => setForm({ ...form, thresholdPercent: Number(event.target.value) })}
          >
            {thresholdOptions(form.thresholdPercent).map((percent) => (
              <MenuItem key={percent} value={percent}>
                {percent}% of the budget
              </MenuItem>
            ))}
          </TextField>
          <FormControl component="fieldset" error={noChannel}>
            <FormLabel component="legend">Send it</FormLabel>
            <FormGroup>
              {CHANNELS.map(({ value, label }) => {
                const checked = form.channels.includes(value);
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
                          setForm(toggleChannel(form, value, event.target.checked))
                        }
                      />
                    }
                  />
                );
              })}
            </FormGroup>
            {noChannel ? <FormHelperText>{NO_CHANNEL}</FormHelperText> : null}
          </FormControl>
          <FormControlLabel
            control={
              <Switch
                checked={form.enabled}
                onChange={(event) => setForm({ ...form, enabled: event.target.checked })}
              />
            }
            label="Alert on"
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
