import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../core/api-error';
import { useSignedIn } from '../auth/session';
import {
  invalidateCategorisedData,
  useApplyCategoryToSimilar,
  useSetTransactionCategory,
} from '../transactions/hooks';
import { categoriesApi, categoryKeys, type UpdateCategoryRequest } from './categories-api';

export function useCategories() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: categoryKeys.list(),
    queryFn: categoriesApi.list,
    enabled: signedIn,
  });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: categoriesApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCategoryRequest }) =>
      categoriesApi.update(id, body),
    // Names, colours and icons show on transaction rows too.
    onSuccess: () => invalidateCategorisedData(queryClient),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: categoriesApi.remove,
    // Its transactions are uncategorised now.
    onSuccess: () => invalidateCategorisedData(queryClient),
  });
}

export function useRestoreDefaultCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: categoriesApi.restoreDefaults,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
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
