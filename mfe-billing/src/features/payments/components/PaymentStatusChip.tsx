import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type { PaymentStatus } from '@sikalens/api-client';

type StatusLook = { label: string; color: 'success' | 'warning' | 'error'; icon: ReactElement };

const LOOKS: Record<PaymentStatus, StatusLook> = {
  success: { label: 'Completed', color: 'success', icon: <CircleCheck size={14} aria-hidden /> },
  pending: { label: 'Pending', color: 'warning', icon: <Clock size={14} aria-hidden /> },
  failed: { label: 'Failed', color: 'error', icon: <CircleX size={14} aria-hidden /> },
};

// The status colour is a tint, border and icon; the words stay in the body text colour, so they
// read at full contrast in both themes (white on MUI's warning orange does not).
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const look = LOOKS[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={look.icon}
      label={look.label}
      sx={(theme) => ({
        color: 'text.primary',
        borderColor: `${look.color}.main`,
        bgcolor: alpha(theme.palette[look.color].main, 0.12),
        '& .MuiChip-icon': { color: `${look.color}.main` },
      })}
    />
  );
}
