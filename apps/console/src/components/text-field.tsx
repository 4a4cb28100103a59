import type { ComponentProps } from 'react';
import { CONTROL, Field } from './field.tsx';

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string | undefined };

/** A labelled input with its error under it. */
export function TextField({ label, error, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => <input className={CONTROL} {...control} {...input} />}
    </Field>
  );
}
