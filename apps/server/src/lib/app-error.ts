/**
 * The one error type of the server. Routes and services throw it; the error handler turns it
 * into the reference envelope `{ message, errors? }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
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
}
