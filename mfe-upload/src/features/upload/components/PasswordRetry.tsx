import { Controller, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { KeyRound } from 'lucide-react';

// The API accepts passwords of at most 128 characters.
const MAX_PASSWORD_LENGTH = 128;

type PasswordRetryProps = {
  itemKey: string;
  fileName: string;
  onRetry: (key: string, password: string) => void;
};

type PasswordValues = { password: string };

// Shown on an overlay row whose statement needs a password; the password goes with the retried
// upload and is cleared from the field at once (a Controller, so the box shows it emptied).
export function PasswordRetry({ itemKey, fileName, onRetry }: PasswordRetryProps) {
  const { control, handleSubmit, reset } = useForm<PasswordValues>({
    defaultValues: { password: '' },
  });
  const empty = useWatch({ control, name: 'password' }) === '';

  const submit = handleSubmit(({ password }) => {
    if (password === '') return;
    reset();
    onRetry(itemKey, password);
  });

  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      aria-label={`Password for ${fileName}`}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Controller
        control={control}
        name="password"
        render={({ field }) => (
          <TextField
            id={`${itemKey}-password`}
            type="password"
            size="small"
            label="Statement password"
            // Not a SikaLens password: browsers should neither fill nor offer to save it (so no
            // name attribute either).
            autoComplete="off"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_PASSWORD_LENGTH } }}
            sx={{ flex: 1, minWidth: 180 }}
          />
        )}
      />
      <Button type="submit" variant="contained" disabled={empty} startIcon={<KeyRound size={16} />}>
        Retry with password
      </Button>
    </Box>
  );
}
