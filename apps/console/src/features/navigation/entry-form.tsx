import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { SaveBar } from '../../components/save-bar.tsx';
import { showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** A form's group of fields. */
const SECTION = 'space-y-4 rounded-lg border border-slate-200 bg-white p-4';

/**
 * An entry's form: its fields under `legend`, then the save button. Values the form accepts go
 * to `save`, whose refusals land under the fields they name; values it refuses say to fix them.
 */
export function EntryForm<Body extends FieldValues, Values>({
  form,
  legend,
  save,
  saving,
  children,
}: {
  form: UseFormReturn<Body, unknown, Values>;
  legend: string;
  save: (values: Values) => Promise<unknown>;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const submit = form.handleSubmit(
    (values) => save(values).catch((error: unknown) => showSaveFailure(error, form.setError, t('form.fixErrors'))),
    () => toast.error(t('form.fixErrors')),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{legend}</legend>
        {children}
      </fieldset>
      <SaveBar saving={saving} label={t('navigation.save')} savingLabel={t('navigation.saving')} />
    </form>
  );
}
