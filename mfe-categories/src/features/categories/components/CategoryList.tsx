import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Plus, RotateCcw, Tags } from 'lucide-react';
import type { BudgetAlert, Category, CategoryType } from '@sikalens/api-client';
import { EmptyState } from '@sikalens/shared-ui';
import { CategoryRow } from './CategoryRow';

type CategoryListProps = {
  type: CategoryType;
  categories: Category[];
  alerts: BudgetAlert[];
  isPro: boolean;
  onAlert: (category: Category) => void;
  onAdd: () => void;
  onEdit: (category: Category) => void;
  onBudget: (category: Category) => void;
  onDelete: (category: Category) => void;
  onRestoreDefaults: () => void;
  restoring: boolean;
};

export function CategoryList({
  type,
  categories,
  alerts,
  isPro,
  onAlert,
  onAdd,
  onEdit,
  onBudget,
  onDelete,
  onRestoreDefaults,
  restoring,
}: CategoryListProps) {
  if (categories.length === 0) {
    return (
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, borderStyle: 'dashed' }}>
        <EmptyState
          icon={<Tags size={32} />}
          title={`No ${type} categories yet`}
          hint={
            type === 'expense'
              ? 'Add a category for what you spend on, or bring back the defaults.'
              : 'Add a category for money you receive, or bring back the defaults.'
          }
          action={
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
              <Button
                variant="contained"
                startIcon={<Plus size={18} />}
                onClick={onAdd}
                sx={{ minHeight: 44 }}
              >
                Add Category
              </Button>
              <Button
                variant="outlined"
                startIcon={<RotateCcw size={18} />}
                onClick={onRestoreDefaults}
                loading={restoring}
                sx={{ minHeight: 44 }}
              >
                Restore default categories
              </Button>
            </Box>
          }
        />
      </Box>
    );
  }
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={type === 'expense' ? 'Expense categories' : 'Income categories'}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {categories.map((category) => (
        <CategoryRow
          key={category.id}
          category={category}
          alert={alerts.find((alert) => alert.categoryId === category.id)}
          isPro={isPro}
          onAlert={onAlert}
          onEdit={onEdit}
          onBudget={onBudget}
          onDelete={onDelete}
        />
      ))}
    </Stack>
  );
}
