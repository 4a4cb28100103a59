import type { CustomerStatus } from '@souk/contract';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';

type Users = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>;

/** `text` anywhere in a LIKE, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A search's test: a piece of the name, e-mail or phone, case aside (lower() on both sides:
 * ASCII case on SQLite, every letter's on PostgreSQL). A search that looks like a phone number
 * ("+1 555-0100") also matches on its digits alone, the way phones are stored.
 */
function matching(eb: Users, search: string) {
  const pattern = containing(search.toLowerCase());
  const tests = [
    sql<SqlBool>`lower(u.name) LIKE ${pattern} ESCAPE '\\'`,
    sql<SqlBool>`lower(u.email) LIKE ${pattern} ESCAPE '\\'`,
    sql<SqlBool>`u.phone LIKE ${pattern} ESCAPE '\\'`,
  ];
  const digits = search.replace(/\D/g, '');
  if (digits && /^[\d\s()+.-]+$/.test(search)) tests.push(sql<SqlBool>`u.phone LIKE ${`%${digits}%`}`);
  return eb.or(tests);
}

/** How many orders the customer of the row has placed, as `order_count`. */
const orderCount = (eb: Users) =>
  eb
    .selectFrom('orders as o')
    .select((e) => e.fn.countAll<number | string>().as('n'))
    .whereRef('o.user_id', '=', 'u.id')
    .as('order_count');

/** The customers (never staff or shop owners) a search matches: every one without a search. */
function customers(db: Db, search: string | null) {
  const query = db.selectFrom('users as u').where('u.role', '=', 'customer');
  return search ? query.where((eb) => matching(eb, search)) : query;
}

const isActive = (status: CustomerStatus) => (status === 'active' ? 1 : 0);

/** Customers the search matches, by is_active. */
export async function countCustomers(db: Db, search: string | null): Promise<Record<CustomerStatus, number>> {
  const rows = await customers(db, search)
    .select((eb) => ['u.is_active', eb.fn.countAll<number | string>().as('count')])
    .groupBy('u.is_active')
    .execute();
  const count = (flag: number) => Number(rows.find((row) => Number(row.is_active) === flag)?.count ?? 0);
  return { active: count(1), inactive: count(0) };
}

/** A page of the customers a search matches, of `status` (all when undefined), newest first. */
export function selectCustomers(
  db: Db,
  search: string | null,
  status: CustomerStatus | undefined,
  page: number,
  perPage: number,
) {
  let query = customers(db, search);
  if (status) query = query.where('u.is_active', '=', isActive(status));
  return (
    query
      .select((eb) => [
        'u.id',
        'u.name',
        'u.email',
        'u.phone',
        'u.is_active',
        'u.created_at',
        'u.last_online_at',
        orderCount(eb),
      ])
      // Newest first by when they joined (seeded and imported accounts carry their own dates, so
      // ids need not follow them); the id breaks ties.
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute()
  );
}

/**
 * One customer's profile with how many orders and tickets they have and how many sign-ins are
 * unexpired at `now`; undefined for an unknown id or another kind of account.
 */
export function findCustomer(db: Db, id: number, now: string) {
  return customers(db, null)
    .select((eb) => [
      'u.id',
      'u.name',
      'u.email',
      'u.phone',
      'u.phone_code',
      'u.country',
      'u.is_active',
      'u.email_verified_at',
      'u.phone_verified_at',
      'u.created_at',
      'u.last_online_at',
      orderCount(eb),
      eb
        .selectFrom('support_tickets as st')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('st.user_id', '=', 'u.id')
        .as('ticket_count'),
      eb
        .selectFrom('access_tokens as t')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('t.user_id', '=', 'u.id')
        .where('t.expires_at', '>', now)
        .as('sessions'),
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

/** The customer's latest orders, newest first, with their shops' names. */
export function latestOrders(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('shops as s', 's.id', 'o.shop_id')
    .select([
      'o.id',
      'o.order_code',
      'o.payable_amount',
      'o.order_status',
      'o.created_at',
      's.id as shop_id',
      's.name as shop_name',
    ])
    .where('o.user_id', '=', userId)
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

/** The customer's latest support tickets, newest first. */
export function latestTickets(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('support_tickets')
    .select(['id', 'ticket_number', 'subject', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Deletes every token of the customer; how many of them were still unexpired at `now`. */
export async function deleteTokens(db: Db, userId: number, now: string): Promise<number> {
  const rows = await db.deleteFrom('access_tokens').where('user_id', '=', userId).returning('expires_at').execute();
  return rows.filter((row) => row.expires_at > now).length;
}
