import type {
  BudgetChangeDto,
  BudgetSuggestionDto,
  BudgetSuggestionsDto,
  CategoryDto,
  CategorySummaryDto,
  CategoryType,
  CreateCategoryDto,
  UpdateCategoryDto,
} from '../generated/types.gen';

export type {
  BudgetChangeDto as BudgetChange,
  BudgetSuggestionDto as BudgetSuggestion,
  BudgetSuggestionsDto as BudgetSuggestions,
  CategoryDto as Category,
  CategorySummaryDto as CategorySummary,
  CategoryType,
  CreateCategoryDto as CreateCategoryRequest,
  UpdateCategoryDto as UpdateCategoryRequest,
};
