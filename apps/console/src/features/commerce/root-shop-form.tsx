import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffCommerceResponse, type StaffRootShopBody, staffRootShopBodySchema } from '@souk/contract';
import { Button } from '@souk/ui/button';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { SelectField } from '../../components/select-field.tsx';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { CommerceSection } from './section.tsx';
import { commerceAt, useCommerceWrite } from './use-commerce.ts';
import { useSubmit } from './use-submit.ts';

const resolver = zodResolver(staffRootShopBodySchema);

/** The root shop, and another active shop to make it: the one the storefront sells alone while multi-vendor is off. */
export function RootShopForm({ data }: { data: StaffCommerceResponse }) {
  const { t } = useI18n();
  const root = data.root_shop;
  const save = useCommerceWrite((body: StaffRootShopBody) => api(commerceAt.rootShop, { body }));
  const form = useForm<StaffRootShopBody, unknown, { shop_id: number }>({
    resolver,
    defaultValues: { shop_id: root?.is_active ? String(root.id) : '' },
    mode: 'onTouched',
  });
  const submit = useSubmit(form, async ({ shop_id }) => {
    const saved = await save.mutateAsync({ shop_id });
    form.reset({ shop_id: String(shop_id) });
    toast.success(t('commerce.rootShopMade', { name: saved.root_shop?.name ?? '' }));
  });
  return (
    <CommerceSection id="root-shop-title" title={t('commerce.rootShop')} lead={t('commerce.rootShopLead')}>
      <p className="mb-3 text-sm" role={root && !root.is_active ? 'alert' : undefined}>
        {!root
          ? t('commerce.rootShopNone')
          : root.is_active
            ? t('commerce.rootShopNow', { name: root.name })
            : t('commerce.rootShopInactive', { name: root.name })}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3">
        <SelectField
          className="min-w-0 flex-1 basis-56"
          label={t('commerce.rootShop')}
          options={data.shops}
          empty={t('commerce.rootShopChoose')}
          error={form.formState.errors.shop_id?.message}
          {...form.register('shop_id')}
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('commerce.rootShopMaking') : t('commerce.rootShopMake')}
        </Button>
      </form>
    </CommerceSection>
  );
}
