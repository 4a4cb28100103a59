import type { StaffFlashRequest } from '@souk/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { dateTime } from '../../lib/dates.ts';
import { fieldError, hasFieldErrors } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { PercentOff } from '../flash-sales/percent-off.tsx';
import { ProductCell } from '../flash-sales/product-cell.tsx';
import { RequestStatusBadge } from '../flash-sales/request-status-badge.tsx';
import { useDecision } from './use-promotions.ts';

/**
 * One shop's request: the product and its shop, the sale, the terms asked for beside the
 * product's own price and stock (and its terms in the sale now, for a change), and, while it
 * waits, the way to approve it or to decline it with the reason the shop will read.
 */
export function RequestCard({ request }: { request: StaffFlashRequest }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const { product } = request;
  return (
    <li data-row={product.code} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ProductCell product={product}>
          <p className="text-xs text-slate-600">
            {t('promotions.request.from', { shop: request.shop.name })} ·{' '}
            <Link to={`/promotions/flash-sales/${request.flash_sale.id}`} className="text-primary-800 hover:underline">
              <bdi>{request.flash_sale.name}</bdi>
            </Link>
          </p>
        </ProductCell>
        <RequestStatusBadge status={request.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="text-slate-600">{t('flashSales.flashPrice')}</dt>
        <dd>
          <span className="font-semibold">{money(request.price)}</span>
          <PercentOff normal={product.price} flash={request.price} />
        </dd>
        <dt className="text-slate-600">{t('flashSales.normalPrice')}</dt>
        <dd>{money(product.price)}</dd>
        <dt className="text-slate-600">{t('flashSales.quantity')}</dt>
        <dd>{request.quantity.toLocaleString(intl)}</dd>
        <dt className="text-slate-600">{t('promotions.request.stock')}</dt>
        <dd>{product.stock.toLocaleString(intl)}</dd>
      </dl>
      {request.current && (
        <p className="text-sm text-slate-700">
          {t('promotions.request.current', {
            price: money(request.current.price),
            quantity: request.current.quantity,
            sold: request.current.sold,
          })}
        </p>
      )}
      <p className="text-xs text-slate-600">
        {t('promotions.request.sent', { date: dateTime(request.created_at, intl) })}
        {request.decided_at &&
          ` · ${t('promotions.request.decided', { date: dateTime(request.decided_at, intl), name: request.decided_by ?? '' })}`}
      </p>
      {request.reason && (
        <p className="text-sm">
          <span className="font-semibold">{t('flashSales.request.reason')}</span> <bdi>{request.reason}</bdi>
        </p>
      )}
      {request.status === 'pending' && <Decide request={request} />}
    </li>
  );
}

function Decide({ request }: { request: StaffFlashRequest }) {
  const { t } = useI18n();
  const { approve, decline } = useDecision();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const name = request.product.name;
  const busy = approve.isPending || decline.isPending;
  const failed = (error: Error) =>
    toast.error(hasFieldErrors(error) ? Object.values(error.errors)[0]![0]! : error.message);
  return (
    <div className="space-y-3 border-t border-slate-100 pt-3">
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          label={t('promotions.request.approveNamed', { name })}
          question={t('promotions.request.approveConfirm', { name, sale: request.flash_sale.name })}
          confirmLabel={t('promotions.request.approve')}
          className="text-emerald-800"
          pending={busy}
          onConfirm={(done) =>
            approve.mutate(request.id, {
              onSuccess: () => toast.success(t('promotions.request.approved', { name })),
              onError: failed,
              onSettled: done,
            })
          }
        />
        <button
          type="button"
          aria-expanded={declining}
          onClick={() => setDeclining(!declining)}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
        >
          {t('promotions.request.declineNamed', { name })}
        </button>
      </div>
      {declining && (
        <form
          noValidate
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            decline.mutate(
              { id: request.id, reason },
              { onSuccess: () => toast.success(t('promotions.request.declined', { name })), onError: failed },
            );
          }}
        >
          <TextAreaField
            label={t('promotions.request.reason')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            error={fieldError(decline.error, 'reason')}
          />
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {t('promotions.request.decline')}
          </button>
        </form>
      )}
    </div>
  );
}
