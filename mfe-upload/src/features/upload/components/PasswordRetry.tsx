import { useState, type FormEvent } from 'react';
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

// Shown on an overlay row whose statement needs a password; the password goes with the retried
// upload and is cleared from the field at once.
export function PasswordRetry({ itemKey, fileName, onRetry }: PasswordRetryProps) {
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return;
    const entered = password;
    setPassword('');
    onRetry(itemKey, entered);
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={`Password for ${fileName}`}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <TextField
        id={`${itemKey}-password`}
        type="password"
        size="small"
        label="Statement password"
        // Not a SikaLens password: browsers should neither fill nor offer to save it.
        autoComplete="off"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_PASSWORD_LENGTH } }}
        sx={{ flex: 1, minWidth: 180 }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={password === ''}
        startIcon={<KeyRound size={16} />}
      >
        Retry with password
      </Button>
    </Box>
  );
}
