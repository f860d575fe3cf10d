import { registerDecorator, type ValidationArguments } from 'class-validator';

/** class-transformer hook: trims strings and leaves anything else for the validators to refuse. */
export const trim = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

type Body = Record<string, unknown>;

/** True when any of these fields is present (null counts: it is not a missing field). */
export const hasAny = (body: object, fields: readonly string[]) =>
  fields.some((field) => (body as Body)[field] !== undefined);

/**
 * The property may not be sent together with any of `others`. Declare it top-most on the property,
 * so a mixed body is refused with this message (the pipe reports the top-most failure) instead of
 * reaching the service, which tells the two shapes apart by identifier alone.
 */
export function NotWith(others: readonly string[], message: string): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'notWith',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === undefined || !hasAny(args.object, others),
      },
    });
  };
}
