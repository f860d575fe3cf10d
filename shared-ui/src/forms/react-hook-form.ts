import type { ChangeEvent, FocusEvent } from 'react';
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Resolver,
  UseFormRegisterReturn,
} from 'react-hook-form';

// Types only: each app that has forms bundles react-hook-form itself (ADR 0017); shared-ui adds
// nothing to a page that has none.

// A message for each invalid field, as the apps' pure checks return them (validateWalletForm, …).
export type FieldMessages<T> = Partial<Record<keyof T, string>>;

// A pure check as react-hook-form's resolver. The rules stay in the check (and its unit tests);
// the form asks it when sent and, in the modes that say so, when a field changes or loses focus
// (react-hook-form then keeps only that field's message).
export function messagesResolver<T extends FieldValues>(
  check: (values: T) => FieldMessages<T>,
): Resolver<T> {
  return (values) => {
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of Object.entries(check(values))) {
      if (message) errors[name] = { type: 'validate', message };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<T> };
  };
}

type TextFieldEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;
type TextFieldFocusEvent = FocusEvent<HTMLInputElement | HTMLTextAreaElement>;

// register() for an MUI TextField (uncontrolled): the ref goes to the <input> itself (inputRef),
// not the TextField's root <div>, and the handlers' promises are not handed to React.
export function textFieldProps<N extends string>({
  name,
  ref,
  onChange,
  onBlur,
}: UseFormRegisterReturn<N>) {
  return {
    name,
    inputRef: ref,
    onChange: (event: TextFieldEvent) => void onChange(event),
    onBlur: (event: TextFieldFocusEvent) => void onBlur(event),
  };
}

// A Controller's onChange that tells the form the field was edited (to take its message away):
// `changeOf(field)` where the Controller renders `field`.
export function changeHandler<N extends string, V = string>(edited: (name: N) => void) {
  return ({ name, onChange }: { name: N; onChange: (value: V) => void }) =>
    (value: V) => {
      onChange(value);
      edited(name);
    };
}
