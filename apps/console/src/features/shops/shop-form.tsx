import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffShopBody, staffShopBodySchema, type StaffShopProfile, type StaffShopValues } from '@souk/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useEditShop } from './use-shops.ts';

/** The form's values from the shop: a missing contact as an empty field. */
const formValues = (shop: StaffShopProfile): StaffShopBody => ({
  name: shop.name,
  address: shop.address ?? '',
  phone: shop.phone ?? '',
  email: shop.email ?? '',
});

/**
 * The shop's name and contact, checked by the contract's own schema (the owner's profile form's
 * rules) as staff type and again by the server, whose refusals land under the fields they name.
 */
export function ShopForm({ shop }: { shop: StaffShopProfile }) {
  const { t } = useI18n();
  const save = useEditShop(shop.id);
  const form = useForm<StaffShopBody, unknown, StaffShopValues>({
    resolver: zodResolver(staffShopBodySchema),
    defaultValues: formValues(shop),
    mode: 'onTouched',
  });
  const { register } = form;
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    (values) =>
      save.mutateAsync(values).then(
        (saved) => {
          form.reset(formValues(saved.shop));
          toast.success(t('shops.saved'));
        },
        (error: unknown) => showSaveFailure(error, form.setError, t('form.fixErrors')),
      ),
    () => toast.error(t('form.fixErrors')),
  );
  return (
    <form
      noValidate
      aria-labelledby="shop-edit-title"
      onSubmit={(event) => void submit(event)}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div>
        <h2 id="shop-edit-title" className="text-lg font-semibold">
          {t('shops.editTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('shops.editLead')}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          className="md:col-span-2"
          label={t('shops.name')}
          dir="auto"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextAreaField
          className="md:col-span-2"
          label={t('shops.address')}
          dir="auto"
          rows={2}
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={t('shops.phone')}
          type="tel"
          dir="ltr"
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t('shops.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <button
        type="submit"
        disabled={save.isPending}
        className="rounded-md bg-primary-700 px-5 py-2 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        {save.isPending ? t('shops.saving') : t('shops.save')}
      </button>
    </form>
  );
}
