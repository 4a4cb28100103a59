// /buynow is the checkout screen fed by the buy-now line; it tells the two apart by path.
export { Component } from './checkout.tsx';
