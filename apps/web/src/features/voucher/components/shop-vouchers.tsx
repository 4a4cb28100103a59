import { TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useCollectVoucher } from '../api/collect-voucher.ts';
import { useVouchersQuery } from '../api/get-vouchers.ts';
import { VoucherCard } from './voucher-card.tsx';

/** A shop's 'Vouchers' button and the list it opens (titled with the shop's name), loaded on opening. */
export function ShopVouchers({ shopId, shopName }: { shopId: number; shopName?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { data, isPending, isError } = useVouchersQuery(shopId, open);
  const collect = useCollectVoucher(shopId);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-semibold text-primary-700 hover:bg-primary-50"
      >
        <TicketPercent aria-hidden className="size-4" />
        {t('Vouchers')}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={shopName ? t('Vouchers of :shop', { shop: shopName }) : t('Vouchers')}
        closeLabel={t('Close')}
      >
        <div className="p-4">
          {isPending && !isError ? (
            <div aria-busy="true" className="space-y-2">
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </div>
          ) : !data || data.coupons.length === 0 ? (
            <p className="py-8 text-center text-sm text-slate-600">{t('Sorry there is no voucher available')}</p>
          ) : (
            <ul className="space-y-2">
              {data.coupons.map((voucher) => (
                <VoucherCard
                  key={voucher.id}
                  voucher={voucher}
                  collecting={collect.isPending && collect.variables === voucher.id}
                  onCollect={() => collect.mutate(voucher.id)}
                />
              ))}
            </ul>
          )}
        </div>
      </Dialog>
    </>
  );
}
