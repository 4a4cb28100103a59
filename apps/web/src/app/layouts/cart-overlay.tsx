import { CartDrawer } from '../../features/cart/components/cart-drawer.tsx';
import { CartChatButton } from '../../features/chat/components/cart-chat-button.tsx';
import { ShopVouchers } from '../../features/voucher/components/shop-vouchers.tsx';

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
