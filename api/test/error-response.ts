import type { ArgumentsHost } from '@nestjs/common';
import { AllExceptionsFilter } from '../src/common/errors/all-exceptions.filter';

// The status and body a client gets for an exception, through the same filter as every response.
export function respondTo(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const res = {
    setHeader: () => undefined,
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}
