import type { VoucherUses as Uses } from '@souk/contract';
import { Link } from 'react-router';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';

/** What the voucher has done: times used, by how many customers, the discount given, and its latest orders. */
export function VoucherUses({ uses }: { uses: Uses }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const figures = [
    { label: t('vouchers.usesCount'), value: uses.count.toLocaleString(intl) },
    { label: t('vouchers.customers'), value: uses.customers.toLocaleString(intl) },
    { label: t('vouchers.discountGiven'), value: money(uses.discount_total) },
  ];
  return (
    <section aria-labelledby="voucher-uses" className="mb-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="voucher-uses" className="mb-3 font-semibold">
        {t('vouchers.usesTitle')}
      </h2>
      <dl className="mb-3 grid grid-cols-3 gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-md bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{figure.label}</dt>
            <dd className="text-lg font-semibold" data-figure>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {uses.latest.length === 0 ? (
        <p className="text-sm text-slate-600">{t('vouchers.noUses')}</p>
      ) : (
        <>
          <h3 className="mb-1 text-sm font-semibold">{t('vouchers.latestUses')}</h3>
          <ul className="divide-y divide-slate-100 text-sm">
            {uses.latest.map((use) => (
              <li key={use.order_id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
                <Link to={`/orders/${use.order_id}`} className="font-mono text-primary-800 hover:underline" dir="ltr">
                  {use.order_code}
                </Link>
                <bdi className="min-w-0 flex-1">{use.customer.name}</bdi>
                <span className="font-semibold" dir="ltr">
                  −{money(use.discount)}
                </span>
                <span className="w-full text-xs text-slate-600 sm:w-auto">{dateTime(use.used_at, intl)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
