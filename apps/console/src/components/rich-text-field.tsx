import { lazy, Suspense } from 'react';
import { CONTROL, Field } from './field.tsx';
import type { RichTextLabels } from './rich-text-editor.tsx';

const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then(({ RichTextEditor }) => ({ default: RichTextEditor })),
);

/** A labelled rich-text field with its error under it; a plain box stands in while the editor loads. */
export function RichTextField({
  label,
  error,
  className,
  value,
  onChange,
  onBlur,
  labels,
}: {
  label: string;
  error?: string | undefined;
  className?: string | undefined;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labels: RichTextLabels;
}) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <Suspense fallback={<div className={`${CONTROL} min-h-52`} aria-busy="true" />}>
          <RichTextEditor
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            control={control}
            label={label}
            labels={labels}
          />
        </Suspense>
      )}
    </Field>
  );
}
