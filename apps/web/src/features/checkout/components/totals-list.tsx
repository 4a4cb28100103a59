import type { VatTaxAmount } from '@souk/contract';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../settings/i18n.ts';

export interface Totals {
  subtotal: number;
  deliveryCharge: number;
  vat: readonly VatTaxAmount[];
  couponDiscount: number;
  payable: number;
}

function Row({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
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
      <Row label={t('Subtotal')}>
        <Price amount={totals.subtotal} />
      </Row>
      <Row label={t('Delivery Charge')}>
        <Price amount={totals.deliveryCharge} />
      </Row>
      {totals.vat.map((tax) => (
        <Row
          key={tax.id}
          label={
            <>
              <bdi>{tax.name}</bdi> <span dir="ltr">({tax.percentage}%)</span>
            </>
          }
        >
          <Price amount={tax.amount} />
        </Row>
      ))}
      {totals.couponDiscount > 0 ? (
        <Row label={t('Coupon Discount')} className="text-emerald-700">
          -<Price amount={totals.couponDiscount} />
        </Row>
      ) : null}
      <Row label={t('Payable Amount')} className="mt-1 border-t border-slate-200 pt-2 text-base font-bold">
        <Price amount={totals.payable} className="text-primary-800" />
      </Row>
    </dl>
  );
}
