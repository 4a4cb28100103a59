import { effectiveSelection, useCartShops, useCartStore } from '../cart/index.ts';
import { useSettingsStore } from '../settings/index.ts';

/** The shops a checkout covers: the buy-now product's shop, or the basket's ticked shops. */
export function useCheckoutShops(buyNow: boolean): number[] {
  const shops = useCartShops();
  const selected = useCartStore((s) => s.selectedShopIds);
  const target = useCartStore((s) => s.buyNow);
  const multiVendor = useSettingsStore((s) => s.master?.multi_vendor ?? true);
  if (buyNow) return target ? [target.shopId] : [];
  return effectiveSelection(selected, shops, multiVendor);
}
