// A known, user-facing failure: the filter turns it into { error, code } with this status, plus
// `field` when the failure is about one field of the request body.
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
