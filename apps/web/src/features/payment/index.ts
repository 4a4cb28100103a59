// Paying for an order: the pay-now button and the gateway's return.
export { PayNowButton } from './components/pay-now-button.tsx';
export { PaymentReturn } from './components/payment-return.tsx';
