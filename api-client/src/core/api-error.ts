// Spec section 8: the message is the body's `error` field, else 'HTTP {status}', else
// 'Unknown error'; `detail` keeps '{status}: {body text or status text}'. `field` is the request
// property a refusal is about (`items.0.amount` of a 400 VALIDATION_FAILED, a taken `phone`), for
// marking that form field.
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly detail: string;
  readonly field?: string;
  // A refusal that says when to ask again (429 with Retry-After): whole seconds from when it came.
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    message: string,
    code: string | null,
    detail: string,
    field?: string,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    if (field !== undefined) this.field = field;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}

// Retry-After in whole seconds (the API sends seconds, never an HTTP date); undefined without one.
function retryAfterOf(response: Response | undefined): number | undefined {
  const header = response?.headers?.get?.('retry-after');
  if (!header || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

type ErrorBody = { error?: unknown; code?: unknown; field?: unknown };

export function toApiError(body: unknown, response: Response | undefined): ApiError {
  const status = response?.status ?? 0;
  const parsed: ErrorBody | null = typeof body === 'object' && body !== null ? body : null;
  const text = typeof body === 'string' ? body : parsed ? JSON.stringify(parsed) : '';
  const detail = `${status}: ${text || response?.statusText || ''}`.trim();
  const message =
    typeof parsed?.error === 'string' && parsed.error
      ? parsed.error
      : status
        ? `HTTP ${status}`
        : 'Unknown error';
  const code = typeof parsed?.code === 'string' ? parsed.code : null;
  const field = typeof parsed?.field === 'string' && parsed.field ? parsed.field : undefined;
  return new ApiError(status, message, code, detail, field, retryAfterOf(response));
}

export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

// Which of a form's fields a refusal from the API is about (the body's `field`), so its message
// shows under that field rather than in a toast; null when the refusal names none of them.
export function fieldOfServerError<F extends string>(
  error: unknown,
  fields: readonly F[],
): F | null {
  if (!(error instanceof ApiError)) return null;
  return fields.find((field) => field === error.field) ?? null;
}
