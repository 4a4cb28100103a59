import { type ReactNode, useId } from 'react';

/** What a control needs to be tied to its label and its error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label above a control and the control's error under it, tied together for screen readers. */
export function Field({
  label,
  error,
  className,
  children,
}: {
  label: string;
  error?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} dir="auto" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The look every text control shares. */
export const CONTROL =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm aria-invalid:border-red-600 [&[type=color]]:h-10 [&[type=color]]:p-1';
