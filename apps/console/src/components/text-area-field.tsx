import type { ComponentProps } from 'react';
import { CONTROL, Field } from './field.tsx';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string | undefined };

/** A labelled text area with its error under it. */
export function TextAreaField({ label, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => <textarea className={CONTROL} rows={3} {...control} {...textarea} />}
    </Field>
  );
}
