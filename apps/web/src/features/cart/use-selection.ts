import { useEffect } from 'react';
import { useSettingsStore } from '../settings/index.ts';
import { useCartShops } from './api/get-cart.ts';
import { useCheckoutQuery } from './api/get-checkout.ts';
import { effectiveSelection, toggleShop } from './selection.ts';
import { useCartStore } from './store.ts';

/**
 * The shops ticked for checkout and their totals from POST /cart/checkout
 * (docs/features/basket.md#shops-ticked-for-checkout): a tick reloads the totals; an answer with no
 * items clears the selection. Single-vendor mode ticks every shop and offers no checkboxes. Totals
 * load only while the basket is `open`.
 */
export function useCartSelection(open: boolean) {
  const shops = useCartShops();
  const selected = useCartStore((s) => s.selectedShopIds);
  const multiVendor = useSettingsStore((s) => s.master?.multi_vendor ?? true);
  const shopIds = effectiveSelection(selected, shops, multiVendor);
  const checkout = useCheckoutQuery({ shopIds, couponCode: '', buyNow: false }, open);
  const empty = checkout.data !== undefined && !checkout.isPlaceholderData && checkout.data.checkout_items.length === 0;
  useEffect(() => {
    if (empty) useCartStore.getState().setSelectedShopIds([]);
  }, [empty]);
  return {
    shopIds,
    multiVendor,
    checkout,
    toggle: (shopId: number) => useCartStore.getState().setSelectedShopIds(toggleShop(selected, shopId)),
  };
}
