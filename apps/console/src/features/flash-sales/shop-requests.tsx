import type { FlashRequest } from '@souk/contract';
import { toast } from 'sonner';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { ProductCell } from './product-cell.tsx';
import { RequestStatusBadge } from './request-status-badge.tsx';
import { useWithdrawRequest } from './use-flash-sales.ts';

/**
 * The shop's requests in a sale that asks for approval: what each asked for and where it
 * stands (a declined one with the platform's reason); one still waiting may be withdrawn.
 */
export function ShopRequests({ saleId, requests }: { saleId: number; requests: FlashRequest[] }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const withdraw = useWithdrawRequest(saleId);
  return (
    <section aria-labelledby="shop-requests-title" className="mt-6">
      <h2 id="shop-requests-title" className="mb-3 text-lg font-semibold">
        {t('flashSales.requestsTitle')}
      </h2>
      <ul
        aria-labelledby="shop-requests-title"
        className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
      >
        {requests.map((request) => (
          <li
            key={request.id}
            data-row={request.product.code}
            className="flex flex-wrap items-start justify-between gap-3 p-3"
          >
            <ProductCell product={request.product}>
              <p className="text-sm">
                {t(request.current ? 'flashSales.request.change' : 'flashSales.request.join', {
                  price: money(request.price),
                  quantity: request.quantity.toLocaleString(intl),
                })}
              </p>
              <p className="text-xs text-slate-600">{dateTime(request.decided_at ?? request.created_at, intl)}</p>
              {request.reason && (
                <p className="text-sm">
                  <span className="font-semibold">{t('flashSales.request.reason')}</span> <bdi>{request.reason}</bdi>
                </p>
              )}
            </ProductCell>
            <div className="flex items-center gap-2">
              <RequestStatusBadge status={request.status} />
              {request.status === 'pending' && (
                <ConfirmButton
                  label={t('flashSales.request.withdrawFor', { name: request.product.name })}
                  question={t('flashSales.request.withdrawConfirm', { name: request.product.name })}
                  confirmLabel={t('flashSales.request.withdraw')}
                  size="sm"
                  pending={withdraw.isPending}
                  onConfirm={(done) =>
                    withdraw.mutate(request.id, {
                      onSuccess: () => toast.success(t('flashSales.request.withdrawn', { name: request.product.name })),
                      onError: (error) => toast.error(error.message),
                      onSettled: done,
                    })
                  }
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
