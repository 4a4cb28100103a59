import { CATALOGUE_LIMITS } from '@souk/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { HintedField } from '../../components/hinted-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/** A slug's field: the address's last part, written left to right; blank makes one from the name. */
export function SlugField({ field, error }: { field: UseFormRegisterReturn; error: string | undefined }) {
  const { t } = useI18n();
  return (
    <HintedField
      label={t('catalogue.slug')}
      hint={t('catalogue.slugHint')}
      dir="ltr"
      maxLength={CATALOGUE_LIMITS.slug}
      error={error}
      {...field}
    />
  );
}
