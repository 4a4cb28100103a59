import { cartAmount } from '@souk/contract';
import { ShoppingBag } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../settings/i18n.ts';
import { cartCount, useCartStore } from '../store.ts';

/** The side drawer 'My Cart': item count, the basket by shop, 'Cart Amount' and 'Proceed to Checkout'. */
export function CartDrawer() {
  const t = useT();
  const navigate = useNavigate();
  const open = useCartStore((s) => s.drawerOpen);
  const setOpen = useCartStore((s) => s.setDrawerOpen);
  const shops = useCartStore((s) => s.cartItems);
  const lines = shops.flatMap((shop) => shop.products);
  const count = cartCount(shops);

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      placement="end"
      closeLabel={t('Close')}
      title={
        <span className="inline-flex items-center gap-2">
          <ShoppingBag aria-hidden className="size-5" /> {t('My Cart')}{' '}
          <span className="text-sm font-normal text-slate-500">({count})</span>
        </span>
      }
    >
      <div className="flex h-full flex-col">
        <div className="flex-1 p-4">
          {lines.length === 0 ? (
            <p className="py-16 text-center text-slate-500">{t('Cart is empty')}</p>
          ) : (
            shops.map((shop) => (
              <section key={shop.shop_id} className="mb-4">
                <h3 className="mb-2 text-sm font-semibold">{shop.shop_name}</h3>
                <ul className="space-y-2">
                  {shop.products.map((line) => (
                    <li key={`${line.id}`} className="flex justify-between gap-2 text-sm">
                      <span className="truncate">
                        {line.name} × {line.quantity}
                      </span>
                      <Price amount={(line.discount_price > 0 ? line.discount_price : line.price) * line.quantity} />
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
        <div className="sticky bottom-0 border-t border-slate-200 bg-white p-4">
          <div className="mb-3 flex items-center justify-between font-semibold">
            <span>{t('Cart Amount')}</span>
            <Price amount={cartAmount(lines)} />
          </div>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              navigate('/checkout');
            }}
            className="w-full rounded-md bg-primary-700 py-2.5 font-semibold text-white hover:bg-primary-800"
          >
            {t('Proceed to Checkout')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
