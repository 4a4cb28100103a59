import clsx from 'clsx';
import type { SelectHTMLAttributes } from 'react';
import { FieldError } from './text-field.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  id: string;
  /** Already translated. */
  label: string;
  /** The first option, standing for "nothing chosen" (value ''). */
  placeholder: string;
  options: ReadonlyArray<{ id: number; name: string }>;
  /** The first server message for this field: shown under it, with a red border. */
  error?: string | undefined;
}

/** A labelled select of named options, with a "nothing chosen" first option and its error underneath. */
export function SelectField({ id, label, placeholder, options, error, className, ...props }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          'w-full rounded-md border bg-white px-3 py-2 text-sm outline-none focus:ring-2',
          error ? 'border-rose-500 focus:ring-rose-600' : 'border-slate-300 focus:ring-primary-600',
        )}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
