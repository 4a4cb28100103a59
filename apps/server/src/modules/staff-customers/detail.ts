import { fromMinor, STAFF_CUSTOMER_LATEST, type StaffCustomerResponse } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Clock, isoAt } from '../../lib/clock.ts';
import { findCustomer, latestOrders, latestTickets } from './queries.ts';

/** A customer's profile (404 for an unknown id or another kind of account). */
export async function customerProfile(db: Db, clock: Clock, id: number) {
  const row = await findCustomer(db, id, isoAt(clock));
  if (!row) throw AppError.notFound('Customer');
  return {
    ...row,
    is_active: row.is_active === 1,
    order_count: Number(row.order_count),
    ticket_count: Number(row.ticket_count),
    sessions: Number(row.sessions),
  };
}

/** What staff read about a customer: the profile, the latest orders and support tickets. */
export async function customerPage(db: Db, clock: Clock, id: number): Promise<StaffCustomerResponse> {
  const customer = await customerProfile(db, clock, id);
  const [orders, tickets] = await Promise.all([
    latestOrders(db, id, STAFF_CUSTOMER_LATEST),
    latestTickets(db, id, STAFF_CUSTOMER_LATEST),
  ]);
  return {
    customer,
    orders: orders.map((order) => ({
      id: order.id,
      order_code: order.order_code,
      shop: { id: order.shop_id, name: order.shop_name },
      payable_amount: fromMinor(order.payable_amount),
      order_status: order.order_status,
      created_at: order.created_at,
    })),
    tickets,
  };
}
