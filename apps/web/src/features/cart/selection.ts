import type { CartShop } from './types.ts';

/**
 * Ticks a shop that is not ticked and unticks one that is
 * (docs/features/basket.md#shops-ticked-for-checkout).
 */
export function toggleShop(selected: readonly number[], shopId: number): number[] {
  return selected.includes(shopId) ? selected.filter((id) => id !== shopId) : [...selected, shopId];
}

/**
 * The shops checkout covers: in single-vendor mode every shop in the basket
 * (docs/features/basket.md#shops-ticked-for-checkout), otherwise the ticked ones still in the
 * basket, in basket order.
 */
export function effectiveSelection(selected: readonly number[], shops: readonly CartShop[], multiVendor: boolean) {
  return shops.filter((shop) => !multiVendor || selected.includes(shop.shop_id)).map((shop) => shop.shop_id);
}

/** Whether a line-changing answer no longer holds the line: the decrement took the last one. */
export function lineRemoved(shops: readonly CartShop[], cartId: number): boolean {
  return !shops.some((shop) => shop.products.some((line) => line.cart_id === cartId));
}
