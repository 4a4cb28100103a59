import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMMERCE_LIMITS,
  type StaffVatRate,
  type StaffVatRateBody,
  staffVatRateBodySchema,
  type StaffVatRateValues,
} from '@souk/contract';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { HintedField } from '../../components/hinted-field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { SaveBar } from '../../components/save-bar.tsx';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { CheckField } from './check-field.tsx';
import { SECTION } from './section.tsx';
import { commerceAt, useCommerce, useCommerceWrite } from './use-commerce.ts';
import { useSubmit } from './use-submit.ts';

const resolver = zodResolver(staffVatRateBodySchema);

/** `/commerce/vat/new` and `/commerce/vat/:id`: a VAT rate's form; a rate that is gone says so. */
export function VatRatePage() {
  const { t } = useI18n();
  const id = Number(useParams().id) || undefined;
  const commerce = useCommerce();
  const rate = commerce.data?.vat_rates.find((row) => row.id === id);
  const gone = commerce.data !== undefined && id !== undefined && !rate;
  return (
    <section aria-labelledby="vat-rate-title" className="mx-auto max-w-3xl">
      <Link to="/commerce" className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('commerce.back')}
      </Link>
      {commerce.isPending && <p>{t('loading')}</p>}
      {commerce.isError && <LoadError error={commerce.error} retry={() => void commerce.refetch()} />}
      {gone && <p role="alert">{t('commerce.vatNotFound')}</p>}
      {commerce.data && !gone && (
        <>
          <h1 id="vat-rate-title" className="mb-4 text-2xl font-semibold break-words">
            {rate ? t('commerce.vatEditTitle', { name: rate.name }) : t('commerce.vatNew')}
          </h1>
          <VatRateForm key={id ?? 'new'} rate={rate} />
        </>
      )}
    </section>
  );
}

function VatRateForm({ rate }: { rate: StaffVatRate | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const save = useCommerceWrite((body: StaffVatRateValues) =>
    rate ? api(commerceAt.updateVatRate, { params: { id: rate.id }, body }) : api(commerceAt.createVatRate, { body }),
  );
  const form = useForm<StaffVatRateBody, unknown, StaffVatRateValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: rate?.name ?? '',
      percentage: rate ? String(rate.percentage) : '',
      is_active: rate?.is_active ?? true,
    },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const submit = useSubmit(form, async (values) => {
    await save.mutateAsync(values);
    toast.success(t(rate ? 'commerce.vatSaved' : 'commerce.vatAdded', { name: values.name }));
    void navigate('/commerce');
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('commerce.vatFields')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('commerce.vatName')}
            dir="auto"
            maxLength={COMMERCE_LIMITS.vatName}
            error={errors.name?.message}
            {...register('name')}
          />
          <HintedField
            label={t('commerce.vatPercentage')}
            hint={t('commerce.vatPercentageHint')}
            inputMode="decimal"
            dir="ltr"
            error={errors.percentage?.message}
            {...register('percentage')}
          />
        </div>
        <div className="mt-4">
          <CheckField label={t('commerce.vatActive')} error={errors.is_active?.message} {...register('is_active')} />
        </div>
      </fieldset>
      <SaveBar saving={save.isPending} label={t('commerce.vatSave')} savingLabel={t('commerce.saving')} />
    </form>
  );
}
