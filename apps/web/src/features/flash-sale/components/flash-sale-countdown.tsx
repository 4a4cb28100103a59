import type { FlashSaleSummary } from '@souk/contract';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { parseServerDate } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useT } from '../../../lib/i18n.ts';
import { flashSaleStatus } from '../status.ts';

/**
 * 'Starts in' before the sale, 'Ends in' during it, a plain note once it is over. Until the time
 * is known (useNow) it reads as running, with dashes for the figures.
 */
export function FlashSaleCountdown({ sale }: { sale: FlashSaleSummary }) {
  const t = useT();
  const now = useNow();
  const status = now === null ? 'running' : flashSaleStatus(sale, now);
  if (status === 'ended') {
    return (
      <p role="status" className="text-sm font-semibold text-rose-700">
        {t('This flash sale has ended.')}
      </p>
    );
  }
  const upcoming = status === 'upcoming';
  const target = parseServerDate(upcoming ? sale.start_date : sale.end_date) ?? new Date();
  return <Countdown to={target} label={upcoming ? t('Starts in') : t('Ends in')} />;
}
