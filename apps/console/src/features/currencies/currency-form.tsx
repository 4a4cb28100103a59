import { zodResolver } from '@hookform/resolvers/zod';
import {
  currencyPositions,
  formatMoney,
  MAX_CURRENCY_SYMBOL,
  type StaffCurrency,
  type StaffCurrencyBody,
  staffCurrencyBodySchema,
  type StaffCurrencyValues,
} from '@souk/contract';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { CONTROL, Field } from '../../components/field.tsx';
import { HintedField } from '../../components/hinted-field.tsx';
import { SaveBar } from '../../components/save-bar.tsx';
import { TextField } from '../../components/text-field.tsx';
import { showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { EXAMPLE_AMOUNT, shownIn } from './display.ts';

const resolver = zodResolver(staffCurrencyBodySchema);
const SECTION = 'rounded-lg border border-slate-200 bg-white p-4';

function initialValues(currency: StaffCurrency | undefined): StaffCurrencyBody {
  if (!currency)
    return { name: '', symbol: '', position: 'prefix', rate_from_default: '', precision: 2, is_active: true };
  const { name, symbol, position, rate_from_default, precision, is_active } = currency;
  return { name, symbol, position, rate_from_default, precision, is_active };
}

/**
 * A currency's fields, checked by the contract's own schema as staff type and again by the
 * server, whose refusals land under the fields they name, with how a price reads in it. The
 * default's rate stays 1 and it stays offered; its code stays while prices are stored in it.
 */
export function CurrencyForm({
  currency,
  standard,
  canChangeDefault,
  saving,
  onSave,
}: {
  currency: StaffCurrency | undefined;
  /** The default currency, when there is one: rates are counted from it. */
  standard: StaffCurrency | undefined;
  canChangeDefault: boolean;
  saving: boolean;
  onSave: (values: StaffCurrencyValues) => Promise<unknown>;
}) {
  const { t } = useI18n();
  const form = useForm<StaffCurrencyBody, unknown, StaffCurrencyValues>({
    resolver,
    defaultValues: initialValues(currency),
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const { errors } = formState;
  const watched = useWatch({ control: form.control });
  const isDefault = currency?.is_default ?? false;
  const nameLocked = isDefault && !canChangeDefault;
  const submit = form.handleSubmit(
    (values) => onSave(values).catch((error: unknown) => showSaveFailure(error, form.setError, t('form.fixErrors'))),
    () => toast.error(t('form.fixErrors')),
  );
  const preview = {
    symbol: watched.symbol?.trim() ?? '',
    position: watched.position ?? 'prefix',
    rate_from_default: watched.rate_from_default ?? 1,
    precision: watched.precision ?? 2,
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('currencies.fields')}</legend>
        {isDefault && <p className="mb-3 text-sm text-slate-700">{t('currencies.defaultNote')}</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          <HintedField
            label={t('currencies.name')}
            hint={t(nameLocked ? 'currencies.nameLocked' : 'currencies.nameHint')}
            dir="ltr"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={3}
            readOnly={nameLocked}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('currencies.symbol')}
            maxLength={MAX_CURRENCY_SYMBOL}
            error={errors.symbol?.message}
            {...register('symbol')}
          />
          <Field label={t('currencies.position')} error={errors.position?.message}>
            {(control) => (
              <select className={CONTROL} {...control} {...register('position')}>
                {currencyPositions.map((position) => (
                  <option key={position} value={position}>
                    {t(`currencies.position.${position}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            label={t('currencies.precision')}
            inputMode="numeric"
            dir="ltr"
            error={errors.precision?.message}
            {...register('precision')}
          />
          <HintedField
            label={t('currencies.rate')}
            hint={t('currencies.rateHint', { name: isDefault ? (currency?.name ?? '') : (standard?.name ?? 'USD') })}
            inputMode="decimal"
            dir="ltr"
            readOnly={isDefault}
            error={errors.rate_from_default?.message}
            {...register('rate_from_default')}
          />
        </div>
        {!isDefault && (
          <label className="mt-4 flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...register('is_active')} />
            {t('currencies.active')}
          </label>
        )}
        <p className="mt-4 text-sm" aria-live="polite">
          {t('currencies.preview', {
            // Until there is a default, prices show in the storefront's fallback, dollars.
            amount: standard ? shownIn(EXAMPLE_AMOUNT, standard) : formatMoney(EXAMPLE_AMOUNT),
            shown: shownIn(EXAMPLE_AMOUNT, preview),
          })}
        </p>
      </fieldset>
      <SaveBar saving={saving} label={t('currencies.save')} savingLabel={t('currencies.saving')} />
    </form>
  );
}
