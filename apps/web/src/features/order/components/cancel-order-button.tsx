import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../settings/i18n.ts';
import { useCancelOrder } from '../api/cancel-order.ts';

/** Cancel Order, asked for a second time in a confirmation dialog before the call. */
export function CancelOrderButton({ orderId }: { orderId: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  return (
    <>
      <Button variant="subtle" className="text-rose-700" onClick={() => setOpen(true)}>
        {t('Cancel Order')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('Cancel Order')} closeLabel={t('Close')}>
        <div className="space-y-4 p-4">
          <p className="text-sm text-slate-700">{t('Are you sure you want to cancel this order?')}</p>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('No')}
            </Button>
            <Button
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(orderId, { onSettled: () => setOpen(false) })}
            >
              {t('Yes, cancel it')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
