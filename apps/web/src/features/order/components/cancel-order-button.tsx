import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useCancelOrder } from '../api/cancel-order.ts';

/** Cancel Order, asked for a second time in a confirmation dialog before the call. */
export function CancelOrderButton({ orderId }: { orderId: number }) {
  const t = useT();
  const cancel = useCancelOrder();
  return (
    <ConfirmButton
      label={t('Cancel Order')}
      question={t('Are you sure you want to cancel this order?')}
      confirmLabel={t('Yes, cancel it')}
      pending={cancel.isPending}
      onConfirm={(done) => cancel.mutate(orderId, { onSettled: done })}
    />
  );
}
