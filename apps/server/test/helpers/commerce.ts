import type { CartResponse } from '@souk/contract';
import { issueToken } from '../../src/modules/auth/tokens.ts';
import { get, post, registerCustomer } from './accounts.ts';
import type { TestContext } from './test-app.ts';

/** Products already handed out from each test database (files may share a worker's modules). */
const pickedIn = new WeakMap<TestContext, Set<number>>();

/**
 * A product on sale, outside every flash sale and without size or colour options, set to the
 * given price (minor units), discount price and stock. Each call takes another product, so a
 * test file's tests never share one. `shopId` keeps to one shop.
 */
export async function preparedProduct(
  t: TestContext,
  values: { price: number; discount_price?: number; quantity: number; is_digital?: number },
  shopId?: number,
): Promise<{ id: number; shopId: number; name: string }> {
  const picked = pickedIn.get(t) ?? new Set<number>();
  pickedIn.set(t, picked);
  let query = t.db
    .selectFrom('products as p')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select(['p.id', 'p.shop_id', 'p.name'])
    .where('p.is_active', '=', 1)
    .where('s.is_active', '=', 1)
    .where('p.id', 'not in', t.db.selectFrom('flash_sale_products').select('product_id'))
    .where('p.id', 'not in', t.db.selectFrom('product_sizes').select('product_id'))
    .where('p.id', 'not in', t.db.selectFrom('product_colors').select('product_id'))
    .orderBy('p.id');
  if (shopId !== undefined) query = query.where('p.shop_id', '=', shopId);
  if (picked.size > 0) query = query.where('p.id', 'not in', [...picked]);
  const row = await query.limit(1).executeTakeFirstOrThrow();
  picked.add(row.id);
  await t.db
    .updateTable('products')
    .set({ discount_price: 0, is_digital: 0, ...values })
    .where('id', '=', row.id)
    .execute();
  return { id: row.id, shopId: row.shop_id, name: row.name };
}

/** A new customer with one saved address. */
export async function shopper(t: TestContext) {
  const customer = await registerCustomer(t);
  const res = await post(
    t,
    '/api/address/store',
    { phone: customer.body.phone, address_line: '12 Market Street', address_type: 'Home', name: 'Nora' },
    { token: customer.token },
  );
  if (res.statusCode !== 200) throw new Error(`address failed: ${res.body}`);
  return { ...customer, addressId: res.json().data.address.id as number };
}

export function addToCart(t: TestContext, token: string, body: Record<string, unknown>) {
  return post(t, '/api/cart/store', { quantity: 1, ...body }, { token });
}

export async function cart(t: TestContext, token: string) {
  const res = await get(t, '/api/carts', token);
  if (res.statusCode !== 200) throw new Error(`cart failed: ${res.body}`);
  return res.json().data as CartResponse;
}

export function placeOrder(t: TestContext, token: string, body: Record<string, unknown>, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/place-order',
    payload: { payment_method: 'cash', ...body },
    headers: { authorization: `Bearer ${token}`, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
  });
}

export async function stockOf(t: TestContext, productId: number): Promise<number> {
  const row = await t.db
    .selectFrom('products')
    .select('quantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.quantity;
}

/** A seller's token for the shop with `shopId`. */
export async function sellerToken(t: TestContext, shopId: number): Promise<string> {
  const owner = await t.db
    .selectFrom('shops as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('u.email')
    .where('s.id', '=', shopId)
    .executeTakeFirstOrThrow();
  const res = await post(t, '/api/seller/login', { email: owner.email, password: 'Souk-demo-2026' });
  if (res.statusCode !== 200) throw new Error(`seller login failed: ${res.body}`);
  return res.json().data.access.token as string;
}

/**
 * `n` customers with an address and a token, written straight to the database: parallel tests
 * need many buyers, and registering each (argon2 hashing) would take most of the test's time.
 */
export async function quickShoppers(t: TestContext, n: number, tag: string) {
  const now = new Date().toISOString();
  const result: Array<{ id: number; token: string; addressId: number }> = [];
  for (let i = 0; i < n; i += 1) {
    const user = await t.db
      .insertInto('users')
      .values({
        role: 'customer',
        name: `Buyer ${tag} ${i}`,
        email: `buyer-${tag}-${i}@example.com`,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const address = await t.db
      .insertInto('addresses')
      .values({
        user_id: user.id,
        address_line: '1 Quay',
        address_type: 'Home',
        is_default: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // As a sign-in would: by the app's clock, which some tests move days on.
    const { token } = await issueToken(t.db, user.id, 'customer', t.config.TOKEN_TTL_DAYS, t.app.clock);
    result.push({ id: user.id, token, addressId: address.id });
  }
  return result;
}

/** An order of one `productId` for `who`, placed by cash; the shop marks it Delivered unless `deliver` is false. */
export async function orderOf(
  t: TestContext,
  who: { token: string; addressId: number },
  product: { id: number; shopId: number },
  deliver = true,
): Promise<number> {
  await addToCart(t, who.token, { product_id: product.id });
  const placed = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
  if (placed.statusCode !== 200) throw new Error(`order failed: ${placed.body}`);
  const orderId = placed.json().data.orders[0].id as number;
  if (!deliver) return orderId;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/seller/orders/${orderId}/status`,
    payload: { order_status: 'Delivered' },
    headers: { authorization: `Bearer ${await sellerToken(t, product.shopId)}` },
  });
  if (res.statusCode !== 200) throw new Error(`delivery failed: ${res.body}`);
  return orderId;
}

/** The first product of a running flash sale (by `now`) without size or colour options. */
export function runningFlashProduct(t: TestContext, now: string) {
  return t.db
    .selectFrom('flash_sale_products as fsp')
    .innerJoin('flash_sales as fs', 'fs.id', 'fsp.flash_sale_id')
    .innerJoin('products as p', 'p.id', 'fsp.product_id')
    .select(['fsp.id', 'fsp.product_id', 'fsp.price', 'fsp.sold', 'p.shop_id'])
    .where('fs.start_date', '<=', now)
    .where('fs.end_date', '>', now)
    .where('p.id', 'not in', t.db.selectFrom('product_sizes').select('product_id'))
    .where('p.id', 'not in', t.db.selectFrom('product_colors').select('product_id'))
    .orderBy('fsp.id')
    .executeTakeFirstOrThrow();
}
