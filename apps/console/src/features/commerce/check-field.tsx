import { type ComponentProps, useId } from 'react';

/** A labelled checkbox with a line of help under it, and its error (from the server's refusal) under that. */
export function CheckField({
  label,
  hint,
  error,
  ...input
}: ComponentProps<'input'> & { label: string; hint?: string | undefined; error?: string | undefined }) {
  const id = useId();
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 shrink-0"
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="ms-6 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} dir="auto" className="ms-6 mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
