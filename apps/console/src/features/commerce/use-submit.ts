import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * A commerce form's submit: `save` runs with the values the form's own checks passed. The
 * server's refusal lands under the fields it names (`onForm` renames them where the form names
 * them otherwise), and a form its own checks stop says so in a toast.
 */
export function useSubmit<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  save: (values: Out) => Promise<void>,
  onForm: (error: unknown, values: Out) => unknown = (error) => error,
) {
  const { t } = useI18n();
  const fixErrors = t('form.fixErrors');
  return form.handleSubmit(
    async (values) => {
      try {
        await save(values);
      } catch (error) {
        showSaveFailure(onForm(error, values), form.setError, fixErrors);
      }
    },
    () => toast.error(fixErrors),
  );
}
