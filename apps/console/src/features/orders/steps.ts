import { type OrderStatus, orderStatuses } from '@souk/contract';

/** The fulfilment steps in order; Cancelled ends an order early instead. */
const STEPS: readonly OrderStatus[] = orderStatuses.filter((status) => status !== 'Cancelled');

/** The step after `status`, or null once delivered or cancelled. */
export function nextStep(status: OrderStatus): OrderStatus | null {
  const at = STEPS.indexOf(status);
  return at === -1 ? null : (STEPS[at + 1] ?? null);
}

/** Whether the shop may still cancel: any step before Delivered. */
export function canCancel(status: OrderStatus): boolean {
  return status !== 'Cancelled' && status !== 'Delivered';
}
