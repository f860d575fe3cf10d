import Typography from '@mui/material/Typography';
import type { CooldownState } from '../hooks/useCooldown';
import { waitWords } from '../utils/cooldown';

// `inDialog`: under a dialog's buttons, with the dialog's own side padding.
type CooldownNoteProps = { cooldown: CooldownState; inDialog?: boolean };

// Why no code can be sent yet, and the wait, written once and counted down (issue 30). The reason
// is announced once (a status); the countdown is a timer, which a screen reader does not read out
// every second.
export function CooldownNote({ cooldown, inDialog = false }: CooldownNoteProps) {
  if (!cooldown.active) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={inDialog ? { px: 3, pb: 2, textAlign: 'center' } : { mt: 2, textAlign: 'center' }}
    >
      {cooldown.reason ? <span role="status">{cooldown.reason} </span> : null}
      <span role="timer">{`Try again in ${waitWords(cooldown.secondsLeft)}.`}</span>
    </Typography>
  );
}
