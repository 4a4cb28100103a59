import { ApiError } from '@souk/client';

/** Whether a failure names fields: a refused form, whose messages go under those fields. */
export function hasFieldErrors(error: unknown): error is ApiError {
  return error instanceof ApiError && Object.keys(error.errors).length > 0;
}
