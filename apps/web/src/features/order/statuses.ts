import { type OrderStatus, orderStatuses, type StatusWiseOrders } from '@souk/contract';

/** The order statuses in the order they happen; Cancelled ends an order early instead. */
export const ORDER_STEPS: readonly OrderStatus[] = orderStatuses.filter((status) => status !== 'Cancelled');

/** The history tabs: every order, then one per status, keyed as `status_wise_orders` keys them. */
export const STATUS_TABS: ReadonlyArray<{ key: keyof StatusWiseOrders; label: string }> = [
  { key: 'all', label: 'All' },
  { key: 'pending', label: 'Pending' },
  { key: 'confirm', label: 'Confirm' },
  { key: 'processing', label: 'Processing' },
  { key: 'pickup', label: 'Pickup' },
  { key: 'on_the_way', label: 'On The Way' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'cancelled', label: 'Cancelled' },
];

/** The tab a `?status=` value names; anything unknown is 'all'. */
export function statusTab(value: string | null): keyof StatusWiseOrders {
  return STATUS_TABS.find((tab) => tab.key === value)?.key ?? 'all';
}

export interface TimelineStep {
  status: OrderStatus;
  /** When the order reached it, or null when it has not (yet). */
  at: string | null;
}

/**
 * The timeline of an order: the normal steps up to Delivered with the time each was reached;
 * a cancelled order shows the steps it reached and then Cancelled.
 */
export function timeline(history: ReadonlyArray<{ order_status: OrderStatus; created_at: string }>): TimelineStep[] {
  const reached = new Map(history.map((entry) => [entry.order_status, entry.created_at]));
  const cancelledAt = reached.get('Cancelled');
  if (cancelledAt === undefined) return ORDER_STEPS.map((status) => ({ status, at: reached.get(status) ?? null }));
  return [
    ...ORDER_STEPS.filter((status) => reached.has(status)).map((status) => ({
      status,
      at: reached.get(status) ?? null,
    })),
    { status: 'Cancelled', at: cancelledAt },
  ];
}
