import type { VatTaxAmount } from '@souk/contract';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../../lib/i18n.ts';

export interface Totals {
  subtotal: number;
  deliveryCharge: number;
  vat: readonly VatTaxAmount[];
  couponDiscount: number;
  payable: number;
}

/** One label and amount of a totals list (`<dl>`); the amount reads left to right in every language. */
export function TotalsRow({
  label,
  children,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('flex items-center justify-between gap-3 py-1', className)}>
      <dt>{label}</dt>
      <dd dir="ltr">{children}</dd>
    </div>
  );
}

/** Subtotal, delivery, each VAT line, the coupon and what is payable, as the server computed them. */
export function TotalsList({ totals, busy }: { totals: Totals; busy?: boolean }) {
  const t = useT();
  return (
    <dl className={busy ? 'text-sm opacity-60' : 'text-sm'} aria-busy={busy} data-testid="totals">
      <TotalsRow label={t('Subtotal')}>
        <Price amount={totals.subtotal} />
      </TotalsRow>
      <TotalsRow label={t('Delivery Charge')}>
        <Price amount={totals.deliveryCharge} />
      </TotalsRow>
      {totals.vat.map((tax) => (
        <TotalsRow
          key={tax.id}
          // The rate's place and spacing follow the language (French writes "5 %").
          label={t(':tax (:rate%)', { tax: tax.name, rate: tax.percentage })}
        >
          <Price amount={tax.amount} />
        </TotalsRow>
      ))}
      {totals.couponDiscount > 0 ? (
        <TotalsRow label={t('Coupon Discount')} className="text-emerald-700">
          -<Price amount={totals.couponDiscount} />
        </TotalsRow>
      ) : null}
      <TotalsRow label={t('Payable Amount')} className="mt-1 border-t border-slate-200 pt-2 text-base font-bold">
        <Price amount={totals.payable} className="text-primary-800" />
      </TotalsRow>
    </dl>
  );
}
