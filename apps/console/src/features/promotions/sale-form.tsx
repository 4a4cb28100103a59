import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Language,
  PROMOTION_LIMITS,
  type StaffFlashSaleBody,
  staffFlashSaleBodySchema,
  type StaffFlashSaleResponse,
  type StaffFlashSaleValues,
} from '@souk/contract';
import type { ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { SaveBar } from '../../components/save-bar.tsx';
import { TextField } from '../../components/text-field.tsx';
import { showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { initialTexts, TranslationFields } from '../navigation/translation-fields.tsx';
import { fromLocalInput, localTimeZone, toLocalInput } from '../vouchers/local-time.ts';

const SECTION = 'space-y-4 rounded-lg border border-slate-200 bg-white p-4';
const DAY = 86_400_000;

type Sale = StaffFlashSaleResponse['flash_sale'];

/**
 * The form's dates as the inputs show them (local time, to the minute) become instants when
 * checked and sent; a date left as it was goes back as stored, to the second, so an untouched
 * date never counts as moved.
 */
function datesResolver(sale: Sale | undefined): Resolver<StaffFlashSaleBody, unknown, StaffFlashSaleValues> {
  const resolve = zodResolver(staffFlashSaleBodySchema);
  const instant = (value: string, stored: string | undefined) =>
    stored !== undefined && value === toLocalInput(stored) ? stored : fromLocalInput(value);
  return (values, context, options) =>
    resolve(
      {
        ...values,
        start_date: instant(values.start_date, sale?.start_date),
        end_date: instant(values.end_date, sale?.end_date),
      },
      context,
      options,
    );
}

/** The form's starting values: the sale's, or a new one's, running for two days from tomorrow. */
function initialValues(sale: Sale | undefined, others: Language[]): StaffFlashSaleBody {
  const now = Date.now();
  return {
    name: sale?.name ?? '',
    start_date: toLocalInput(sale?.start_date ?? now + DAY),
    end_date: toLocalInput(sale?.end_date ?? now + 3 * DAY),
    is_active: sale?.is_active ?? true,
    approval_required: sale?.approval_required ?? true,
    translations: initialTexts(others, sale?.translations),
  };
}

/**
 * A flash sale's fields: its name here and in the other languages, when it runs (in the staff
 * member's time zone), whether it runs and whether shops' entries wait for approval. Checked by
 * the contract's schema, then by the server, whose refusals land under the fields they name.
 * `children` (the picture) goes first; `beforeSave` may stop a save (no picture chosen yet).
 */
export function SaleForm({
  sale,
  languages,
  saving,
  onSave,
  beforeSave = () => true,
  children,
}: {
  sale: Sale | undefined;
  languages: Language[];
  saving: boolean;
  onSave: (values: StaffFlashSaleValues) => Promise<unknown>;
  beforeSave?: () => boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const others = languages.filter((language) => !language.is_default);
  const form = useForm<StaffFlashSaleBody, unknown, StaffFlashSaleValues>({
    resolver: datesResolver(sale),
    mode: 'onTouched',
    defaultValues: initialValues(sale, others),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    (values) =>
      beforeSave()
        ? onSave(values).catch((error: unknown) => showSaveFailure(error, form.setError, t('form.fixErrors')))
        : toast.error(t('form.fixErrors')),
    () => {
      beforeSave();
      toast.error(t('form.fixErrors'));
    },
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('promotions.sale.fields')}</legend>
        {children}
        <TextField
          label={t('promotions.sale.name')}
          maxLength={PROMOTION_LIMITS.name}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TranslationFields
          languages={others}
          field={t('promotions.sale.name')}
          maxLength={PROMOTION_LIMITS.name}
          register={(locale) => form.register(`translations.${locale}`)}
          errorOf={(locale) => errors.translations?.[locale]?.message}
        />
      </fieldset>
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('promotions.sale.schedule')}</legend>
        <p className="text-sm text-slate-600">{t('vouchers.timeZone', { zone: localTimeZone() })}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="datetime-local"
            label={t('promotions.sale.start')}
            error={errors.start_date?.message}
            {...form.register('start_date')}
          />
          <TextField
            type="datetime-local"
            label={t('promotions.sale.end')}
            error={errors.end_date?.message}
            {...form.register('end_date')}
          />
        </div>
        <p className="text-sm text-slate-600">{t('promotions.sale.datesRule')}</p>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('is_active')} />
          {t('promotions.sale.active')}
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4" {...form.register('approval_required')} />
          {t('promotions.sale.approval')}
        </label>
      </fieldset>
      <SaveBar saving={saving} label={t('promotions.save')} savingLabel={t('promotions.saving')} />
    </form>
  );
}
