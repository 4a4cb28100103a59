import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { insertRows } from './batch.ts';

const DAY = 86_400_000;

/** The demo's VAT rates: one active, one switched off to show that only active rates count. */
export const DEMO_VAT = [
  { name: 'VAT', percentage: 5, is_active: 1 },
  { name: 'Luxury tax', percentage: 10, is_active: 0 },
];

/** Delivery charge by the number of physical items in one shop's order (minor units). */
export const DEMO_DELIVERY_BANDS = [
  { min_quantity: 1, max_quantity: 3, charge: 200 },
  { min_quantity: 4, max_quantity: 10, charge: 400 },
  { min_quantity: 11, max_quantity: null, charge: 600 },
];

/** The platform's voucher, honoured by every shop it is assigned to. */
export const ADMIN_VOUCHER_CODE = 'SOUK5';

/**
 * Checkout data: VAT rates, delivery bands, a single-use voucher per shop (SHOP{n}ONCE) and one
 * admin voucher assigned to every shop. The shops' own vouchers come with the shops.
 */
export async function seedCommerce(db: Kysely<Database>, now: number): Promise<void> {
  await insertRows(db, 'vat_taxes', DEMO_VAT);
  await insertRows(db, 'delivery_charges', DEMO_DELIVERY_BANDS);
  const shops = await db.selectFrom('shops').select('id').orderBy('id').execute();
  const live = {
    started_at: new Date(now - 30 * DAY).toISOString(),
    expired_at: new Date(now + 90 * DAY).toISOString(),
    is_active: 1,
  };
  await insertRows(
    db,
    'coupons',
    shops.map((shop, i) => ({
      shop_id: shop.id,
      code: `SHOP${i + 1}ONCE`,
      discount_type: 'Amount' as const,
      discount: 1000,
      min_order_amount: 2000,
      max_discount_amount: null,
      limit_for_user: 1,
      total_limit: 1,
      ...live,
    })),
  );
  const admin = await db
    .insertInto('coupons')
    .values({
      shop_id: null,
      code: ADMIN_VOUCHER_CODE,
      discount_type: 'Amount',
      discount: 500,
      min_order_amount: 2000,
      max_discount_amount: null,
      limit_for_user: 2,
      ...live,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertRows(
    db,
    'coupon_shops',
    shops.map((shop) => ({ coupon_id: admin.id, shop_id: shop.id })),
  );
}
