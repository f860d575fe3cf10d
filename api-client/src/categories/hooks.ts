import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readToken } from '../core/token';
import { invalidateCategorisedData } from '../transactions/hooks';
import { categoriesApi, categoryKeys, type UpdateCategoryRequest } from './categories-api';

export function useCategories() {
  return useQuery({
    queryKey: categoryKeys.list(),
    queryFn: categoriesApi.list,
    enabled: !!readToken(),
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
