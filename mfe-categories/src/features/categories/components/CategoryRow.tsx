import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Lock, Pencil, PiggyBank, Trash2 } from 'lucide-react';
import type { BudgetAlert, Category } from '@sikalens/api-client';
import { CategoryBadge } from '@sikalens/shared-ui';
import { transactionsText } from '../utils/category-text';
import { BudgetAlertButton } from './BudgetAlertButton';
import { BudgetProgress } from './BudgetProgress';

type CategoryRowProps = {
  category: Category;
  // This category's alert setting, if any; `isPro` decides between the dialog and the upgrade.
  alert: BudgetAlert | undefined;
  isPro: boolean;
  onAlert: (category: Category) => void;
  onEdit: (category: Category) => void;
  // A default expense category's budget, the one thing about a default the user changes.
  onBudget: (category: Category) => void;
  onDelete: (category: Category) => void;
};

export function CategoryRow({
  category,
  alert,
  isPro,
  onAlert,
  onEdit,
  onBudget,
  onDelete,
}: CategoryRowProps) {
  const { name, color, icon, monthlyBudget, isDefault } = category;
  // Alerts watch spending against a budget: expense categories that have one.
  const alertable = category.type === 'expense' && !!monthlyBudget;
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{
        display: 'grid',
        gap: 1.25,
        p: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: 'divider',
        borderLeft: `4px solid ${color}`,
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <CategoryBadge color={color} icon={icon} size={40} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>{name}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
            {isDefault ? <Chip size="small" label="Default" /> : null}
            <Typography variant="body2" color="text.secondary">
              {transactionsText(category.transactionCount)}
            </Typography>
          </Box>
        </Box>
        {alertable ? (
          <BudgetAlertButton
            name={name}
            alert={alert}
            isPro={isPro}
            onClick={() => onAlert(category)}
          />
        ) : null}
        {isDefault && category.type === 'expense' ? (
          <Tooltip title={monthlyBudget ? 'Change monthly budget' : 'Set monthly budget'}>
            <IconButton
              aria-label={`${monthlyBudget ? 'Change' : 'Set'} budget for ${name}`}
              onClick={() => onBudget(category)}
              sx={{ width: 44, height: 44, flex: 'none' }}
            >
              <PiggyBank size={18} />
            </IconButton>
          </Tooltip>
        ) : isDefault ? (
          <Tooltip title="Default categories cannot be edited or deleted">
            <Box
              component="span"
              tabIndex={0}
              aria-label="Read-only default category"
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 44,
                height: 44,
                flex: 'none',
                color: 'text.secondary',
              }}
            >
              <Lock size={16} aria-hidden />
            </Box>
          </Tooltip>
        ) : (
          <Box sx={{ display: 'flex', flex: 'none' }}>
            <IconButton
              aria-label={`Edit ${name}`}
              onClick={() => onEdit(category)}
              sx={{ width: 44, height: 44 }}
            >
              <Pencil size={18} />
            </IconButton>
            <IconButton
              aria-label={`Delete ${name}`}
              onClick={() => onDelete(category)}
              sx={{ width: 44, height: 44 }}
            >
              <Trash2 size={18} />
            </IconButton>
          </Box>
        )}
      </Box>
      {monthlyBudget ? (
        <BudgetProgress
          name={name}
          type={category.type}
          monthTotal={category.monthTotal}
          monthlyBudget={monthlyBudget}
        />
      ) : null}
    </Box>
  );
}
