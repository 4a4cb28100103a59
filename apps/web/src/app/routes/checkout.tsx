import { useMatch } from 'react-router';
import { CheckoutScreen } from '../../features/checkout/index.ts';
import { ShopVouchers } from '../../features/voucher/index.ts';

/** /checkout (the basket's ticked shops) and /buynow (the buy-now line alone). */
export function Component() {
  const buyNow = useMatch('/buynow') !== null;
  return (
    <CheckoutScreen
      key={buyNow ? 'buy-now' : 'checkout'}
      buyNow={buyNow}
      shopActions={(shop) => <ShopVouchers shopId={shop.shop_id} shopName={shop.shop_name} />}
    />
  );
}
