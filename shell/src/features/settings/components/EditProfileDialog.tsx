import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage, useUpdateProfile } from '@sikalens/api-client';
import { useAuth, useToast } from '@sikalens/shared-ui';
import { useValidatedForm } from '../../login/hooks/useValidatedForm';
import { validateNames, type NameValues } from '../utils/profile-validation';

type EditProfileDialogProps = { open: boolean; onClose: () => void };

// First and last name together; the greeting and 'Logged in as' follow without a reload.
export function EditProfileDialog({ open, onClose }: EditProfileDialogProps) {
  const { user, refreshUser } = useAuth();
  const { toast } = useToast();
  const update = useUpdateProfile();
  const [values, setValues] = useState<NameValues>({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
  });
  const { errorFor, touch, attemptSubmit } = useValidatedForm(values, validateNames);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!attemptSubmit() || update.isPending) return;
    update.mutate(
      { firstName: values.firstName.trim(), lastName: values.lastName.trim() },
      {
        onSuccess: () => {
          void refreshUser();
          toast({
            title: 'Profile Updated',
            description: 'Your name has been saved.',
            variant: 'success',
          });
          onClose();
        },
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  const field = (name: keyof NameValues, label: string, autoComplete: string) => {
    const error = errorFor(name);
    return (
      <TextField
        label={label}
        value={values[name]}
        autoComplete={autoComplete}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        onBlur={() => touch(name)}
        error={Boolean(error)}
        helperText={error}
        required
        fullWidth
        disabled={update.isPending}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    );
  };

  return (
    <Dialog open={open} onClose={update.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit} aria-label="Edit profile">
        <DialogTitle>Edit Profile</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('firstName', 'First name', 'given-name')}
            {field('lastName', 'Last name', 'family-name')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
