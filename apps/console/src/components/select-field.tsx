import type { ComponentProps } from 'react';
import { CONTROL, Field } from './field.tsx';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string | undefined;
  options: ReadonlyArray<{ id: number; name: string }>;
  /** The first, empty choice's words ("None", "Choose…"). */
  empty: string;
};

/** A labelled choice among named things (by id), with its error under it. */
export function SelectField({ label, error, className, options, empty, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <select className={CONTROL} {...control} {...select}>
          <option value="">{empty}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
