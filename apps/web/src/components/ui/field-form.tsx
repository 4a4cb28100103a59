import clsx from 'clsx';
import { useT } from '../../lib/i18n.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useFieldErrors, formValues, generalError } from '../../lib/form.ts';
import { Button } from '@souk/ui/button';
import { TextField } from './text-field.tsx';

export interface FieldSpec {
  name: string;
  /** Already translated. */
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  optional?: boolean;
  /** Spans both columns on wide screens. */
  wide?: boolean;
}

interface FieldFormProps {
  fields: readonly FieldSpec[];
  submitLabel: string;
  pending: boolean;
  /** The last submit's failure: field messages go under their fields, anything else below the form. */
  error: unknown;
  onSubmit: (values: Record<string, string>, form: HTMLFormElement) => void;
}

/**
 * A plain text form whose rules live on the server: it submits what was typed and shows the
 * server's first message under each field it rejects (docs/features/forms-and-errors.md#field-errors),
 * so there is one set of rules and one wording of them.
 */
export function FieldForm({ fields, submitLabel, pending, error, onSubmit }: FieldFormProps) {
  const t = useT();
  const { errors, onInput } = useFieldErrors(error);
  const general = generalError(error);
  return (
    <form
      onInput={onInput}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(formValues(event.currentTarget), event.currentTarget);
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      {fields.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.optional ? `${field.label} (${t('optional')})` : field.label}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          multiline={field.multiline}
          dir={field.type === 'tel' || field.type === 'email' ? 'ltr' : undefined}
          error={errors[field.name]}
          className={clsx(field.wide && 'sm:col-span-2')}
        />
      ))}
      {general ? (
        <p role="alert" className="text-sm text-rose-700 sm:col-span-2">
          {error instanceof ApiError && error.status === 0 ? t(general) : general}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:min-w-40">
          {pending ? t('Processing') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
