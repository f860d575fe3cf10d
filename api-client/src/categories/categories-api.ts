import type {
  CategoryDto,
  CategorySummaryDto,
  CategoryType,
  CreateCategoryDto,
  UpdateCategoryDto,
} from '../generated/types.gen';

export type {
  CategoryDto as Category,
  CategorySummaryDto as CategorySummary,
  CategoryType,
  CreateCategoryDto as CreateCategoryRequest,
  UpdateCategoryDto as UpdateCategoryRequest,
};
