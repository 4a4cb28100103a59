// Shop vouchers: a shop's vouchers and collecting them.
export { ShopVouchers } from './components/shop-vouchers.tsx';
