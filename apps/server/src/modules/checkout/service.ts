import {
  type cartCheckoutBodySchema,
  type CheckoutResponse,
  type CheckoutTotals,
  fromMinor,
  type ShopOrderPricing,
  type VatTaxAmount,
} from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { isoAt } from '../../lib/clock.ts';
import { groupByShop } from '../cart/view.ts';
import { priceSelection } from './pricing.ts';

function wireTaxes(taxes: ShopOrderPricing['taxes']): VatTaxAmount[] {
  return taxes.map((tax) => ({
    id: tax.id,
    name: tax.name,
    percentage: tax.percentage,
    amount: fromMinor(tax.amount),
  }));
}

/** Totals as the wire shows them (decimals), for the checkout and a refused place-order. */
export function wireTotals(pricing: ShopOrderPricing): CheckoutTotals {
  return {
    total_amount: fromMinor(pricing.subtotal),
    delivery_charge: fromMinor(pricing.delivery_charge),
    coupon_discount: fromMinor(pricing.coupon_discount),
    order_tax_amount: fromMinor(pricing.tax_amount),
    payable_amount: fromMinor(pricing.payable),
    all_vat_taxes: wireTaxes(pricing.taxes),
  };
}

/** `POST /cart/checkout`: totals of the selected shops as placing the order would record them. */
export async function checkoutSummary(
  ctx: AppContext,
  userId: number,
  body: z.output<typeof cartCheckoutBodySchema>,
): Promise<CheckoutResponse> {
  const selection = await priceSelection(ctx.db, {
    userId,
    shopIds: body.shop_ids,
    buyNow: body.is_buy_now,
    couponCode: body.coupon_code,
    now: isoAt(ctx.clock),
  });
  const coupon = selection.coupon;
  const discount = coupon ? selection.shops.find((s) => s.shopId === coupon.shopId)?.pricing.coupon_discount : 0;
  return {
    checkout_items: groupByShop(selection.rows, new Date(ctx.clock.now())),
    checkout: wireTotals(selection.total),
    apply_coupon: coupon !== null,
    coupon: coupon
      ? { id: coupon.voucher.id, code: coupon.voucher.code, shop_id: coupon.shopId, discount: fromMinor(discount ?? 0) }
      : null,
    coupon_message: selection.couponMessage,
  };
}
