import type { Endpoint } from './route.ts';

/**
 * Every API route's method and path, by area and name. The route table (index.ts) gives each its
 * schemas; this part holds none, so the storefront calls routes by it without bundling zod.
 */
export const endpoints = {
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
