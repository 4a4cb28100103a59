import { zodResolver } from '@hookform/resolvers/zod';
import {
  discountTypes,
  type SellerVoucher,
  type SellerVoucherBody,
  sellerVoucherBodySchema,
  type SellerVoucherValues,
} from '@souk/contract';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { SaveBar } from '../../components/save-bar.tsx';
import { CONTROL, Field } from '../../components/field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useDiscountText } from './discount.ts';
import { fromLocalInput, localTimeZone, toLocalInput } from './local-time.ts';

/** A new voucher runs from now for 30 days. */
const NEW_VOUCHER_DAYS = 30;

/**
 * The form's starting values: the voucher's, or a new one's. Dates are held as the inputs show
 * them (local time) and become instants only when checked and sent.
 */
function initialValues(voucher: SellerVoucher | undefined): SellerVoucherBody {
  if (!voucher) {
    const now = Date.now();
    return {
      code: '',
      discount_type: 'Percentage',
      discount: '',
      min_order_amount: 0,
      max_discount_amount: '',
      limit_for_user: 1,
      total_limit: '',
      starts_at: toLocalInput(now),
      ends_at: toLocalInput(now + NEW_VOUCHER_DAYS * 86_400_000),
    };
  }
  return {
    code: voucher.code,
    discount_type: voucher.discount_type,
    discount: voucher.discount,
    min_order_amount: voucher.min_order_amount,
    max_discount_amount: voucher.max_discount_amount ?? '',
    limit_for_user: voucher.limit_for_user,
    total_limit: voucher.total_limit ?? '',
    starts_at: toLocalInput(voucher.starts_at),
    ends_at: toLocalInput(voucher.ends_at),
  };
}

const bodyResolver = zodResolver(sellerVoucherBodySchema);
/** The contract's own schema, over the dates as the instants the server is sent. */
const resolver: Resolver<SellerVoucherBody, unknown, SellerVoucherValues> = (values, context, options) =>
  bodyResolver(
    { ...values, starts_at: fromLocalInput(values.starts_at), ends_at: fromLocalInput(values.ends_at) },
    context,
    options,
  );

const SECTION = 'rounded-lg border border-slate-200 bg-white p-4';

/**
 * The voucher's fields, checked by the contract's own schema as the owner types and again by the
 * server, whose refusals land under the fields they name. A used voucher shows its code and
 * discount without letting them change.
 */
export function VoucherForm({
  voucher,
  saving,
  onSave,
}: {
  voucher: SellerVoucher | undefined;
  saving: boolean;
  onSave: (values: SellerVoucherValues) => Promise<unknown>;
}) {
  const { t } = useI18n();
  const discountText = useDiscountText();
  const form = useForm<SellerVoucherBody, unknown, SellerVoucherValues>({
    resolver,
    defaultValues: initialValues(voucher),
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const { errors } = formState;
  const type = useWatch({ control: form.control, name: 'discount_type' });
  const locked = voucher !== undefined && voucher.used_count > 0;
  const submit = form.handleSubmit(
    (values) => onSave(values).catch((error: unknown) => showSaveFailure(error, form.setError, t('form.fixErrors'))),
    () => toast.error(t('form.fixErrors')),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('vouchers.terms')}</legend>
        {locked ? (
          <>
            <p className="mb-3 text-sm text-slate-600">{t('vouchers.termsLocked')}</p>
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-slate-600">{t('vouchers.code')}</dt>
              <dd>
                <bdi className="font-mono">{voucher.code}</bdi>
              </dd>
              <dt className="text-slate-600">{t('vouchers.discount')}</dt>
              <dd className="font-semibold">{discountText(voucher)}</dd>
            </dl>
          </>
        ) : (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={t('vouchers.code')}
              dir="ltr"
              autoCapitalize="characters"
              spellCheck={false}
              error={errors.code?.message}
              {...register('code')}
            />
            <Field label={t('vouchers.type')} error={errors.discount_type?.message}>
              {(control) => (
                <select
                  className={CONTROL}
                  {...control}
                  {...register('discount_type', {
                    // An amount has no cap: a cap typed for a percentage goes with it.
                    onChange: () => form.setValue('max_discount_amount', ''),
                  })}
                >
                  {discountTypes.map((option) => (
                    <option key={option} value={option}>
                      {t(`vouchers.type.${option}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextField
              label={t(type === 'Percentage' ? 'vouchers.percent' : 'vouchers.amount')}
              inputMode="decimal"
              dir="ltr"
              error={errors.discount?.message}
              {...register('discount')}
            />
          </div>
        )}
      </fieldset>
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('vouchers.conditions')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('vouchers.minOrder')}
            inputMode="decimal"
            dir="ltr"
            error={errors.min_order_amount?.message}
            {...register('min_order_amount')}
          />
          {type === 'Percentage' && (
            <TextField
              label={t('vouchers.maxDiscount')}
              inputMode="decimal"
              dir="ltr"
              error={errors.max_discount_amount?.message}
              {...register('max_discount_amount')}
            />
          )}
          <TextField
            label={t('vouchers.limitForUser')}
            inputMode="numeric"
            dir="ltr"
            error={errors.limit_for_user?.message}
            {...register('limit_for_user')}
          />
          <TextField
            label={t('vouchers.totalLimit')}
            inputMode="numeric"
            dir="ltr"
            error={errors.total_limit?.message}
            {...register('total_limit')}
          />
        </div>
      </fieldset>
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('vouchers.schedule')}</legend>
        <p className="mb-3 text-sm text-slate-600">{t('vouchers.timeZone', { zone: localTimeZone() })}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="datetime-local"
            label={t('vouchers.startsAt')}
            error={errors.starts_at?.message}
            {...register('starts_at')}
          />
          <TextField
            type="datetime-local"
            label={t('vouchers.endsAt')}
            error={errors.ends_at?.message}
            {...register('ends_at')}
          />
        </div>
      </fieldset>
      <SaveBar saving={saving} label={t('vouchers.save')} savingLabel={t('vouchers.saving')} />
    </form>
  );
}
