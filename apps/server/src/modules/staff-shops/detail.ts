import { fromMinor, STAFF_SHOP_LATEST, type StaffShopResponse, type StaffShopRow } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findShop, latestOrders, type ShopRow } from './queries.ts';

/** A shop's row as staff read it: flags as booleans, counts as numbers, the owner apart. */
export function toShopRow(row: ShopRow): StaffShopRow {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    is_active: row.is_active === 1,
    is_root: row.is_root === 1,
    owner: { id: row.owner_id, name: row.owner_name, email: row.owner_email },
    product_count: Number(row.product_count),
    order_count: Number(row.order_count),
    rating: Number(row.rating),
    review_count: row.review_count,
    created_at: row.created_at,
  };
}

/**
 * What staff read about a shop (404 for an unknown id): its owner, counts and contact, and its
 * latest orders, whatever their status: the shop console's view of them, for support.
 */
export async function shopPage(db: Db, id: number): Promise<StaffShopResponse> {
  const [row, orders] = await Promise.all([findShop(db, id), latestOrders(db, id, STAFF_SHOP_LATEST)]);
  if (!row) throw AppError.notFound('Shop');
  return {
    shop: { ...toShopRow(row), slug: row.slug, address: row.address, phone: row.phone, email: row.email },
    orders: orders.map((order) => ({
      id: order.id,
      order_code: order.order_code,
      customer: { id: order.customer_id, name: order.customer_name },
      payable_amount: fromMinor(order.payable_amount),
      order_status: order.order_status,
      created_at: order.created_at,
    })),
  };
}
