import { type DeliveryBand, priceShopOrder, type ShopOrderPricing, sumPricings, type VatRate } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { type LinePrice, priceLine } from '../cart/line-price.ts';
import { type CartLineRow, selectCartLines } from '../cart/queries.ts';
import { findVoucherByCode, selectCollected, type VoucherRow } from '../voucher/queries.ts';
import { voucherProblem } from '../voucher/rules.ts';

export interface ShopPart {
  shopId: number;
  rows: CartLineRow[];
  prices: LinePrice[];
  pricing: ShopOrderPricing;
}

export interface Selection {
  shops: ShopPart[];
  rows: CartLineRow[];
  total: ShopOrderPricing;
  coupon: { voucher: VoucherRow; shopId: number } | null;
  /** Why the code sent does not apply, or null. */
  couponMessage: string | null;
}

export interface SelectionInput {
  userId: number;
  shopIds: readonly number[];
  buyNow: boolean;
  couponCode: string | null;
  now: string;
}

async function pricingTables(db: Db) {
  const [bands, vat] = await Promise.all([
    db
      .selectFrom('delivery_charges')
      .select(['min_quantity', 'max_quantity', 'charge'])
      .orderBy('min_quantity')
      .execute(),
    db.selectFrom('vat_taxes').select(['id', 'name', 'percentage']).where('is_active', '=', 1).orderBy('id').execute(),
  ]);
  return { bands: bands as DeliveryBand[], vat: vat.map((v) => ({ ...v, percentage: Number(v.percentage) })) };
}

function priceShop(
  part: Omit<ShopPart, 'pricing'>,
  tables: { bands: DeliveryBand[]; vat: VatRate[] },
  coupon?: VoucherRow,
) {
  return priceShopOrder({
    lines: part.rows.map((row, i) => ({
      unit_price: part.prices[i]?.unit ?? 0,
      quantity: row.quantity,
      is_digital: row.is_digital === 1,
    })),
    bands: tables.bands,
    shop_delivery_charge: part.rows[0]?.shop_delivery_charge ?? 0,
    vat: tables.vat,
    coupon: coupon ?? null,
  });
}

/** The first (voucher, shop) pair that qualifies: the code sent, else the customer's collected vouchers in order. */
async function chooseVoucher(db: Db, input: SelectionInput, shops: ShopPart[]) {
  const candidates: VoucherRow[] = [];
  let couponMessage: string | null = null;
  if (input.couponCode) {
    const voucher = await findVoucherByCode(db, input.couponCode);
    if (voucher) candidates.push(voucher);
    else couponMessage = 'This voucher code is not valid.';
  } else {
    candidates.push(...(await selectCollected(db, input.userId).execute()));
  }
  for (const voucher of candidates) {
    for (const shop of shops) {
      const context = { shopId: shop.shopId, userId: input.userId, subtotal: shop.pricing.subtotal, now: input.now };
      const problem = await voucherProblem(db, voucher, context);
      if (problem === null) return { coupon: { voucher, shopId: shop.shopId }, couponMessage: null };
      if (input.couponCode && couponMessage === null) couponMessage = problem;
    }
  }
  return { coupon: null, couponMessage };
}

/**
 * Prices the customer's lines of `shopIds` from the database alone (client prices are never
 * read): one order per shop, each with its delivery band, VAT and, for one shop, a voucher.
 */
export async function priceSelection(db: Db, input: SelectionInput): Promise<Selection> {
  const rows =
    input.shopIds.length === 0
      ? []
      : await selectCartLines(db, input.userId, input.buyNow, input.now)
          .where('s.id', 'in', [...input.shopIds])
          .execute();
  const tables = await pricingTables(db);
  const byShop = new Map<number, CartLineRow[]>();
  for (const row of rows) byShop.set(row.shop_id, [...(byShop.get(row.shop_id) ?? []), row]);
  const shops: ShopPart[] = [...byShop].map(([shopId, shopRows]) => {
    const part = { shopId, rows: shopRows, prices: shopRows.map(priceLine) };
    return { ...part, pricing: priceShop(part, tables) };
  });
  const { coupon, couponMessage } = await chooseVoucher(db, input, shops);
  const discounted = shops.map((shop) =>
    coupon && coupon.shopId === shop.shopId ? { ...shop, pricing: priceShop(shop, tables, coupon.voucher) } : shop,
  );
  return {
    shops: discounted,
    rows,
    total: sumPricings(discounted.map((s) => s.pricing)),
    coupon,
    couponMessage,
  };
}
