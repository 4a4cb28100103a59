import { type FormEvent, useState } from 'react';
import { ApiError } from './api-client.ts';

/**
 * The message to show under each field after a failed submit: the server sends a list per field and
 * the first one is shown (docs/features/forms-and-errors.md#field-errors). Anything but a
 * validation failure has none.
 */
export function firstFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}

/** The values of a form's named text fields, trimmed; empty optional fields are left out. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim();
  }
  return values;
}

/**
 * firstFieldErrors for a form, less the fields edited since: a message goes as soon as the
 * shopper changes what it is about, rather than staying until the next submit. `onInput` goes
 * on the form, and sees every named field in it.
 */
export function useFieldErrors(error: unknown): {
  errors: Record<string, string>;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
} {
  const [edited, setEdited] = useState<{ error: unknown; names: ReadonlySet<string> }>({ error, names: new Set() });
  // A new failure brings all its messages back.
  const names = edited.error === error ? edited.names : new Set<string>();
  const all = firstFieldErrors(error);
  const errors = Object.fromEntries(Object.entries(all).filter(([field]) => !names.has(field)));
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (name && name in errors) setEdited({ error, names: new Set(names).add(name) });
  };
  return { errors, onInput };
}

/** A failure's message when no field carries one (the network, a refusal of the whole form), else null. */
export function generalError(error: unknown): string | null {
  return error instanceof Error && Object.keys(firstFieldErrors(error)).length === 0 ? error.message : null;
}

/** What a form component takes from the mutation behind it. */
export interface MutationFormProps<Values> {
  pending: boolean;
  /** The last submit's failure: field messages go under their fields, anything else below the form. */
  error: unknown;
  onSubmit: (values: Values) => void;
}
