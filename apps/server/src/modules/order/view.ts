import { CASH_ON_DELIVERY, fromMinor, type Order, type VatTaxAmount } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { toWireDateTime } from '../../lib/time.ts';
import { type OrderRow, orderDetailsOf } from './queries.ts';

const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** The reference API's order objects; lines, history and ratings load in three queries for all rows. */
export async function toOrders(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  const { items, history, ratings } = await orderDetailsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row): Order => {
    const address = JSON.parse(row.address) as Order['address'];
    const taxes = JSON.parse(row.vat_taxes) as Array<Omit<VatTaxAmount, 'amount'> & { amount: number }>;
    return {
      id: row.id,
      order_code: row.order_code,
      order_status: row.order_status,
      created_at: toWireDateTime(row.created_at),
      placed_at: toWireDateTime(row.created_at),
      estimated_delivery_date: row.estimated_delivery_date,
      payment_id: row.payment_id,
      payment_method: row.payment_method,
      payment_status: row.payment_status,
      total_amount: fromMinor(row.total_amount),
      tax_amount: fromMinor(row.tax_amount),
      discount: fromMinor(row.discount),
      coupon_discount: fromMinor(row.coupon_discount),
      coupon_code: row.coupon_code,
      delivery_charge: fromMinor(row.delivery_charge),
      payable_amount: fromMinor(row.payable_amount),
      amount: fromMinor(row.payable_amount),
      quantity: row.quantity,
      note: row.note,
      shop: { id: row.shop_id, name: row.shop_name, logo: row.shop_logo, rating: Number(row.shop_rating) },
      products: items
        .filter((item) => item.order_id === row.id)
        .map((item) => ({
          id: item.product_id,
          name: item.name,
          brand: item.brand,
          thumbnail: item.thumbnail,
          price: fromMinor(item.list_price),
          discount_price: item.unit_price < item.list_price ? fromMinor(item.unit_price) : 0,
          order_qty: item.quantity,
          color: named(item.color_id, item.color_name),
          size: named(item.size_id, item.size_name),
          unit: named(item.unit_id, item.unit_name),
          rating: ratings.find((r) => r.order_id === row.id && r.product_id === item.product_id)?.rating ?? null,
        })),
      invoice_url: `/order-history/${row.id}/invoice`,
      address: { ...address, id: row.address_id },
      all_vat_taxes: taxes.map((t) => ({ ...t, amount: fromMinor(t.amount) })),
      status_history: history
        .filter((h) => h.order_id === row.id)
        .map((h) => ({ order_status: h.order_status, created_at: toWireDateTime(h.created_at) })),
      can_cancel: row.order_status === 'Pending',
      // Online payment can be (re)started while unpaid and not cancelled; cash is paid on delivery.
      can_pay:
        row.payment_status === 'Pending' && row.order_status !== 'Cancelled' && row.payment_method !== CASH_ON_DELIVERY,
    };
  });
}
