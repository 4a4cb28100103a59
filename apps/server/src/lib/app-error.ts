/**
 * The one error type of the server. Routes and services throw it; the error handler turns it
 * into the reference envelope `{ message, errors? }` (plus any headers, such as Retry-After).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** Sent as the envelope's `data` (e.g. the new totals beside a refused place-order). */
    readonly data?: unknown,
  ) {
    super(message);
  }

  /** The reference envelope this error is answered with. */
  body(): { message: string; errors?: Record<string, string[]>; data?: unknown } {
    return {
      message: this.message,
      ...(this.fieldErrors ? { errors: this.fieldErrors } : {}),
      ...(this.data !== undefined ? { data: this.data } : {}),
    };
  }

  static notFound(what = 'Resource'): AppError {
    return new AppError(404, `${what} not found.`);
  }

  static unauthenticated(): AppError {
    return new AppError(401, 'Unauthenticated.');
  }

  static validation(field: string, message: string): AppError {
    return new AppError(422, message, { [field]: [message] });
  }

  /** Several fields at once; the first message becomes the envelope's message. */
  static fields(errors: Record<string, string[]>): AppError {
    return new AppError(422, Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors);
  }

  /** 429 with Retry-After in whole seconds (at least 1). */
  static tooManyRequests(message: (seconds: number) => string, retryAfterMs: number): AppError {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return new AppError(429, message(seconds), undefined, { 'retry-after': String(seconds) });
  }
}
