import type { StaffCommerceResponse, StaffVatRate } from '@souk/contract';
import clsx from 'clsx';
import { Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ActionLink } from '../../components/action-link.tsx';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { CommerceSection } from './section.tsx';
import { commerceAt, useCommerceWrite } from './use-commerce.ts';

/** The VAT rates, charged or not, each with a way to edit or remove it, and one to add another. */
export function VatRates({ data }: { data: StaffCommerceResponse }) {
  const { t } = useI18n();
  // Here rather than in the row: the answer drops the row, and a toast must still say it went.
  const remove = useCommerceWrite((id: number) => api(commerceAt.deleteVatRate, { params: { id } }));
  const removeRate = (rate: StaffVatRate, done: () => void) =>
    remove.mutate(rate.id, {
      onSuccess: () => toast.success(t('commerce.vatRemoved', { name: rate.name })),
      onError: (error) => toast.error(error.message),
      onSettled: done,
    });
  return (
    <CommerceSection
      id="vat-title"
      title={t('commerce.vat')}
      lead={t('commerce.vatLead')}
      action={
        <ActionLink to="/commerce/vat/new" icon={Plus}>
          {t('commerce.vatAdd')}
        </ActionLink>
      }
    >
      {data.vat_rates.length === 0 ? (
        <p className="text-sm">{t('commerce.vatEmpty')}</p>
      ) : (
        <ul aria-labelledby="vat-title" className="divide-y divide-slate-200">
          {data.vat_rates.map((rate) => (
            <VatRateRow key={rate.id} rate={rate} removing={remove.isPending} onRemove={removeRate} />
          ))}
        </ul>
      )}
    </CommerceSection>
  );
}

function VatRateRow({
  rate,
  removing,
  onRemove,
}: {
  rate: StaffVatRate;
  removing: boolean;
  onRemove: (rate: StaffVatRate, done: () => void) => void;
}) {
  const { t, intl } = useI18n();
  return (
    <li data-row={rate.name} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
      <div className="min-w-0">
        <p className="font-medium break-words" dir="auto">
          {rate.name}
        </p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <span dir="ltr">
            {(rate.percentage / 100).toLocaleString(intl, { style: 'percent', maximumFractionDigits: 2 })}
          </span>
          <span
            className={clsx('rounded-full px-2', rate.is_active ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100')}
          >
            {t(rate.is_active ? 'commerce.vatCharged' : 'commerce.vatPaused')}
          </span>
        </p>
      </div>
      <span className="flex items-center gap-1">
        <Link
          to={`/commerce/vat/${rate.id}`}
          aria-label={t('commerce.vatEditName', { name: rate.name })}
          className="flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-primary-800 hover:bg-slate-100"
        >
          <Pencil aria-hidden className="size-4" />
          {t('commerce.vatEdit')}
        </Link>
        <ConfirmButton
          label={t('commerce.vatRemove')}
          question={t('commerce.vatRemoveConfirm', { name: rate.name })}
          confirmLabel={t('commerce.vatRemove')}
          pending={removing}
          onConfirm={(done) => onRemove(rate, done)}
        />
      </span>
    </li>
  );
}
