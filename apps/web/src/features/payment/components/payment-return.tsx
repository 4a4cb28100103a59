import type { Order } from '@souk/contract';
import { CircleX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button } from '@souk/ui/button';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePayOrder } from '../api/order-payment.ts';
import { type PaymentOutcome, readPaymentOutcome } from '../return-params.ts';

/**
 * Back from the gateway on /order-history: paid shows a success toast; cancelled or declined
 * opens the order-payment-cancel modal, which can start the payment again. The query is then
 * dropped from the address so a reload does not repeat the message.
 */
export function PaymentReturn({ orders }: { orders: readonly Order[] | undefined }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  // The gateway sends the browser back with a full page load, so the outcome is read once on mount.
  const [failed, setFailed] = useState<PaymentOutcome | null>(() => {
    const outcome = readPaymentOutcome(params);
    return outcome && outcome.result !== 'paid' ? outcome : null;
  });
  const pay = usePayOrder();
  useEffect(() => {
    const outcome = readPaymentOutcome(params);
    if (!outcome) return;
    if (outcome.result === 'paid') toast.success(t('Payment successful'), { id: `payment-${outcome.paymentId}` });
    const next = new URLSearchParams(params);
    next.delete('payment');
    next.delete('payment_id');
    setParams(next, { replace: true });
  }, [params, setParams, t]);

  const order = failed ? orders?.find((o) => o.payment_id === failed.paymentId && o.can_pay) : undefined;
  return (
    <Dialog
      open={failed !== null}
      onOpenChange={(open) => (open ? undefined : setFailed(null))}
      title={t(failed?.result === 'declined' ? 'Payment Declined' : 'Payment Cancelled')}
      closeLabel={t('Close')}
    >
      <div className="flex flex-col items-center gap-3 p-6 text-center" data-testid="payment-cancel">
        <CircleX aria-hidden className="size-12 text-rose-600" />
        <p className="text-sm text-slate-700">
          {t('Your order is placed but not paid yet. You can pay again now or later from the order details.')}
        </p>
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          {order ? (
            <Button
              disabled={pay.isPending}
              onClick={() => pay.mutate({ orderId: order.id, method: order.payment_method })}
            >
              {t('Pay Again')}
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => setFailed(null)}>
            {t('Later')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
