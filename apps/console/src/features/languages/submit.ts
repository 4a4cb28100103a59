import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { showSaveFailure } from '../../lib/errors.ts';

/**
 * A language form's submit: the values the schema passed go to `save`; what the schema or the
 * server refuses goes under the fields named, with a toast saying so (`fixErrors`, translated).
 */
export function submitWith<Body extends FieldValues, Values>(
  form: UseFormReturn<Body, unknown, Values>,
  fixErrors: string,
  save: (values: Values) => Promise<void>,
) {
  return form.handleSubmit(
    async (values) => {
      try {
        await save(values);
      } catch (error) {
        showSaveFailure(error, form.setError, fixErrors);
      }
    },
    () => toast.error(fixErrors),
  );
}
