import { CartDrawer } from '../../features/cart/index.ts';
import { CartChatButton } from '../../features/chat/index.ts';
import { ShopVouchers } from '../../features/voucher/index.ts';

/** The basket drawer with each shop's vouchers and chat button; loaded when the basket first opens. */
export function CartOverlay() {
  return (
    <CartDrawer
      shopActions={(shopId, shopName) => (
        <>
          <ShopVouchers shopId={shopId} shopName={shopName} />
          <CartChatButton shopId={shopId} shopName={shopName} />
        </>
      )}
    />
  );
}
