import { BOTTOM_BAR_PX } from '@sikalens/shared-ui';
import type { FormEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { SendHorizontal } from 'lucide-react';
import { MAX_QUESTION_LENGTH } from '../utils/suggested-questions';

type ChatComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  disabled: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
  formRef: Ref<HTMLFormElement>;
  // Above the input: the suggested questions, once the conversation has started.
  children?: ReactNode;
};

// The shell's bottom bar (64 px, below the md breakpoint) stays over the page: the input sits
// just above it, and at the foot of the page on larger screens.
const ABOVE_BOTTOM_BAR = `calc(${BOTTOM_BAR_PX}px + env(safe-area-inset-bottom))`;

// The question box, pinned to the bottom of the screen while the conversation scrolls. Enter
// sends; Shift+Enter starts a new line.
export function ChatComposer({
  value,
  onChange,
  onSend,
  disabled,
  inputRef,
  formRef,
  children,
}: ChatComposerProps) {
  const blank = value.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  return (
    <Box
      component="form"
      ref={formRef}
      onSubmit={submit}
      sx={{
        position: 'sticky',
        bottom: { xs: ABOVE_BOTTOM_BAR, md: 0 },
        zIndex: 1,
        display: 'grid',
        gap: 1,
        mx: { xs: -2, sm: -3 },
        px: { xs: 2, sm: 3 },
        py: 1.5,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {children}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <TextField
          label="Ask about your spending"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={keyDown}
          disabled={disabled}
          inputRef={inputRef}
          multiline
          maxRows={4}
          size="small"
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: MAX_QUESTION_LENGTH, enterKeyHint: 'send' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={disabled || blank}
          endIcon={<SendHorizontal size={18} aria-hidden />}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          Send
        </Button>
      </Box>
    </Box>
  );
}
