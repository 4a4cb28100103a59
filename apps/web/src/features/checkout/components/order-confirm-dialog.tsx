import type { Order } from '@souk/contract';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@souk/ui/button';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/i18n.ts';

interface OrderConfirmDialogProps {
  orders: readonly Order[] | null;
  onClose: () => void;
}

/**
 * The order-confirm modal (docs/features/basket.md#paying): what was placed, and where to follow
 * it.
 */
export function OrderConfirmDialog({ orders, onClose }: OrderConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={orders !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('Order Placed')}
      closeLabel={t('Close')}
      // The order codes stay until the shopper closes them: a press beside the dialog never
      // closes it, not only in its first moments (as for every dialog, see packages/ui/src/dialog-panel.tsx).
      keepOnOutsidePress
    >
      <div className="flex flex-col items-center gap-3 p-6 text-center">
        <CircleCheck aria-hidden className="size-12 text-emerald-600" />
        <p className="font-semibold">{t('Your order has been placed successfully.')}</p>
        <ul className="text-sm text-slate-600" data-testid="placed-orders">
          {orders?.map((order) => (
            <li key={order.id}>
              <Link to={`/order-history/${order.id}`} className="font-mono text-primary-700 hover:underline" dir="ltr">
                {order.order_code}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to="/order-history" className={buttonClass('primary')}>
            {t('View Orders')}
          </Link>
          <Link to="/" className={buttonClass('outline')}>
            {t('Continue Shopping')}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
