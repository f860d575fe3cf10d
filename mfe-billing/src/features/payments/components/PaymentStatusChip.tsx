import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { CircleCheck, CircleMinus, CircleX, Clock } from 'lucide-react';
import type { PaymentStatus } from '@sikalens/api-client';

type StatusLook = {
  label: string;
  color: 'success' | 'warning' | 'error' | 'grey';
  icon: ReactElement;
};

const LOOKS: Record<PaymentStatus, StatusLook> = {
  success: { label: 'Completed', color: 'success', icon: <CircleCheck size={14} aria-hidden /> },
  pending: { label: 'Pending', color: 'warning', icon: <Clock size={14} aria-hidden /> },
  failed: { label: 'Failed', color: 'error', icon: <CircleX size={14} aria-hidden /> },
};
// Issue 30: a checkout the payer left (abandoned, or unfinished a day on) is neither pending for
// ever nor an error: it was not completed. Neutral, as nothing went wrong.
const NOT_COMPLETED: StatusLook = {
  label: 'Not completed',
  color: 'grey',
  icon: <CircleMinus size={14} aria-hidden />,
};

type PaymentStatusChipProps = { status: PaymentStatus; notCompleted?: boolean };

// The status colour is a tint, border and icon; the words stay in the body text colour, so they
// read at full contrast in both themes (white on MUI's warning orange does not).
export function PaymentStatusChip({ status, notCompleted = false }: PaymentStatusChipProps) {
  const look = notCompleted && status === 'failed' ? NOT_COMPLETED : LOOKS[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={look.icon}
      label={look.label}
      sx={(theme) => {
        // Theme paths, so the border and icon follow the colour scheme.
        const main = look.color === 'grey' ? 'text.secondary' : `${look.color}.main`;
        return {
          color: 'text.primary',
          borderColor: main,
          bgcolor:
            look.color === 'grey' ? 'action.hover' : alpha(theme.palette[look.color].main, 0.12),
          '& .MuiChip-icon': { color: main },
        };
      }}
    />
  );
}
