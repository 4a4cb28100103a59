import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useDone } from './entry-frame.tsx';

/**
 * How an entry of a list may go: removed (asked again first) while nothing uses it; otherwise
 * `inUse` says why not, with what may be done instead (`instead`).
 */
export function EntryRemoval({
  name,
  back,
  inUse,
  instead,
  remove,
}: {
  name: string;
  back: string;
  inUse: string | undefined;
  instead?: ReactNode;
  remove: { mutate: (input: undefined, options: object) => void; isPending: boolean };
}) {
  const { t } = useI18n();
  const done = useDone();
  return (
    <section aria-labelledby="removal-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="removal-title" className="font-semibold">
        {t('catalogue.remove')}
      </h2>
      {inUse ? (
        <>
          <p className="text-sm text-slate-600">{inUse}</p>
          {instead}
        </>
      ) : (
        <ConfirmButton
          label={t('catalogue.removeNamed', { name })}
          question={t('catalogue.removeConfirm', { name })}
          confirmLabel={t('catalogue.remove')}
          icon={<Trash2 aria-hidden className="size-4" />}
          pending={remove.isPending}
          onConfirm={(close) =>
            remove.mutate(undefined, {
              onSuccess: () => done('catalogue.removed', name, back),
              onError: (error: Error) => toast.error(error.message),
              onSettled: close,
            })
          }
        />
      )}
    </section>
  );
}
