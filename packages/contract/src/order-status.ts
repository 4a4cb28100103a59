/**
 * Order and payment statuses, zod-free so the storefront can use them without the schemas.
 * Listed in the order they happen; Cancelled ends an order early instead.
 */
export const orderStatuses = [
  'Pending',
  'Confirm',
  'Processing',
  'Pickup',
  'On The Way',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** Refunded: an order paid online, then cancelled (by the shopper or the shop) before it shipped. */
export const paymentStatuses = ['Pending', 'Paid', 'Refunded'] as const;
