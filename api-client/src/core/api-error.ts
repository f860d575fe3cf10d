// Spec section 8: the message is the body's `error` field, else 'HTTP {status}', else
// 'Unknown error'; `detail` keeps '{status}: {body text or status text}'.
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly detail: string;

  constructor(status: number, message: string, code: string | null, detail: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
  }
}

type ErrorBody = { error?: unknown; code?: unknown };

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
  return new ApiError(status, message, code, detail);
}

export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
