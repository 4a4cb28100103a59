import type { StaffLanguage } from '@souk/contract';
import { toast } from 'sonner';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { SECTION } from './section.ts';
import { useMakeDefaultLanguage } from './use-languages.ts';

/**
 * Whether the language is the default, why it may not become it, or the button that makes it
 * the default (asked again first). `standard` is the current default's name, for the reasons.
 */
export function DefaultSection({ language, standard }: { language: StaffLanguage; standard: string }) {
  const { t } = useI18n();
  const makeDefault = useMakeDefaultLanguage(language.id);
  const blocked = language.default_blocked_by;
  return (
    <section aria-labelledby="language-default" className={SECTION}>
      <h2 id="language-default" className="font-semibold">
        {t('languages.default')}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{t('languages.default.lead')}</p>
      {language.is_default ? (
        <p className="text-sm font-medium">{t('languages.default.is')}</p>
      ) : blocked ? (
        <p className="text-sm font-medium">{t(`languages.blocked.${blocked}`, { default: standard })}</p>
      ) : (
        <ConfirmButton
          label={t('languages.makeDefault')}
          question={t('languages.makeDefaultConfirm', { name: language.title })}
          confirmLabel={t('languages.makeDefault')}
          pending={makeDefault.isPending}
          onConfirm={(done) =>
            makeDefault.mutate(undefined, {
              onSuccess: () => toast.success(t('languages.madeDefault', { name: language.title })),
              onError: (error) => toast.error(error.message),
              onSettled: done,
            })
          }
        />
      )}
    </section>
  );
}
