import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@sikalens/router';
import { CalendarRange, Sparkles, Upload } from 'lucide-react';
import {
  errorMessage,
  useBudgetSuggestions,
  useSaveBudgets,
  type BudgetSuggestion,
} from '@sikalens/api-client';
import { EmptyState, ListSkeleton, LoadError, formatCedi, useToast } from '@sikalens/shared-ui';
import { budgetValue, requiredBudgetError } from '../utils/category-form';
import { budgetsSavedText, smartBudgetsIntro } from '../utils/smart-budgets';
import { SmartBudgetRow } from './SmartBudgetRow';

type SmartBudgetsDialogProps = { open: boolean; onClose: () => void };

// Smart Budgets: a budget for each expense category from its average spending, to accept one
// at a time or all at once. Its contents unmount when it closes, so each opening starts afresh.
export function SmartBudgetsDialog({ open, onClose }: SmartBudgetsDialogProps) {
  const titleId = useId();
  const save = useSaveBudgets();
  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { m: 2, width: 'calc(100% - 32px)', maxHeight: 'calc(100% - 32px)' } },
      }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Sparkles size={20} aria-hidden />
        Smart Budgets
      </DialogTitle>
      <SmartBudgetsBody save={save} onClose={onClose} />
    </Dialog>
  );
}

type SmartBudgetsBodyProps = { save: ReturnType<typeof useSaveBudgets>; onClose: () => void };

function SmartBudgetsBody({ save, onClose }: SmartBudgetsBodyProps) {
  const { toast } = useToast();
  const suggestions = useBudgetSuggestions();
  // Amounts the user typed, messages under them, and what was saved here (by category id).
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [accepted, setAccepted] = useState<Record<string, string>>({});
  // The row being saved, or all of them.
  const [saving, setSaving] = useState<string | null>(null);

  const data = suggestions.data;
  const rows = data?.suggestions ?? [];
  const amountOf = (row: BudgetSuggestion) => amounts[row.categoryId] ?? row.suggested;
  const isAccepted = (row: BudgetSuggestion) =>
    accepted[row.categoryId] !== undefined &&
    accepted[row.categoryId] === budgetValue(amountOf(row));
  const toAccept = rows.filter((row) => !isAccepted(row));

  const changeAmount = (categoryId: string, amount: string) => {
    setAmounts((before) => ({ ...before, [categoryId]: amount }));
    setErrors((before) => {
      if (!(categoryId in before)) return before;
      const rest = { ...before };
      delete rest[categoryId];
      return rest;
    });
  };

  // All or none: each amount is checked first, and the API saves them together.
  const accept = async (chosen: BudgetSuggestion[], which: string) => {
    const problems: Record<string, string> = {};
    const budgets: { categoryId: string; monthlyBudget: string }[] = [];
    for (const row of chosen) {
      const amount = amountOf(row);
      const problem = requiredBudgetError(amount);
      const monthlyBudget = budgetValue(amount);
      if (problem || monthlyBudget === null) problems[row.categoryId] = problem ?? '';
      else budgets.push({ categoryId: row.categoryId, monthlyBudget });
    }
    if (Object.keys(problems).length > 0) {
      setErrors((before) => ({ ...before, ...problems }));
      return;
    }
    setSaving(which);
    try {
      await save.mutateAsync(budgets);
    } catch (error) {
      toast({
        title: chosen.length === 1 ? 'Failed to save budget' : 'Failed to save budgets',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return;
    } finally {
      setSaving(null);
    }
    setAccepted((before) => ({
      ...before,
      ...Object.fromEntries(budgets.map((budget) => [budget.categoryId, budget.monthlyBudget])),
    }));
    const [only] = chosen;
    toast(
      chosen.length === 1 && only
        ? {
            title: 'Budget saved',
            description: `${only.name}: ${formatCedi(budgets[0]?.monthlyBudget ?? '0')} a month.`,
            variant: 'success',
          }
        : {
            title: 'Budgets saved',
            description: budgetsSavedText(chosen.length),
            variant: 'success',
          },
    );
  };

  let body;
  if (suggestions.isLoading) {
    body = <ListSkeleton label="Loading budget suggestions" rows={3} rowHeight={112} />;
  } else if (suggestions.isError && !data) {
    body = (
      <LoadError onRetry={() => void suggestions.refetch()}>
        Could not load budget suggestions. {errorMessage(suggestions.error)}
      </LoadError>
    );
  } else if (!data || data.months.length === 0) {
    body = (
      <EmptyState
        icon={<CalendarRange size={32} />}
        title="Not enough history yet"
        hint="Smart Budgets come from a full month of spending or more. Upload statements that cover at least one whole month, then come back."
        action={
          <Button
            component={RouterLink}
            to="/upload"
            variant="contained"
            startIcon={<Upload size={18} />}
            sx={{ minHeight: 44 }}
          >
            Upload Statement
          </Button>
        }
      />
    );
  } else if (rows.length === 0) {
    body = (
      <DialogContentText>
        You had no spending in {data.label ?? 'those months'}, so there is nothing to suggest yet.
      </DialogContentText>
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{smartBudgetsIntro(data.label, data.months)}</DialogContentText>
        <Stack
          component="ul"
          spacing={1.5}
          aria-label="Suggested budgets"
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {rows.map((row) => (
            <SmartBudgetRow
              key={row.categoryId}
              suggestion={row}
              amount={amountOf(row)}
              error={errors[row.categoryId]}
              accepted={isAccepted(row)}
              saving={saving === row.categoryId}
              disabled={saving !== null}
              onAmountChange={(amount) => changeAmount(row.categoryId, amount)}
              onAccept={() => void accept([row], row.categoryId)}
            />
          ))}
        </Stack>
      </Box>
    );
  }

  return (
    <>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        {body}
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
        {rows.length > 0 && toAccept.length === 0 ? (
          <Typography variant="body2" color="success.main" sx={{ mr: 'auto' }}>
            All suggestions accepted.
          </Typography>
        ) : null}
        <Button onClick={onClose} disabled={save.isPending} sx={{ minHeight: 40 }}>
          Close
        </Button>
        {rows.length > 0 ? (
          <Button
            variant="contained"
            onClick={() => void accept(toAccept, 'all')}
            loading={saving === 'all'}
            disabled={toAccept.length === 0 || (saving !== null && saving !== 'all')}
            sx={{ minHeight: 40 }}
          >
            Accept all
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}
