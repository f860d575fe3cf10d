import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../core/api-error';
import { apiQueries, send, useApiQuery } from '../core/api-query';
import {
  createCategoryMutation,
  deleteCategoryMutation,
  getBudgetSuggestionsOptions,
  listCategoriesOptions,
  restoreDefaultCategoriesMutation,
  saveBudgetsMutation,
  updateCategoryMutation,
} from '../generated/@tanstack/react-query.gen';
import { INSIGHTS } from '../insights/hooks';
import {
  invalidateCategorisedData,
  useApplyCategoryToSimilar,
  useSetTransactionCategory,
} from '../transactions/hooks';
import type { BudgetChange, CreateCategoryRequest, UpdateCategoryRequest } from './categories-api';

export function useCategories() {
  return useApiQuery(listCategoriesOptions());
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCategoryRequest) => send(createCategoryMutation(), { body }),
    onSuccess: () => queryClient.invalidateQueries(apiQueries('listCategories')),
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCategoryRequest }) =>
      send(updateCategoryMutation(), { path: { id }, body }),
    // Names, colours and icons show on transaction rows too.
    onSuccess: () => invalidateCategorisedData(queryClient),
  });
}

// How many of its transactions became uncategorised.
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await send(deleteCategoryMutation(), { path: { id } })).uncategorisedCount,
    // Its transactions are uncategorised now.
    onSuccess: () => invalidateCategorisedData(queryClient),
  });
}

// Smart Budgets: a budget for each expense category from its last three full months (issue 29).
export function useBudgetSuggestions({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery(getBudgetSuggestionsOptions(), { enabled });
}

// Several budgets at once (all or none): the categories, their budgets on the dashboard and the
// suggestions (each shows the budget now) follow.
export function useSaveBudgets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (budgets: BudgetChange[]) => send(saveBudgetsMutation(), { body: { budgets } }),
    onSuccess: () =>
      queryClient.invalidateQueries(
        apiQueries('listCategories', 'getBudgetSuggestions', ...INSIGHTS),
      ),
  });
}

// How many defaults were created.
export function useRestoreDefaultCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await send(restoreDefaultCategoriesMutation(), {})).createdCount,
    onSuccess: () => queryClient.invalidateQueries(apiQueries('listCategories')),
  });
}

// Everything a transaction's category dialog calls (shared-ui's CategoryEditDialogs): the
// categories to offer, saving the choice, and applying it to the similar payments offered.
export function useCategoryEditing() {
  const categories = useCategories();
  const setCategory = useSetTransactionCategory();
  const applyToSimilar = useApplyCategoryToSimilar();
  return {
    categories,
    saveCategory: (id: string, categoryId: string) =>
      setCategory.mutateAsync({ id, body: { categoryId } }),
    applyToSimilar: applyToSimilar.mutateAsync,
    describeError: errorMessage,
  };
}
