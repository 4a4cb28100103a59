import type { StaffShopResponse } from '@souk/contract';
import { ExternalLink } from 'lucide-react';
import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail-page.tsx';
import { DetailTerm } from '../../components/detail-term.tsx';
import { dateOnly } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { OpenConsole } from './open-console.tsx';
import { ShopActions } from './shop-actions.tsx';
import { ShopForm } from './shop-form.tsx';
import { ShopOrders } from './shop-orders.tsx';
import { ShopStatusBadge } from './shop-status-badge.tsx';
import { useShop } from './use-shops.ts';

/**
 * One shop as support reads it: its owner, counts and contact, a link to its storefront page,
 * deactivating or reactivating it, opening its console read-only, correcting its name and
 * contact, and its latest orders.
 */
export function StaffShopPage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const shop = useShop(id);
  return (
    <DetailPage titleId="shop-title" back={{ to: '/shops', label: t('shops.back') }} query={shop}>
      {(data) => <ShopDetails data={data} />}
    </DetailPage>
  );
}

function ShopDetails({ data }: { data: StaffShopResponse }) {
  const { t, intl } = useI18n();
  const { shop } = data;
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <img src={shop.logo} alt="" className="size-12 rounded-md border border-slate-200 object-cover" />
          <h1 id="shop-title" className="text-2xl font-semibold">
            <bdi>{shop.name}</bdi>
          </h1>
          <ShopStatusBadge active={shop.is_active} />
          {shop.is_root && (
            <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">
              {t('shops.root')}
            </span>
          )}
        </div>
        {/* The storefront is outside the console's own addresses. */}
        <a
          href={`/shops/${shop.id}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm text-primary-700 hover:underline"
        >
          <ExternalLink aria-hidden className="size-4" />
          {t('shops.storefront')}
        </a>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <DetailTerm term={t('shops.owner')}>{shop.owner.name}</DetailTerm>
          <DetailTerm term={t('shops.ownerEmail')} ltr>
            {shop.owner.email ?? '—'}
          </DetailTerm>
          <DetailTerm term={t('shops.phone')} ltr>
            {shop.phone ?? '—'}
          </DetailTerm>
          <DetailTerm term={t('shops.email')} ltr>
            {shop.email ?? '—'}
          </DetailTerm>
          <DetailTerm term={t('shops.address')}>{shop.address ?? '—'}</DetailTerm>
          <DetailTerm term={t('shops.products')}>{shop.product_count.toLocaleString(intl)}</DetailTerm>
          <DetailTerm term={t('shops.rating')}>
            {shop.rating.toLocaleString(intl, { maximumFractionDigits: 1 })} (
            {t('shops.reviews', { count: shop.review_count })})
          </DetailTerm>
          <DetailTerm term={t('shops.opened')}>{dateOnly(shop.created_at, intl)}</DetailTerm>
        </dl>
      </header>
      <ShopActions shop={shop} />
      <OpenConsole shop={shop} />
      <ShopForm key={shop.id} shop={shop} />
      <ShopOrders orders={data.orders} total={shop.order_count} />
    </div>
  );
}
