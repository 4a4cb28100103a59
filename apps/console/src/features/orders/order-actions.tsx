import type { SellerOrdersResponse } from '@souk/contract';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { Writable } from '../../components/writable.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { canCancel, nextStep } from './steps.ts';
import { useSetOrderStatus } from './use-orders.ts';

/** What the actions read of an order: the list's rows and the order's own page both have it. */
type ActionableOrder = Pick<SellerOrdersResponse['orders'][number], 'id' | 'order_code' | 'order_status'>;

/** The order's next step, and cancelling (asked to be sure: the stock goes back on sale); none read-only. */
export function OrderActions({ order }: { order: ActionableOrder }) {
  const { t } = useI18n();
  const setStatus = useSetOrderStatus();
  const next = nextStep(order.order_status);
  const busy = setStatus.isPending;
  return (
    <Writable>
      <div className="flex flex-wrap gap-2">
        {next && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setStatus.mutate({ id: order.id, code: order.order_code, status: next })}
            className="rounded-md bg-primary-700 px-2.5 py-1 text-xs font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
          >
            {t('orders.advance', { status: t(`status.${next}`) })}
          </button>
        )}
        {canCancel(order.order_status) && (
          <ConfirmButton
            label={t('orders.cancel')}
            question={t('orders.cancelConfirm', { code: order.order_code })}
            confirmLabel={t('orders.cancelYes')}
            pending={busy}
            size="sm"
            onConfirm={(done) =>
              setStatus.mutate({ id: order.id, code: order.order_code, status: 'Cancelled' }, { onSettled: done })
            }
          />
        )}
      </div>
    </Writable>
  );
}
