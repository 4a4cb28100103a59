import type { Insertable, Kysely } from 'kysely';
import type { CouponsTable, Database } from '../db/types.ts';
import { shopBanner, shopLogo } from './artwork.ts';
import { insertReturningIds, insertRows } from './batch.ts';
import { CATEGORIES } from './categories.ts';
import type { DemoImages } from './images.ts';
import { SHOPS, type ShopSpec } from './shop-specs.ts';
import { escapeMarkup } from './text.ts';
import { sellerEmail } from './accounts.ts';

const DAY = 86_400_000;
const BANNERS_PER_SHOP = [3, 2] as const;

/** Icons scattered over a shop's banners: its specialty's products, or every department. */
function bannerPattern(shop: ShopSpec): string[] {
  const specialty = shop.specialty === null ? undefined : CATEGORIES[shop.specialty];
  return specialty ? specialty.subs.map((sub) => sub.icon) : CATEGORIES.map((category) => category.icon);
}

/** A shop's page text: what it is about, then its hours and delivery in a sentence of the language. */
export function shopDescription(about: string, hoursAndDelivery: string): string {
  return `<p>${escapeMarkup(about)}</p><p>${escapeMarkup(hoursAndDelivery)}</p>`;
}

// The charge itself is left to the shop's header, which shows it in the shopper's currency.
function description(shop: ShopSpec): string {
  const delivery = shop.deliveryCharge === 0 ? ' with free delivery' : '';
  return shopDescription(
    shop.about,
    `Open daily from ${shop.hours[0]} to ${shop.hours[1]}. Orders arrive in ${shop.delivery.toLowerCase()}${delivery}.`,
  );
}

/** The twelve shops with their banners and vouchers; returns shop ids in `SHOPS` order. */
export async function seedShops(
  db: Kysely<Database>,
  images: DemoImages,
  userIds: Map<string, number>,
  now: number,
): Promise<number[]> {
  const ids = await insertReturningIds(
    db,
    'shops',
    'slug',
    SHOPS.map((shop, i) => {
      const art = { key: shop.slug, icon: shop.icon, hue: shop.hue };
      const userId = userIds.get(sellerEmail(i + 1));
      if (userId === undefined) throw new Error(`seller ${i + 1} missing`);
      return {
        user_id: userId,
        name: shop.name,
        slug: shop.slug,
        prefix: shop.prefix,
        logo: shopLogo(images, { ...art, prefix: shop.prefix }),
        banner: shopBanner(images, { ...art, title: shop.name, pattern: bannerPattern(shop) }, 0),
        short_description: shop.tagline,
        description: description(shop),
        address: shop.address,
        phone: shop.phone,
        email: `hello@${shop.slug}.example`,
        opening_time: shop.hours[0],
        closing_time: shop.hours[1],
        estimated_delivery_time: shop.delivery,
        delivery_charge: shop.deliveryCharge,
        rating: 0,
        review_count: 0,
        is_root: i === 0 ? 1 : 0,
        is_active: 1,
        created_at: new Date(now - (400 - i * 10) * DAY).toISOString(),
      };
    }),
  );
  const shopIds = SHOPS.map((shop) => {
    const id = ids.get(shop.slug);
    if (id === undefined) throw new Error(`shop ${shop.slug} missing`);
    return id;
  });

  await insertRows(
    db,
    'shop_banners',
    SHOPS.flatMap((shop, i) =>
      Array.from({ length: BANNERS_PER_SHOP[i % 2] ?? 2 }, (_, position) => ({
        shop_id: shopIds[i] ?? 0,
        thumbnail: shopBanner(
          images,
          {
            key: shop.slug,
            icon: shop.icon,
            hue: shop.hue,
            title: shop.name,
            pattern: bannerPattern(shop),
          },
          position,
        ),
        position,
      })),
    ),
  );
  await insertRows(db, 'coupons', coupons(shopIds, now));
  return shopIds;
}

/** Two or three live vouchers per shop, plus one expired voucher for tests of expiry. */
function coupons(shopIds: readonly number[], now: number): Insertable<CouponsTable>[] {
  const live = {
    started_at: new Date(now - 30 * DAY).toISOString(),
    expired_at: new Date(now + 90 * DAY).toISOString(),
    is_active: 1,
  };
  const rows: Insertable<CouponsTable>[] = shopIds.flatMap((shopId, i) => {
    const n = i + 1;
    const list: Insertable<CouponsTable>[] = [
      {
        shop_id: shopId,
        code: `SHOP${n}SAVE10`,
        discount_type: 'Percentage',
        discount: 10,
        min_order_amount: 5000,
        max_discount_amount: 2000,
        limit_for_user: 3,
        ...live,
      },
      {
        shop_id: shopId,
        code: `SHOP${n}FLAT5`,
        discount_type: 'Amount',
        discount: 500,
        min_order_amount: 3000,
        max_discount_amount: null,
        limit_for_user: 1,
        ...live,
      },
    ];
    if (i % 2 === 0) {
      list.push({
        shop_id: shopId,
        code: `SHOP${n}WELCOME15`,
        discount_type: 'Percentage',
        discount: 15,
        min_order_amount: 8000,
        max_discount_amount: 3000,
        limit_for_user: 1,
        ...live,
      });
    }
    return list;
  });
  rows.push({
    shop_id: shopIds[0] ?? null,
    code: 'EXPIRED20',
    discount_type: 'Percentage',
    discount: 20,
    min_order_amount: 1000,
    max_discount_amount: 5000,
    limit_for_user: 1,
    started_at: new Date(now - 60 * DAY).toISOString(),
    expired_at: new Date(now - 5 * DAY).toISOString(),
    is_active: 1,
  });
  return rows;
}
