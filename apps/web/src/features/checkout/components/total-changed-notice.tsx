import { TriangleAlert } from 'lucide-react';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../../lib/i18n.ts';
import { TotalsRow } from './totals-list.tsx';

interface TotalChangedNoticeProps {
  /** The payable Place Order was pressed at, which the server refused. */
  previous: number;
  /** The payable on screen now, which the next press orders at. */
  current: number;
}

/** Place Order placed nothing because the total changed meanwhile: the total before, and now. */
export function TotalChangedNotice({ previous, current }: TotalChangedNoticeProps) {
  const t = useT();
  return (
    <div
      role="alert"
      data-testid="total-changed"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-700" />
        {t('The total has changed')}
      </p>
      <p className="mt-1">{t('Nothing was ordered. Check the new total, then press Place Order again.')}</p>
      <dl className="mt-2 border-t border-amber-200 pt-1">
        <TotalsRow label={t('Previous total')}>
          <del>
            <Price amount={previous} />
          </del>
        </TotalsRow>
        <TotalsRow label={t('New total')} className="font-bold">
          <Price amount={current} />
        </TotalsRow>
      </dl>
    </div>
  );
}
