import clsx from 'clsx';
import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  /** The first server message for this field: shown under it, with a red border. */
  error?: string | undefined;
  multiline?: boolean;
}

/** A labelled text input or text area with its error message underneath. */
export function TextField({ name, label, error, multiline, className, ...props }: TextFieldProps) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const control = clsx(
    'w-full rounded-md border bg-white px-3 py-2 text-sm outline-none focus:ring-2',
    error ? 'border-rose-500 focus:ring-rose-200' : 'border-slate-300 focus:border-primary-600 focus:ring-primary-100',
  );
  const shared = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} className={control} />
      ) : (
        <input {...shared} {...props} className={control} />
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
