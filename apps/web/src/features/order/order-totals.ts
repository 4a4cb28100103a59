import type { Order } from '@souk/contract';

/** An order's amounts in the shape the totals list shows (the same rows as at checkout). */
export function orderTotals(order: Order) {
  return {
    subtotal: order.total_amount,
    deliveryCharge: order.delivery_charge,
    vat: order.all_vat_taxes,
    couponDiscount: order.coupon_discount,
    payable: order.payable_amount,
  };
}
