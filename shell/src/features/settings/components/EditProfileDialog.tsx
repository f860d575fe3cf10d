import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage, fieldOfServerError, useUpdateProfile } from '@sikalens/api-client';
import { useAuth, useToast } from '@sikalens/shared-ui';
import { useValidatedForm, validatedFieldProps } from '../../login/hooks/useValidatedForm';
import { validateNames, type NameValues } from '../utils/profile-validation';

type EditProfileDialogProps = { open: boolean; onClose: () => void };

const NAME_FIELDS: readonly (keyof NameValues)[] = ['firstName', 'lastName'];

// First and last name together; the greeting and 'Logged in as' follow without a reload.
export function EditProfileDialog({ open, onClose }: EditProfileDialogProps) {
  const { user, refreshUser } = useAuth();
  const { toast } = useToast();
  const update = useUpdateProfile();
  const { register, handleSubmit, formState, setError } = useValidatedForm<NameValues>(
    { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' },
    validateNames,
  );

  const submit = handleSubmit((values) => {
    if (update.isPending) return;
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
        onError: (error) => {
          // A refusal about one name shows under it; any other in a toast.
          const field = fieldOfServerError(error, NAME_FIELDS);
          if (field) {
            setError(
              field,
              { type: 'server', message: errorMessage(error) },
              { shouldFocus: true },
            );
          } else {
            toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
          }
        },
      },
    );
  });

  const field = (name: keyof NameValues, label: string, autoComplete: string) => {
    const error = formState.errors[name]?.message;
    return (
      <TextField
        label={label}
        {...validatedFieldProps(register(name))}
        autoComplete={autoComplete}
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
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Edit profile">
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
