import { useCallback, useState } from 'react';
import {
  fieldOfServerError,
  validateCategoryForm,
  type CategoryField,
  type CategoryForm,
  type CategoryFormErrors,
} from '../utils/category-form';

type Options = { withBudget: boolean; fields: readonly CategoryField[] };

// A category form's values and messages: checked before sending, and the API's refusal shown
// under its field (or above the form when no field of this form is to blame).
export function useCategoryForm(initial: () => CategoryForm, { withBudget, fields }: Options) {
  const [form, setForm] = useState<CategoryForm>(initial);
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setField = useCallback((field: CategoryField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  }, []);

  const reset = (next: CategoryForm) => {
    setForm(next);
    setErrors({});
    setFormError(null);
  };

  // True when the form may be sent.
  const check = (): boolean => {
    const found = validateCategoryForm(form, { withBudget });
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const showServerError = (error: unknown, message: string) => {
    const field = fieldOfServerError(error);
    if (field && fields.includes(field)) setErrors({ [field]: message });
    else setFormError(message);
  };

  return { form, errors, formError, setField, reset, check, showServerError };
}
