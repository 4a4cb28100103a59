import type { SellerApplicationBody } from '@souk/contract';
import { FieldForm } from '../../../components/ui/field-form.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useApplyAsSeller } from '../api/apply-as-seller.ts';

/** The 'Become a Seller' application; `onApplied` receives the email the answer will go to. */
export function SellerApplicationForm({ onApplied }: { onApplied: (email: string) => void }) {
  const t = useT();
  const apply = useApplyAsSeller();
  return (
    <FieldForm
      fields={[
        { name: 'shop_name', label: t('Shop Name'), autoComplete: 'organization', wide: true },
        { name: 'name', label: t('Owner Name'), autoComplete: 'name' },
        { name: 'phone', label: t('Phone Number'), type: 'tel', autoComplete: 'tel' },
        { name: 'email', label: t('Email Address'), type: 'email', autoComplete: 'email', wide: true },
        { name: 'address', label: t('Address'), multiline: true, wide: true },
      ]}
      submitLabel={t('Submit Application')}
      pending={apply.isPending}
      error={apply.error}
      onSubmit={(values) =>
        apply.mutate(values as unknown as SellerApplicationBody, { onSuccess: () => onApplied(values.email ?? '') })
      }
    />
  );
}
