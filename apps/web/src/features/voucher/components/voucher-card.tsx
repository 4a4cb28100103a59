import clsx from 'clsx';
import { TicketPercent } from 'lucide-react';
import { Button } from '@souk/ui/button';
import { Price } from '../../../components/ui/price.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import type { Voucher } from '../types.ts';

interface VoucherCardProps {
  voucher: Voucher;
  collecting: boolean;
  onCollect: () => void;
}

/**
 * A voucher: its discount (a percentage with its cap, when it has one), 'Minimum Spend',
 * validity and Collect, faded once 'Collected'. Amounts are in the shopper's chosen currency.
 */
export function VoucherCard({ voucher, collecting, onCollect }: VoucherCardProps) {
  const t = useT();
  const percent = voucher.discount_type === 'Percentage';
  const cap = percent && voucher.max_discount_amount ? voucher.max_discount_amount : 0;
  return (
    <li
      data-testid="voucher-card"
      className={clsx(
        'flex items-center gap-3 rounded-lg border border-dashed border-primary-300 bg-primary-50 p-3',
        voucher.is_collected && 'opacity-60',
      )}
    >
      <TicketPercent aria-hidden className="size-8 shrink-0 text-primary-700" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-bold text-primary-800">
          {percent ? <span dir="ltr">{voucher.discount}%</span> : <Price amount={voucher.discount} />} {t('OFF')}
        </p>
        {cap > 0 ? (
          <p className="text-slate-700" data-testid="voucher-cap">
            {t('Up to')} <Price amount={cap} />
          </p>
        ) : null}
        <p className="text-slate-700">
          {t('Minimum Spend')} <Price amount={voucher.min_order_amount} />
        </p>
        <p className="text-xs text-slate-500">{t('Valid until :date', { date: formatDate(voucher.validity) })}</p>
        <p className="text-xs text-slate-500">
          {t('Code')}:{' '}
          <span className="font-mono font-semibold" dir="ltr">
            {voucher.code}
          </span>
        </p>
      </div>
      <Button size="sm" disabled={voucher.is_collected || collecting} onClick={onCollect}>
        {voucher.is_collected ? t('Collected') : t('Collect')}
      </Button>
    </li>
  );
}
