import {
  INVALID_EMAIL,
  INVALID_PHONE,
  REQUIRED,
  isEmail,
  type FieldErrors,
} from '../../login/utils/validation';

export type NameValues = { firstName: string; lastName: string };
export type ContactKind = 'phone' | 'email';
export type ContactValues = { value: string };

// The API's limit on a name, said before it is sent.
const NAME_MAX = 100;
export const NAME_TOO_LONG = `At most ${NAME_MAX} characters`;

function nameError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return REQUIRED;
  if (trimmed.length > NAME_MAX) return NAME_TOO_LONG;
  return undefined;
}

export function validateNames(values: NameValues): FieldErrors<NameValues> {
  const errors: FieldErrors<NameValues> = {};
  const first = nameError(values.firstName);
  const last = nameError(values.lastName);
  if (first) errors.firstName = first;
  if (last) errors.lastName = last;
  return errors;
}

// A new phone is typed as the 9 digits after +233, as on registration.
export function validateContact(kind: ContactKind) {
  return (values: ContactValues): FieldErrors<ContactValues> => {
    const value = values.value.trim();
    if (!value) return { value: REQUIRED };
    if (kind === 'phone' && !/^\d{9}$/.test(value)) return { value: INVALID_PHONE };
    if (kind === 'email' && !isEmail(value)) return { value: INVALID_EMAIL };
    return {};
  };
}
