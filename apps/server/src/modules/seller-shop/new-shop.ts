import type { Db } from '../../db/database.ts';
import { shopBanner, shopLogo } from '../../seed/artwork.ts';
import type { ImageSink } from '../../seed/images.ts';
import { hasRootShop, insertShop, slugsLike } from './queries.ts';
import { shopPrefix, slugBase } from './shop-names.ts';

/** The shop's own look until the owner uploads one: the storefront icon on the brand colour. */
const SHOP_ART = { icon: 'storefront', hue: '#0e7c6b', pattern: ['storefront'] };

export interface NewShop {
  ownerId: number;
  name: string;
  createdAt: string;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
}

export interface OpenedShop {
  id: number;
  name: string;
  slug: string;
}

/**
 * Opens a shop for `ownerId`, active at once, with a free slug from its name and drawn
 * artwork (saved through `images`). The first shop becomes the root shop, the one
 * single-vendor mode shows. Hours and delivery are the migration's defaults until the owner
 * sets them in the console. Run it inside the transaction that creates the owner.
 */
export async function openShop(trx: Db, images: ImageSink, shop: NewShop): Promise<OpenedShop> {
  const base = slugBase(shop.name);
  const taken = await slugsLike(trx, base);
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  const prefix = shopPrefix(shop.name);
  const id = await insertShop(trx, {
    user_id: shop.ownerId,
    name: shop.name,
    slug,
    prefix,
    logo: shopLogo(images, { key: slug, ...SHOP_ART, prefix }),
    banner: shopBanner(images, { key: slug, ...SHOP_ART, title: shop.name }, 0),
    address: shop.address ?? null,
    phone: shop.phone ?? null,
    email: shop.email ?? null,
    opening_time: '09:00',
    closing_time: '21:00',
    delivery_charge: 0,
    rating: 0,
    review_count: 0,
    is_root: (await hasRootShop(trx)) ? 0 : 1,
    is_active: 1,
    created_at: shop.createdAt,
  });
  return { id, name: shop.name, slug };
}
