import { useState } from 'react';
import { hasErrors, type FieldErrors } from '../utils/validation';

type Values = Record<string, string>;

// Errors show once the user has tried to submit, or after leaving a field they typed in,
// so an untouched form is not covered in 'Required'.
export function useValidatedForm<T extends Values>(
  values: T,
  validate: (values: T) => FieldErrors<T>,
) {
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);

  const errorFor = (field: keyof T): string | undefined =>
    submitted || touched[field] ? errors[field] : undefined;

  const touch = (field: keyof T) => {
    if (values[field]) setTouched((current) => ({ ...current, [field]: true }));
  };

  // Returns whether the values may be sent.
  const attemptSubmit = (): boolean => {
    setSubmitted(true);
    return !hasErrors(errors);
  };

  return { errorFor, touch, attemptSubmit };
}
