import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { validationFailed } from './common.errors';

type Failure = { message: string; field: string };

// The first failing constraint, depth first, with its property path (`items.0.amount`).
function firstFailure(errors: ValidationError[], parent = ''): Failure | null {
  for (const error of errors) {
    const path = parent === '' ? error.property : `${parent}.${error.property}`;
    // class-validator runs the decorator nearest the property first, so the last failure is the
    // top-most decorator: DTOs list the most basic check (shape, presence, type) first.
    const message = Object.values(error.constraints ?? {}).at(-1);
    if (message !== undefined) {
      // class-validator names the property in its own messages; custom messages get the field prefixed.
      return {
        message: message.includes(error.property) ? message : `${path}: ${message}`,
        field: path,
      };
    }
    const nested = firstFailure(error.children ?? [], path);
    if (nested !== null) return nested;
  }
  return null;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // Errors carry neither the object nor the value: a rejected field may be a secret (a statement's
    // password), and nothing downstream should be able to log or echo it.
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const failure = firstFailure(errors);
      return failure === null
        ? validationFailed('The request is not valid.')
        : validationFailed(failure.message, failure.field);
    },
  });
}
