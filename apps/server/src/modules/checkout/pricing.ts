import { type DeliveryBand, priceShopOrder, type ShopOrderPricing, sumPricings, type VatRate } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { type LinePrice, priceLine } from '../cart/line-price.ts';
import { type CartLineRow, selectCartLines } from '../cart/queries.ts';
import { findVoucherByCode, selectCollected, type VoucherRow } from '../voucher/queries.ts';
import { voucherProblem } from '../voucher/rules.ts';
import { pricingTables } from './queries.ts';

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

/**
 * The first (voucher, shop) pair that qualifies: the code sent, else the customer's collected
 * vouchers in order. A code that does not apply leaves the collected vouchers to apply as they
 * would without it, and says why (`couponMessage`), so typing a used-up code never costs the
 * shopper the discount they already had.
 */
async function chooseVoucher(db: Db, input: SelectionInput, shops: ShopPart[]) {
  let couponMessage: string | null = null;
  if (input.couponCode) {
    const voucher = await findVoucherByCode(db, input.couponCode);
    const chosen = voucher ? await firstQualifying(db, input, shops, [voucher]) : null;
    if (chosen?.coupon) return { coupon: chosen.coupon, couponMessage: null };
    couponMessage = chosen?.problem ?? 'This voucher code is not valid.';
  }
  const collected = await selectCollected(db, input.userId).execute();
  const automatic = await firstQualifying(db, input, shops, collected);
  return { coupon: automatic.coupon, couponMessage };
}

/** The first of `vouchers` that applies to one of `shops`, else the first voucher's first problem. */
async function firstQualifying(db: Db, input: SelectionInput, shops: ShopPart[], vouchers: VoucherRow[]) {
  let problem: string | null = null;
  for (const voucher of vouchers) {
    for (const shop of shops) {
      const context = { shopId: shop.shopId, userId: input.userId, subtotal: shop.pricing.subtotal, now: input.now };
      const found = await voucherProblem(db, voucher, context);
      if (found === null) return { coupon: { voucher, shopId: shop.shopId }, problem: null };
      problem ??= found;
    }
  }
  return { coupon: null, problem };
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
