import { useCartShops } from '../cart/api/get-cart.ts';
import { effectiveSelection } from '../cart/selection.ts';
import { useCartStore } from '../cart/store.ts';
import { useSettingsStore } from '../settings/store.ts';

/** The shops a checkout covers: the buy-now product's shop, or the basket's ticked shops. */
export function useCheckoutShops(buyNow: boolean): number[] {
  const shops = useCartShops();
  const selected = useCartStore((s) => s.selectedShopIds);
  const target = useCartStore((s) => s.buyNow);
  const multiVendor = useSettingsStore((s) => s.master?.multi_vendor ?? true);
  if (buyNow) return target ? [target.shopId] : [];
  return effectiveSelection(selected, shops, multiVendor);
}
