import { useForm } from 'react-hook-form';
import { changeHandler, messagesResolver, textFieldProps } from '@sikalens/shared-ui';
import { fieldOfServerError } from '@sikalens/api-client';
import {
  validateCategoryForm,
  type CategoryField,
  type CategoryForm,
} from '../utils/category-form';

type Options = { withBudget: boolean; fields: readonly CategoryField[] };

// A category form (the categories screen's and the categorise screen's). Checked when sent; a
// message stays until its field is edited, and the form is checked again only when sent. The
// API's refusal shows under its field, or above the form when no field of this form is to blame.
export function useCategoryForm(defaultValues: CategoryForm, { withBudget, fields }: Options) {
  const form = useForm<CategoryForm>({
    defaultValues,
    resolver: messagesResolver((values) => validateCategoryForm(values, { withBudget })),
    reValidateMode: 'onSubmit',
    // Focus stays where the user is when a submit is refused.
    shouldFocusError: false,
  });
  const { register, clearErrors, setError, formState } = form;
  const { errors } = formState;

  // Editing a field takes its message away, and the one above the form.
  const edited = (field: CategoryField) => {
    if (errors[field]) clearErrors(field);
    if (errors.root) clearErrors('root');
  };

  // A text box of the form (uncontrolled, registered).
  const textField = (field: 'name' | 'monthlyBudget') =>
    textFieldProps(register(field, { onChange: () => edited(field) }));

  // A Controller's onChange for the pickers and the type switch.
  const changeOf = changeHandler<CategoryField>(edited);

  const showServerError = (error: unknown, message: string) => {
    const field = fieldOfServerError(error, fields);
    if (field) setError(field, { type: 'server', message });
    else setError('root.server', { type: 'server', message });
  };

  return {
    ...form,
    errors,
    formError: errors.root?.server?.message,
    textField,
    changeOf,
    showServerError,
  };
}
