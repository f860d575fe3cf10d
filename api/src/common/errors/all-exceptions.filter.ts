import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Response } from 'express';
import { isUnstorableText, isValueTooLong } from '../database/pg-errors';
import { AppError } from './app-error';
import { CommonErrorCode, INTERNAL_ERROR_MESSAGE } from './common.errors';

type Body = { error: string; code: string; field?: string };

// PostgreSQL's answers to text it cannot store: a NUL in a text value (22021) or a \u0000 in jsonb
// (22P05). Free-text fields refuse these first (FreeText); this keeps any field that slips
// through a 400 instead of a 500.
export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains characters that are not allowed (control characters).';
// A value longer than its column (22001): validators count user-perceived characters, PostgreSQL
// counts code points (an emoji with a variation selector is one and two).
const TOO_LONG_MESSAGE = 'A text field in the request is too long.';

const CODE_BY_STATUS: Record<number, string> = {
  400: CommonErrorCode.VALIDATION_FAILED,
  401: CommonErrorCode.UNAUTHORIZED,
  403: 'FORBIDDEN',
  404: CommonErrorCode.NOT_FOUND,
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: CommonErrorCode.RATE_LIMITED,
};

// The one place errors become responses: { error, code } (and `field` on a refusal about one
// field of the request: a validation failure, a taken phone, a duplicate name) with the right
// status.
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const { status, body, headers } = this.toResponse(exception);
    if (isUnstorableText(exception)) {
      // Worth fixing where it came from (that field should use FreeText). PostgreSQL's message
      // names the problem, never the value.
      this.logger.warn(`Refused text PostgreSQL cannot store: ${(exception as Error).message}`);
    }
    if (status >= 500) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.status(status).json(body);
  }

  private toResponse(exception: unknown): {
    status: number;
    body: Body;
    headers: Record<string, string>;
  } {
    if (exception instanceof AppError) {
      const error =
        exception.status >= 500 && exception.code === CommonErrorCode.INTERNAL_ERROR
          ? INTERNAL_ERROR_MESSAGE
          : exception.message;
      return {
        status: exception.status,
        body:
          exception.field === undefined
            ? { error, code: exception.code }
            : { error, code: exception.code, field: exception.field },
        headers: exception.headers,
      };
    }
    if (isUnstorableText(exception)) {
      return {
        status: HttpStatus.BAD_REQUEST,
        body: { error: UNSTORABLE_TEXT_MESSAGE, code: CommonErrorCode.VALIDATION_FAILED },
        headers: {},
      };
    }
    if (isValueTooLong(exception)) {
      return {
        status: HttpStatus.BAD_REQUEST,
        body: { error: TOO_LONG_MESSAGE, code: CommonErrorCode.VALIDATION_FAILED },
        headers: {},
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500) {
        return {
          status,
          body: { error: INTERNAL_ERROR_MESSAGE, code: CommonErrorCode.INTERNAL_ERROR },
          headers: {},
        };
      }
      const code = CODE_BY_STATUS[status] ?? 'HTTP_ERROR';
      return { status, body: { error: this.messageOf(exception, status), code }, headers: {} };
    }
    // Body-parser errors (malformed JSON, too large) carry a status but are not HttpExceptions.
    const status = (exception as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message =
        status === 400
          ? 'The request body is not valid JSON.'
          : 'The request could not be processed.';
      return {
        status,
        body: { error: message, code: CODE_BY_STATUS[status] ?? 'HTTP_ERROR' },
        headers: {},
      };
    }
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { error: INTERNAL_ERROR_MESSAGE, code: CommonErrorCode.INTERNAL_ERROR },
      headers: {},
    };
  }

  private messageOf(exception: HttpException, status: number): string {
    if (status === 404) return 'The requested resource was not found.';
    if (status === 401) return 'You are not signed in or your session has ended. Sign in again.';
    const response = exception.getResponse();
    if (typeof response === 'string') return response;
    const message = (response as { message?: unknown }).message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    if (typeof message === 'string') return message;
    return exception.message;
  }
}
