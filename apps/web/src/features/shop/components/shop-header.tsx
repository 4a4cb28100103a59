import type { ShopDetails } from '@souk/contract';
import { Clock, Mail, MapPin, Phone, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { COLUMN_WIDTH, LazyImage } from '../../../components/ui/lazy-image.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { countKey, useT } from '../../../lib/i18n.ts';

/** A shop's banner, logo, name, status, rating and contact facts; `chat` is the chat entry. */
export function ShopHeader({ shop, chat }: { shop: ShopDetails; chat: ReactNode }) {
  const t = useT();
  const facts: Array<[ReactNode, ReactNode]> = [
    [
      <Clock key="i" aria-hidden className="size-4" />,
      <bdi key="v" dir="ltr">{`${shop.opening_time} – ${shop.closing_time}`}</bdi>,
    ],
  ];
  if (shop.address) facts.push([<MapPin key="i" aria-hidden className="size-4" />, <bdi key="v">{shop.address}</bdi>]);
  if (shop.phone) facts.push([<Phone key="i" aria-hidden className="size-4" />, <bdi key="v">{shop.phone}</bdi>]);
  if (shop.email) facts.push([<Mail key="i" aria-hidden className="size-4" />, <bdi key="v">{shop.email}</bdi>]);
  facts.push([
    <Truck key="i" aria-hidden className="size-4" />,
    <span key="v">
      {t('Delivery Charge')}: <Price amount={shop.delivery_charge} />
      {shop.estimated_delivery_time ? (
        <>
          {' · '}
          <bdi>{shop.estimated_delivery_time}</bdi>
        </>
      ) : null}
    </span>,
  ]);

  return (
    <header className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <LazyImage
        src={shop.banner}
        width={1200}
        height={300}
        sizes={COLUMN_WIDTH}
        first
        className="aspect-[4/1] w-full bg-slate-200 object-cover"
      />
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start">
        <LazyImage
          src={shop.logo}
          width={96}
          height={96}
          eager
          className="-mt-12 size-20 shrink-0 rounded-full border-4 border-white bg-white object-cover sm:-mt-14 sm:size-24"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-xl font-bold sm:text-2xl">
              <bdi>{shop.name}</bdi>
            </h1>
            <StatusBadge status={shop.shop_status} />
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <Stars rating={shop.rating} /> {shop.rating.toFixed(1)} ({shop.total_reviews})
            </span>
            <span>
              {t(countKey(shop.total_products, ':count product', ':count products'), { count: shop.total_products })}
            </span>
          </p>
          {shop.short_description ? (
            <p className="text-sm text-slate-700">
              <bdi>{shop.short_description}</bdi>
            </p>
          ) : null}
          <ul className="grid gap-1.5 text-sm text-slate-600 md:grid-cols-2">
            {facts.map(([icon, text], i) => (
              <li key={i} className="flex min-w-0 items-start gap-2">
                <span className="mt-0.5 shrink-0 text-slate-400">{icon}</span>
                <span className="min-w-0 break-words">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="shrink-0">{chat}</div>
      </div>
    </header>
  );
}
