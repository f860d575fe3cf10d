import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { validationFailed } from './common.errors';

function firstMessage(errors: ValidationError[], parent = ''): string | null {
  for (const error of errors) {
    const path = parent === '' ? error.property : `${parent}.${error.property}`;
    const constraints = Object.values(error.constraints ?? {});
    if (constraints[0] !== undefined) {
      // class-validator names the property in its own messages; custom messages get the field prefixed.
      const message = constraints[0];
      return message.includes(error.property) ? message : `${path}: ${message}`;
    }
    const nested = firstMessage(error.children ?? [], path);
    if (nested !== null) return nested;
  }
  return null;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      validationFailed(firstMessage(errors) ?? 'The request is not valid.'),
  });
}
