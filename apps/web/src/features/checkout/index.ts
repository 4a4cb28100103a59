// Checking out: the checkout screen, its address summary and totals.
export { AddressSummary } from './components/address-summary.tsx';
export { CheckoutScreen } from './components/checkout-screen.tsx';
export { TotalsList } from './components/totals-list.tsx';
