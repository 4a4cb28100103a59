import type { SellerFlashSale } from '@souk/contract';
import { useI18n } from '../../lib/i18n.tsx';
import { dateTime } from '../../lib/dates.ts';
import { useFormatMoney } from '../../lib/money.ts';

/** When a sale runs, in the owner's time zone, and the shop's entries, sales and revenue in it. */
export function SaleFigures({ sale }: { sale: SellerFlashSale }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  return (
    <>
      <p className="text-sm text-slate-600">
        {t('flashSales.dates', { start: dateTime(sale.start_date, intl), end: dateTime(sale.end_date, intl) })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li>{t('flashSales.entries', { count: sale.entries })}</li>
        <li>{t('flashSales.sold', { count: sale.sold })}</li>
        <li>{t('flashSales.revenue', { amount: money(sale.revenue) })}</li>
        {sale.pending > 0 && <li className="font-semibold">{t('flashSales.pending', { count: sale.pending })}</li>}
      </ul>
    </>
  );
}
