import { PHONE_LENGTH_BOUNDS } from '@souk/contract';
import { HintedField } from '../../components/hinted-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { CheckField } from './check-field.tsx';
import type { AccountsForm } from './form-values.ts';

/**
 * Whether shoppers must give a phone, and how many digits it may have. The lengths are read as
 * numbers, so typing back the saved one leaves the field unchanged and unsent.
 */
export function PhoneSection({ form, section }: { form: AccountsForm; section: string }) {
  const { t } = useI18n();
  const { errors } = form.formState;
  const length = {
    type: 'number',
    inputMode: 'numeric',
    min: PHONE_LENGTH_BOUNDS.min,
    max: PHONE_LENGTH_BOUNDS.max,
    dir: 'ltr',
    hint: t('accounts.phoneLengthHint', PHONE_LENGTH_BOUNDS),
  } as const;
  return (
    <fieldset className={section}>
      <legend className="px-1 font-semibold">{t('accounts.phone')}</legend>
      <p className="mb-3 text-sm text-slate-700">{t('accounts.phoneLead')}</p>
      <div className="space-y-4">
        <CheckField label={t('accounts.phoneRequired')} {...form.register('phone_required')} />
        <div className="grid gap-4 md:grid-cols-2">
          <HintedField
            label={t('accounts.phoneMin')}
            error={errors.phone_min_length?.message}
            {...length}
            {...form.register('phone_min_length', { valueAsNumber: true })}
          />
          <HintedField
            label={t('accounts.phoneMax')}
            error={errors.phone_max_length?.message}
            {...length}
            {...form.register('phone_max_length', { valueAsNumber: true })}
          />
        </div>
      </div>
    </fieldset>
  );
}
