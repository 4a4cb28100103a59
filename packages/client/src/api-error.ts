/** A failed call: the HTTP status, the server's message and its per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/** The message a call fails with when no answer came back at all. */
export const NETWORK_ERROR = 'Network error. Check your connection and try again.';
