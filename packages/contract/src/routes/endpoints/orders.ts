import type { Endpoint } from '../route.ts';

/** Endpoints of the orders areas (routes in ../orders.ts). */
export const ordersEndpoints = {
  vouchers: {
    vouchers: { method: 'GET', path: '/get-vouchers' },
    collectVoucher: { method: 'POST', path: '/vouchers-collect' },
    collectedVouchers: { method: 'GET', path: '/get-collected-vouchers' },
    applyVoucher: { method: 'POST', path: '/apply-voucher' },
  },
  orders: {
    placeOrder: { method: 'POST', path: '/place-order' },
    orderAgain: { method: 'POST', path: '/place-order/again' },
    orders: { method: 'GET', path: '/orders' },
    orderDetails: { method: 'GET', path: '/order-details' },
    cancelOrder: { method: 'POST', path: '/orders/cancel' },
  },
  reviews: {
    writeReview: { method: 'POST', path: '/product-review' },
  },
  payments: {
    payOrder: { method: 'GET', path: '/order-payment/:order/:method' },
  },
  quotes: {
    quotes: { method: 'GET', path: '/send-quotes' },
    quote: { method: 'GET', path: '/view-quote/:id' },
    editQuote: { method: 'GET', path: '/edit-quote/:id' },
    storeQuote: { method: 'POST', path: '/quote/store' },
    updateQuote: { method: 'POST', path: '/quote/:id/update' },
    cancelQuote: { method: 'POST', path: '/quote/:id/cancel' },
    acceptQuote: { method: 'POST', path: '/quote/:id/accept' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
