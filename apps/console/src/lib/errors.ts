import { ApiError } from '@souk/client';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';

/** Whether a failure names fields: a refused form, whose messages go under those fields. */
export function hasFieldErrors(error: unknown): error is ApiError {
  return error instanceof ApiError && Object.keys(error.errors).length > 0;
}

/**
 * A form's refused save: each message the server gave goes under the field it names (the first
 * of them focused) and a toast says to fix them (`fixErrors`, translated); any other failure is
 * a toast of its own message.
 */
export function showSaveFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fixErrors: string,
): void {
  if (!hasFieldErrors(error)) {
    toast.error(error instanceof Error ? error.message : String(error));
    return;
  }
  // Only the first is focused: focusing each in turn would leave the focus on the last, and a
  // form that checks a field as the focus leaves it would wipe the server's message off the rest.
  Object.entries(error.errors).forEach(([field, messages], index) => {
    setError(field as FieldPath<T>, { message: messages[0] }, { shouldFocus: index === 0 });
  });
  toast.error(fixErrors);
}

/** The first message the server gave for a field, for errors shown under it. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.errors[field]?.[0] : undefined;
}
