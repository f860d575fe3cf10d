import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
  registerDecorator,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';

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

// A body without an identifier is a registration (send-otp and verify-otp alike).
const isRegistration = (body: object) => (body as Body).identifier === undefined;

type RegistrationFieldOptions = { description: string; maxLength: number; example?: string };

/**
 * A string field required in registration bodies. Listed bottom-up: applyDecorators applies in
 * order, and the pipe reports the top-most failing decorator (here: "<field> is required").
 */
export function RegistrationField({ description, maxLength, example }: RegistrationFieldOptions) {
  return (target: object, propertyName: string) => {
    applyDecorators(
      MaxLength(maxLength, { message: `${propertyName} must be at most ${maxLength} characters` }),
      IsString({ message: `${propertyName} must be a string` }),
      IsNotEmpty({ message: `${propertyName} is required` }),
      ValidateIf(isRegistration),
      ApiPropertyOptional({ description, ...(example ? { example } : {}), maxLength }),
    )(target, propertyName);
  };
}

/** The 6-digit code of a verify body (sign-in, registration, a new contact, account deletion). */
export function CodeField(description = 'The 6-digit code'): PropertyDecorator {
  return applyDecorators(
    Matches(/^\d{6}$/, { message: 'code must be exactly 6 digits' }),
    IsString({ message: 'code must be exactly 6 digits' }),
    ApiProperty({ description, example: '123456', pattern: '^\\d{6}$' }),
  );
}
