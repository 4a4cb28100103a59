import type { Endpoint } from '../route.ts';

/** The cart's endpoints (routes in ../cart.ts). */
export const cartEndpoints = {
  cart: {
    cart: { method: 'GET', path: '/carts' },
    addToCart: { method: 'POST', path: '/cart/store' },
    incrementLine: { method: 'POST', path: '/cart/increment' },
    decrementLine: { method: 'POST', path: '/cart/decrement' },
    setLineQuantity: { method: 'POST', path: '/cart/update-quantity' },
    deleteLine: { method: 'POST', path: '/cart/delete' },
    checkout: { method: 'POST', path: '/cart/checkout' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
