import { forwardRef, useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { X } from 'lucide-react';

// Spec: swipe right to dismiss, threshold 50 px.
const SWIPE_DISMISS_PX = 50;

// One button beside the text, e.g. Undo; choosing it closes the toast.
export type ToastAction = { label: string; onClick: () => void };

export type ToastMessage = { title: string; description?: string; action?: ToastAction };

type ToastCardProps = CustomContentProps & { description?: string; toastAction?: ToastAction };

export const ToastCard = forwardRef<HTMLDivElement, ToastCardProps>(function ToastCard(
  { id, message, variant, description, toastAction },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const destructive = variant === 'error';

  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerUp = () => {
    if (offset > SWIPE_DISMISS_PX) closeSnackbar(id);
    startX.current = null;
    setOffset(0);
  };

  return (
    <SnackbarContent ref={ref}>
      <Paper
        data-toast
        data-variant={destructive ? 'destructive' : variant}
        role={destructive ? 'alert' : 'status'}
        tabIndex={-1}
        elevation={6}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          width: { xs: 'calc(100vw - 32px)', sm: 360 },
          p: 2,
          transform: `translateX(${offset}px)`,
          opacity: offset > 0 ? Math.max(0.3, 1 - offset / 200) : 1,
          touchAction: 'pan-y',
          bgcolor: destructive ? 'error.main' : 'background.paper',
          color: destructive ? 'error.contrastText' : 'text.primary',
          border: 1,
          borderColor: destructive ? 'error.main' : 'divider',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
            {message}
          </Typography>
          {description ? (
            <Typography variant="body2" component="p" sx={{ opacity: 0.9 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        {toastAction ? (
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            onClick={() => {
              closeSnackbar(id);
              toastAction.onClick();
            }}
            sx={{ alignSelf: 'center', flexShrink: 0, minHeight: 36 }}
          >
            {toastAction.label}
          </Button>
        ) : null}
        <IconButton
          size="small"
          aria-label="Close notification"
          onClick={() => closeSnackbar(id)}
          sx={{ color: 'inherit', mt: -0.5, mr: -0.5 }}
        >
          <X size={16} />
        </IconButton>
      </Paper>
    </SnackbarContent>
  );
});
