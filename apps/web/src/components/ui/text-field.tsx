import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  /** The first server message for this field: shown under it, with a red border. */
  error?: string | undefined;
  multiline?: boolean;
  /** Drawn inside the input's end edge, such as a show/hide password toggle. */
  trailing?: ReactNode;
  /** Drawn before the input as an attached box, such as a phone's '+code'. */
  leading?: ReactNode;
}

/** A labelled text input or text area with its error message underneath. */
export function TextField({ name, label, error, multiline, trailing, leading, className, ...props }: TextFieldProps) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const control = clsx(
    'w-full rounded-md border bg-white px-3 py-2 text-sm outline-none focus:ring-2',
    trailing && 'pe-10',
    leading && 'rounded-s-none',
    error ? 'border-rose-500 focus:ring-rose-600' : 'border-slate-300 focus:border-primary-600 focus:ring-primary-600',
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
      ) : leading ? (
        // The wrapper takes the input's direction, so a '+code' stays before an ltr phone number in rtl.
        <div className="flex" dir={props.dir}>
          <span
            dir="ltr"
            className="inline-flex shrink-0 items-center rounded-s-md border border-e-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-700"
          >
            {leading}
          </span>
          <input {...shared} {...props} className={control} />
        </div>
      ) : trailing ? (
        // Same direction as the input, so the toggle sits over the input's end padding in rtl too.
        <div className="relative" dir={props.dir}>
          <input {...shared} {...props} className={control} />
          <div className="absolute inset-y-0 end-0 flex items-center pe-1">{trailing}</div>
        </div>
      ) : (
        <input {...shared} {...props} className={control} />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's first server message, under it; `id` is what the field's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-rose-700">
      {error}
    </p>
  );
}
