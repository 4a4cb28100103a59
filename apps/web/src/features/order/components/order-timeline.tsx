import type { Order } from '@souk/contract';
import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { timeline } from '../statuses.ts';

/** The order's progress: each step, ticked with its date once reached; Cancelled in red. */
export function OrderTimeline({ order }: { order: Pick<Order, 'status_history'> }) {
  const t = useT();
  return (
    <ol className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="order-timeline">
      {timeline(order.status_history).map((step) => {
        const cancelled = step.status === 'Cancelled';
        return (
          <li key={step.status} className="flex items-center gap-2 text-sm sm:flex-col sm:text-center">
            <span
              aria-hidden
              className={clsx(
                'inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                cancelled && 'border-rose-600 bg-rose-600 text-white',
                !cancelled && step.at && 'border-primary-700 bg-primary-700 text-white',
                !step.at && 'border-slate-300 bg-white',
              )}
            >
              {cancelled ? <X className="size-4" /> : step.at ? <Check className="size-4" /> : null}
            </span>
            <span>
              <span className={clsx('block font-medium', !step.at && 'text-slate-500')}>{t(step.status)}</span>
              {step.at ? <span className="block text-xs text-slate-500">{formatDate(step.at)}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
