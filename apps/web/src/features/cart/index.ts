// The basket: its store and the server's copy, the drawer and tab, the chosen shops' checkout totals.
export { useAddToCart } from './api/add-to-cart.ts';
export { cartCount, useCartShops } from './api/get-cart.ts';
export { useCheckoutQuery } from './api/get-checkout.ts';
export { followAddresses } from './basket-address.ts';
export { followBasket, forgetBasket, reloadBasket, setBasket } from './basket.ts';
export { CartDrawer } from './components/cart-drawer.tsx';
export { CartTab, useCartTabShown } from './components/cart-tab.tsx';
export { LinePrice } from './components/line-price.tsx';
export { checkoutKeys } from './keys.ts';
export { effectiveSelection } from './selection.ts';
export { useCartStore } from './store.ts';
export { type CartShop } from './types.ts';
