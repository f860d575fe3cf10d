import {
  createCategory,
  deleteCategory,
  listCategories,
  restoreDefaultCategories,
  updateCategory,
} from '../generated/sdk.gen';
import type {
  CategoryDto,
  CategorySummaryDto,
  CategoryType,
  CreateCategoryDto,
  UpdateCategoryDto,
} from '../generated/types.gen';
import { configureApiClient } from '../core/configure';

export type {
  CategoryDto as Category,
  CategorySummaryDto as CategorySummary,
  CategoryType,
  CreateCategoryDto as CreateCategoryRequest,
  UpdateCategoryDto as UpdateCategoryRequest,
};

configureApiClient();

export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

export const categoriesApi = {
  list: async (): Promise<CategoryDto[]> => {
    const { data } = await listCategories({ throwOnError: true });
    return data;
  },
  create: async (body: CreateCategoryDto): Promise<CategoryDto> => {
    const { data } = await createCategory({ body, throwOnError: true });
    return data;
  },
  update: async (id: string, body: UpdateCategoryDto): Promise<CategoryDto> => {
    const { data } = await updateCategory({ path: { id }, body, throwOnError: true });
    return data;
  },
  // How many of its transactions became uncategorised.
  remove: async (id: string): Promise<number> => {
    const { data } = await deleteCategory({ path: { id }, throwOnError: true });
    return data.uncategorisedCount;
  },
  restoreDefaults: async (): Promise<number> => {
    const { data } = await restoreDefaultCategories({ throwOnError: true });
    return data.createdCount;
  },
};
