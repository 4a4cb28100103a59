// The shopper's orders: history, details, statuses, live updates, cancelling, ordering again.
export { useOrderQuery } from './api/get-order.ts';
export { ORDERS_PER_PAGE, useOrdersQuery } from './api/get-orders.ts';
export { useOrderAgain } from './api/order-again.ts';
export { CancelOrderButton } from './components/cancel-order-button.tsx';
export { OrderFacts } from './components/order-facts.tsx';
export { OrderLines } from './components/order-lines.tsx';
export { OrderRow } from './components/order-row.tsx';
export { OrderStatusBadge } from './components/order-status-badge.tsx';
export { OrderTimeline } from './components/order-timeline.tsx';
export { StatusTabs } from './components/status-tabs.tsx';
export { orderKeys } from './keys.ts';
export { orderTotals } from './order-totals.ts';
export { statusTab } from './statuses.ts';
export { useOrderUpdates } from './use-order-updates.ts';
