import type { Order } from '@souk/contract';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSettingsStore } from '../../settings/index.ts';

/** The payment method's name: cash on delivery, or the gateway's own title from the settings. */
function usePaymentMethodLabel(method: string): string {
  const t = useT();
  const gateways = useSettingsStore((s) => s.master?.payment_gateways);
  if (method === 'cash') return t('Cash on Delivery');
  return gateways?.find((g) => g.name === method)?.title ?? method;
}

/** Placed and delivery dates, payment method and payment state, as a definition list. */
export function OrderFacts({ order }: { order: Order }) {
  const t = useT();
  const method = usePaymentMethodLabel(order.payment_method);
  const facts: Array<[string, string]> = [
    [t('Placed on'), formatDate(order.placed_at || order.created_at)],
    ...(order.estimated_delivery_date
      ? [[t('Estimated delivery'), formatDate(order.estimated_delivery_date)] as [string, string]]
      : []),
    [t('Payment Method'), method],
    [
      t('Payment Status'),
      order.payment_status === 'Paid' ? t('Paid') : order.payment_status === 'Refunded' ? t('Refunded') : t('Unpaid'),
    ],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2" data-testid="order-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="flex gap-2">
          <dt className="text-slate-500">{label}:</dt>
          <dd className="font-medium">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
