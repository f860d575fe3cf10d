import type { FocusEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { messagesResolver, textFieldProps } from '@sikalens/shared-ui';
import type { FieldErrors } from '../utils/validation';

// The sign-in, registration and profile forms. Errors show once the user has tried to submit, or
// after leaving a field they typed in, so an untouched form is not covered in 'Required'; from
// then on a field's message follows the typing ('onTouched', with the blur rule below).
export function useValidatedForm<T extends FieldValues>(
  defaultValues: DefaultValues<T>,
  check: (values: T) => FieldErrors<T>,
) {
  return useForm<T>({
    defaultValues,
    mode: 'onTouched',
    resolver: messagesResolver(check),
    // Focus stays where the user is when a submit is refused.
    shouldFocusError: false,
  });
}

type BlurEvent = FocusEvent<HTMLInputElement | HTMLTextAreaElement>;

// A registered TextField of such a form: leaving it empty does not count as touching it.
export function validatedFieldProps<N extends string>(registration: UseFormRegisterReturn<N>) {
  const props = textFieldProps(registration);
  return {
    ...props,
    onBlur: (event: BlurEvent) => {
      if (event.target.value) props.onBlur(event);
    },
  };
}

// The same rule for a Controller's field (one whose typing the form rewrites, such as a phone).
export function blurOnceTyped({ value, onBlur }: { value: string; onBlur: () => void }) {
  return () => {
    if (value) onBlur();
  };
}
