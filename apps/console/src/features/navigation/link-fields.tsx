import { linkTargets, NAVIGATION_LIMITS } from '@souk/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONTROL, Field } from '../../components/field.tsx';
import { HintedField } from '../../components/hinted-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';

type Registered = { field: UseFormRegisterReturn; error: string | undefined };

/** Where a link goes (its address, with `hint` under it) and where it opens. */
export function LinkFields({ hint, url, target }: { hint: string; url: Registered; target: Registered }) {
  const { t } = useI18n();
  return (
    <>
      <HintedField
        label={t('navigation.url')}
        hint={hint}
        dir="ltr"
        inputMode="url"
        spellCheck={false}
        maxLength={NAVIGATION_LIMITS.url}
        error={url.error}
        {...url.field}
      />
      <Field label={t('navigation.target')} error={target.error}>
        {(control) => (
          <select className={CONTROL} {...control} {...target.field}>
            {linkTargets.map((option) => (
              <option key={option} value={option}>
                {t(`navigation.target.${option}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
