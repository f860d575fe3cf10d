import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { EllipsisVertical, Plus, RotateCcw, Sparkles } from 'lucide-react';
import { useSearchParams } from '@sikalens/router';
import {
  errorMessage,
  useBudgetAlerts,
  useCategories,
  useDeleteCategory,
  useUncategorisedCount,
  type Category,
  type CategoryType,
} from '@sikalens/api-client';
import {
  PageHeader,
  useAuth,
  useShell,
  useToast,
  ListSkeleton,
  LoadError,
  lazyDialog,
} from '@sikalens/shared-ui';
import { useRestoreDefaults } from '../hooks/useRestoreDefaults';
import { deletedText } from '../utils/category-text';
import type { CategoryDialogTarget } from './CategoryFormDialog';
import { CategoryList } from './CategoryList';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import { UncategorizedEntry } from './UncategorizedEntry';

// Loaded when first opened (lazyDialog), with their form library.
const CategoryFormDialog = lazyDialog(
  async () => (await import('./CategoryFormDialog')).CategoryFormDialog,
  ({ target }) => target !== null,
);
const BudgetAlertDialog = lazyDialog(
  async () => (await import('./BudgetAlertDialog')).BudgetAlertDialog,
);
const DefaultBudgetDialog = lazyDialog(
  async () => (await import('./DefaultBudgetDialog')).DefaultBudgetDialog,
  ({ category }) => category !== null,
);
const SmartBudgetsDialog = lazyDialog(
  async () => (await import('./SmartBudgetsDialog')).SmartBudgetsDialog,
);

// /categories?smart=1 opens Smart Budgets (the dashboard's "Set Smart Budgets" links here).
const SMART_PARAM = 'smart';

const TABS: { type: CategoryType; label: string }[] = [
  { type: 'expense', label: 'Expense Categories' },
  { type: 'income', label: 'Income Categories' },
];

export function CategoriesPage() {
  const categories = useCategories();
  const uncategorized = useUncategorisedCount();
  const deleteCategory = useDeleteCategory();
  const { restore, restoring } = useRestoreDefaults();
  const { toast } = useToast();
  const [tab, setTab] = useState<CategoryType>('expense');
  const [dialog, setDialog] = useState<CategoryDialogTarget | null>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [alertFor, setAlertFor] = useState<Category | null>(null);
  const [budgetFor, setBudgetFor] = useState<Category | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const smartFromLink = searchParams.get(SMART_PARAM) === '1';
  const [smartOpen, setSmartOpen] = useState(false);
  // Closing takes the parameter away (replacing the entry), so a reload does not open it again.
  const closeSmart = () => {
    setSmartOpen(false);
    if (smartFromLink) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SMART_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  };
  const isPro = !!useAuth().user?.isPro;
  const { openUpgradeDialog } = useShell();
  // Custom budget alerts are Pro: a free user's bell offers the upgrade and asks the API nothing.
  const alerts = useBudgetAlerts({ enabled: isPro });
  const alertList = alerts.data ?? [];
  const openAlert = (category: Category) => {
    if (isPro) setAlertFor(category);
    else openUpgradeDialog();
  };

  const all = categories.data ?? [];
  const ofType = (type: CategoryType) => all.filter((category) => category.type === type);

  const confirmDelete = (category: Category) => {
    deleteCategory.mutate(category.id, {
      onSuccess: (uncategorised) =>
        toast({
          title: 'Category deleted successfully',
          description: deletedText(category.name, uncategorised),
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Failed to delete category',
          description: errorMessage(error),
          variant: 'destructive',
        }),
      onSettled: () => setToDelete(null),
    });
  };

  const addCategory = () => setDialog({ mode: 'create', type: tab });

  return (
    <>
      <PageHeader
        title="Categories"
        subtitle="Expense and income categories, with monthly budgets."
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<Plus size={18} />}
              onClick={addCategory}
              sx={{ minHeight: 44 }}
            >
              Add Category
            </Button>
            <IconButton
              aria-label="More category actions"
              aria-haspopup="menu"
              aria-controls={menuAnchor ? 'categories-menu' : undefined}
              aria-expanded={menuAnchor ? true : undefined}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              sx={{ width: 44, height: 44, border: 1, borderColor: 'divider' }}
            >
              <EllipsisVertical size={18} />
            </IconButton>
            <Menu
              id="categories-menu"
              anchorEl={menuAnchor}
              open={!!menuAnchor}
              onClose={() => setMenuAnchor(null)}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
              <MenuItem
                disabled={restoring}
                onClick={() => {
                  setMenuAnchor(null);
                  restore();
                }}
                sx={{ minHeight: 44 }}
              >
                <ListItemIcon>
                  <RotateCcw size={18} />
                </ListItemIcon>
                <ListItemText>Restore default categories</ListItemText>
              </MenuItem>
            </Menu>
          </>
        }
      />
      <UncategorizedEntry count={uncategorized.data} loading={uncategorized.isPending} />
      <Tabs
        value={tab}
        onChange={(_event, value: CategoryType) => setTab(value)}
        variant="fullWidth"
        aria-label="Category types"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ type, label }) => (
          <Tab
            key={type}
            value={type}
            id={`categories-tab-${type}`}
            aria-controls={`categories-panel-${type}`}
            label={categories.data ? `${label} (${ofType(type).length})` : label}
            sx={{ minHeight: 48, px: 1 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`categories-panel-${tab}`} aria-labelledby={`categories-tab-${tab}`}>
        {tab === 'expense' ? (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 1,
              mb: 2,
            }}
          >
            <Typography variant="body2" color="text.secondary">
              Let your spending suggest a monthly budget for each category.
            </Typography>
            <Button
              variant="outlined"
              startIcon={<Sparkles size={18} />}
              onClick={() => setSmartOpen(true)}
              sx={{ minHeight: 44 }}
            >
              Smart Budgets
            </Button>
          </Box>
        ) : null}
        {categories.isLoading ? (
          <ListSkeleton label="Loading categories" rows={3} rowHeight={72} />
        ) : categories.isError && !categories.data ? (
          <LoadError onRetry={() => void categories.refetch()}>
            Could not load your categories. {errorMessage(categories.error)}
          </LoadError>
        ) : (
          <CategoryList
            type={tab}
            categories={ofType(tab)}
            alerts={alertList}
            isPro={isPro}
            onAlert={openAlert}
            onAdd={addCategory}
            onEdit={(category) => setDialog({ mode: 'edit', category })}
            onBudget={setBudgetFor}
            onDelete={setToDelete}
            onRestoreDefaults={restore}
            restoring={restoring}
          />
        )}
      </Box>
      <CategoryFormDialog target={dialog} onClose={() => setDialog(null)} />
      <DefaultBudgetDialog category={budgetFor} onClose={() => setBudgetFor(null)} />
      <SmartBudgetsDialog open={smartOpen || smartFromLink} onClose={closeSmart} />
      {alertFor?.monthlyBudget ? (
        <BudgetAlertDialog
          key={alertFor.id}
          category={{ ...alertFor, monthlyBudget: alertFor.monthlyBudget }}
          alert={alertList.find((alert) => alert.categoryId === alertFor.id)}
          onClose={() => setAlertFor(null)}
        />
      ) : null}
      <DeleteCategoryDialog
        category={toDelete}
        deleting={deleteCategory.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
