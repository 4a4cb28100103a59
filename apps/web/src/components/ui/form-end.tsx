import { useT } from '../../lib/i18n.ts';
import { Button } from '@souk/ui/button';

interface FormEndProps {
  /** A failure no field carries (already translated), shown above the button. */
  message: string | null | undefined;
  pending: boolean;
  /** The submit button's label, already translated; it reads Processing while `pending`. */
  label: string;
}

/** The end of a one-column form: what went wrong outside its fields, then its submit button. */
export function FormEnd({ message, pending, label }: FormEndProps) {
  const t = useT();
  return (
    <>
      {message ? (
        <p role="alert" className="text-sm text-rose-700">
          {message}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:min-w-40">
        {pending ? t('Processing') : label}
      </Button>
    </>
  );
}
