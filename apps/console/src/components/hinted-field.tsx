import { type ComponentProps, useId } from 'react';
import { CONTROL, Field } from './field.tsx';

/** A text field with a line of help under it, read with the field (its error first). */
export function HintedField({
  hint,
  label,
  error,
  className,
  ...input
}: ComponentProps<'input'> & { label: string; hint: string; error?: string | undefined }) {
  const hintId = useId();
  return (
    <div className={className}>
      <Field label={label} error={error}>
        {(control) => (
          <input
            className={CONTROL}
            {...control}
            aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
            {...input}
          />
        )}
      </Field>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
