import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Bell, BellOff, BellRing } from 'lucide-react';
import type { BudgetAlert } from '@sikalens/api-client';

type BudgetAlertButtonProps = {
  name: string;
  alert: BudgetAlert | undefined;
  isPro: boolean;
  onClick: () => void;
};

// A category row's bell: the alert's state for Pro users; a PRO badge for free users, whose click
// offers the upgrade instead.
export function BudgetAlertButton({ name, alert, isPro, onClick }: BudgetAlertButtonProps) {
  const state = !isPro ? 'pro' : !alert ? 'none' : alert.enabled ? 'on' : 'off';
  const label = {
    pro: `Budget alert for ${name} (Pro)`,
    none: `Add a budget alert for ${name}`,
    on: `Budget alert for ${name}: on at ${alert?.thresholdPercent ?? 0}%`,
    off: `Budget alert for ${name}: off`,
  }[state];
  const Icon = state === 'on' ? BellRing : state === 'off' ? BellOff : Bell;
  return (
    <Tooltip title={state === 'pro' ? 'Budget alerts are part of Pro' : 'Budget alert'}>
      <IconButton
        aria-label={label}
        onClick={onClick}
        color={state === 'on' ? 'primary' : 'default'}
        sx={{ width: 44, height: 44, flex: 'none' }}
      >
        {state === 'pro' ? (
          <Badge
            badgeContent="PRO"
            color="secondary"
            sx={{ '& .MuiBadge-badge': { fontSize: 9, height: 16, minWidth: 0, px: 0.5 } }}
          >
            <Bell size={18} />
          </Badge>
        ) : (
          <Icon size={18} />
        )}
      </IconButton>
    </Tooltip>
  );
}
