import type { Order } from '@souk/contract';
import { CreditCard } from 'lucide-react';
import { Button } from '@souk/ui/button';
import { useT } from '../../../lib/i18n.ts';
import { usePayOrder } from '../api/order-payment.ts';

/** "Pay now" on an unpaid online order: a new payment on the order's gateway. */
export function PayNowButton({ order }: { order: Pick<Order, 'id' | 'payment_method'> }) {
  const t = useT();
  const pay = usePayOrder();
  return (
    <Button disabled={pay.isPending} onClick={() => pay.mutate({ orderId: order.id, method: order.payment_method })}>
      <CreditCard aria-hidden className="size-4" />
      {t('Pay Now')}
    </Button>
  );
}
