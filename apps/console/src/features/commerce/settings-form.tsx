import type { StaffCommerceBody, StaffCommerceResponse } from '@souk/contract';
import { COMMERCE_LIMITS } from '@souk/contract';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { SaveBar } from '../../components/save-bar.tsx';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { CheckField } from './check-field.tsx';
import { changedBody, type CommerceFormValues, commerceResolver, formValues, onForm } from './form-values.ts';
import { SECTION } from './section.tsx';
import { commerceAt, useCommerceWrite } from './use-commerce.ts';
import { useSubmit } from './use-submit.ts';

/**
 * The switches and the gateways, checked by the contract's own schema as staff change them and
 * again by the server, whose refusals (no way left to pay, multi-vendor off without an active
 * root shop) land under the fields they name. A save sends only what changed, then the form
 * starts again from what the server holds.
 */
export function SettingsForm({ data }: { data: StaffCommerceResponse }) {
  const { t } = useI18n();
  const save = useCommerceWrite((body: StaffCommerceBody) => api(commerceAt.update, { body }));
  const form = useForm<CommerceFormValues>({
    resolver: commerceResolver,
    defaultValues: formValues(data),
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const { errors } = formState;
  const gateways = useWatch({ control: form.control, name: 'gateways' });

  const submit = useSubmit(
    form,
    async (values) => {
      const body = changedBody(values, formState.defaultValues as CommerceFormValues);
      if (Object.keys(body).length === 0) {
        toast.info(t('commerce.unchanged'));
        return;
      }
      const saved = await save.mutateAsync(body);
      form.reset(formValues(saved));
      toast.success(t('commerce.saved'));
    },
    onForm,
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('commerce.selling')}</legend>
        <div className="space-y-3">
          <CheckField
            label={t('commerce.multiVendor')}
            hint={t('commerce.multiVendorHint')}
            error={errors.multi_vendor?.message}
            {...register('multi_vendor')}
          />
          <CheckField
            label={t('commerce.oneShop')}
            hint={t('commerce.oneShopHint')}
            error={errors.one_shop_per_cart?.message}
            {...register('one_shop_per_cart')}
          />
          <CheckField
            label={t('commerce.verify')}
            hint={t('commerce.verifyHint')}
            error={errors.order_place_account_verify?.message}
            {...register('order_place_account_verify')}
          />
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('commerce.payment')}</legend>
        <div className="space-y-3">
          <CheckField
            label={t('commerce.cash')}
            hint={t('commerce.cashHint')}
            error={errors.cash_on_delivery?.message}
            {...register('cash_on_delivery')}
          />
          <CheckField
            label={t('commerce.online')}
            hint={t('commerce.onlineHint')}
            error={errors.online_payment?.message}
            {...register('online_payment')}
          />
        </div>
        <fieldset className="mt-4 border-t border-slate-200 pt-3">
          <legend className="text-sm font-semibold">{t('commerce.gateways')}</legend>
          <p className="mb-3 text-sm text-slate-600">
            {gateways.length > 0 ? t('commerce.gatewaysLead') : t('commerce.gatewaysNone')}
          </p>
          {errors.gateways?.root?.message && (
            <p className="mb-2 text-sm text-red-700">{errors.gateways.root.message}</p>
          )}
          <ul className="space-y-4">
            {gateways.map((gateway, i) => (
              <li key={gateway.name} className="grid items-start gap-3 sm:grid-cols-[12rem_1fr]">
                <CheckField
                  label={t('commerce.offer', { name: gateway.name })}
                  hint={gateway.available ? undefined : t('commerce.unavailable', { name: gateway.name })}
                  error={errors.gateways?.[i]?.name?.message}
                  {...register(`gateways.${i}.offered`)}
                />
                <TextField
                  label={t('commerce.gatewayTitle', { name: gateway.name })}
                  dir="auto"
                  maxLength={COMMERCE_LIMITS.gatewayTitle}
                  error={errors.gateways?.[i]?.title?.message}
                  {...register(`gateways.${i}.title`)}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      </fieldset>

      <SaveBar saving={save.isPending} label={t('commerce.save')} savingLabel={t('commerce.saving')} />
    </form>
  );
}
