import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { CategoryBadge } from '@sikalens/shared-ui';

type CategoryFormFrameProps = {
  open: boolean;
  titleId: string;
  title: string;
  previewColor: string;
  icon: string;
  submitLabel: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  // Left of Cancel (a default's "Remove budget").
  secondaryAction?: ReactNode;
  children: ReactNode;
};

// The dialog every category form sits in (the categories screen's, a default's budget and the
// categorise screen's): a live badge in the title, the fields, Cancel and the submit button; full
// width on a phone.
export function CategoryFormFrame({
  open,
  titleId,
  title,
  previewColor,
  icon,
  submitLabel,
  pending,
  onClose,
  onSubmit,
  secondaryAction,
  children,
}: CategoryFormFrameProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { m: 2, width: 'calc(100% - 32px)', maxHeight: 'calc(100% - 32px)' } },
      }}
    >
      <Box
        component="form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CategoryBadge color={previewColor} icon={icon} size={36} />
          {title}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5, px: { xs: 2, sm: 3 } }}>
          {children}
        </DialogContent>
        <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
          {secondaryAction}
          <Button onClick={onClose} disabled={pending} sx={{ minHeight: 40 }}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending} sx={{ minHeight: 40 }}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
