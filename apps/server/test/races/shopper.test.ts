import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as onePendingApplication } from '../../src/db/migrations/012-seller-application-once.ts';
import { post } from '../helpers/accounts.ts';
import { orderOf, preparedProduct, quickShoppers } from '../helpers/commerce.ts';
import { STAR_COLUMNS } from '../../src/modules/review/queries.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// A shopper's one-of-a-kind rows under requests released together: favourites, collected
// vouchers, reviews, seller applications. Each must end as if the requests ran one by one.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statuses = (answers: ReadonlyArray<{ statusCode: number }>) => answers.map((res) => res.statusCode).sort();

describe('favourite toggles pressed together', () => {
  const toggle = (token: string, productId: number) =>
    post(t, '/api/favorite-add-or-remove', { product_id: productId }, { token });

  it('each add or remove in turn: the row count follows the answers (2 to 5 at once, 12 rounds)', async () => {
    const product = await preparedProduct(t, { price: 900, quantity: 10 });
    const customers = await quickShoppers(t, 12, 'favourite');
    for (const [round, who] of customers.entries()) {
      const n = 2 + (round % 4);
      const answers = await Promise.all(Array.from({ length: n }, () => toggle(who.token, product.id)));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(n).fill(200));
      const added = answers.filter((res) => res.json().message === 'Product added to favorites.').length;
      const rows = await t.db.selectFrom('favorites').select('product_id').where('user_id', '=', who.id).execute();
      // In turn, toggles alternate: add, remove, add... so n of them add ceil(n/2) times.
      expect(added).toBe(Math.ceil(n / 2));
      expect(rows).toHaveLength(n % 2);
    }
  });
});

describe('collecting one voucher many times at once', () => {
  it('stores one collection; the other 19 are told it is already collected', async () => {
    const voucher = await t.db
      .selectFrom('coupons')
      .select('id')
      .where('is_active', '=', 1)
      .where('expired_at', '>', new Date().toISOString())
      .where('total_limit', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const [who] = await quickShoppers(t, 1, 'collector');
    if (!who) throw new Error('no customer');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t, '/api/vouchers-collect', { coupon_id: voucher.id }, { token: who.token }),
      ),
    );
    expect(statuses(answers)).toEqual([200, ...Array(19).fill(422)]);
    const rows = await t.db.selectFrom('collected_coupons').select('coupon_id').where('user_id', '=', who.id).execute();
    expect(rows).toEqual([{ coupon_id: voucher.id }]);
  });
});

describe('reviews of one product sent together', () => {
  const review = (token: string, productId: number, orderId: number, rating: number) =>
    post(
      t,
      '/api/product-review',
      { product_id: productId, order_id: orderId, rating, description: 'Good.' },
      { token },
    );

  it('store one per order line and keep the product and shop counts equal to the rows', async () => {
    const product = await preparedProduct(t, { price: 1000, quantity: 50 });
    const buyers = await quickShoppers(t, 4, 'reviewer');
    const orders = [];
    for (const who of buyers) orders.push({ who, orderId: await orderOf(t, who, product) });
    // Every buyer reviews their line three times at once, all buyers together.
    const answers = await Promise.all(
      orders.flatMap(({ who, orderId }) => [1, 3, 5].map((rating) => review(who.token, product.id, orderId, rating))),
    );
    expect(statuses(answers)).toEqual([...Array(4).fill(200), ...Array(8).fill(422)]);

    // The demo's own reviews of the product have no order.
    const rows = await t.db.selectFrom('reviews').select('order_id').where('product_id', '=', product.id).execute();
    const ordered = rows.flatMap((row) => (row.order_id === null ? [] : [row.order_id]));
    expect(ordered.sort((a, b) => a - b)).toEqual(orders.map((o) => o.orderId).sort((a, b) => a - b));
    const counted = await t.db
      .selectFrom('products')
      .select('review_count')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(counted.review_count).toBe(rows.length);
    const shop = await t.db
      .selectFrom('shops')
      .select(['review_count', ...STAR_COLUMNS])
      .where('id', '=', product.shopId)
      .executeTakeFirstOrThrow();
    const shopRows = await t.db.selectFrom('reviews').select('rating').where('shop_id', '=', product.shopId).execute();
    expect(shop.review_count).toBe(shopRows.length);
    // The counts per star the shop keeps are the rows per star.
    const stars = STAR_COLUMNS.map((_, i) => shopRows.filter((row) => Number(row.rating) === i + 1).length);
    expect(STAR_COLUMNS.map((column) => shop[column])).toEqual(stars);
  });
});

describe('one seller application sent many times at once', () => {
  it('keeps one pending application per email', async () => {
    const application = {
      shop_name: 'Nile Crafts',
      name: 'Omar',
      email: 'omar.races@example.com',
      phone: '5550109999',
      address: '1 River Rd',
    };
    // Each from its own address: the form's rate limit is per client address.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(t, '/api/seller-applications', application, { ip: `192.0.2.${i + 1}` }),
      ),
    );
    expect(statuses(answers)).toEqual([200, ...Array(9).fill(422)]);
    const rows = await t.db
      .selectFrom('seller_applications')
      .select('status')
      .where('email', '=', application.email)
      .execute();
    expect(rows).toEqual([{ status: 'pending' }]);
  });

  it('the migration keeps the oldest of applications already waiting twice, and reviewed ones', async () => {
    await sql`DROP INDEX seller_applications_pending_email_unique`.execute(t.db);
    const row = (email: string, status: 'pending' | 'declined') => ({
      shop_name: 'Twice',
      name: 'Lena',
      email,
      phone: '5550108888',
      address: '2 Quay',
      status,
      created_at: new Date().toISOString(),
    });
    const [a, b] = ['twice.a@example.com', 'twice.b@example.com'];
    const inserted = await t.db
      .insertInto('seller_applications')
      .values([row(a, 'declined'), row(a, 'pending'), row(a, 'pending'), row(b, 'pending'), row(a, 'pending')])
      .returning('id')
      .execute();

    await onePendingApplication(t.db as unknown as Kysely<unknown>);

    const left = await t.db
      .selectFrom('seller_applications')
      .select('id')
      .where('email', 'in', [a, b])
      .orderBy('id')
      .execute();
    expect(left).toEqual([0, 1, 3].map((i) => ({ id: inserted[i]?.id })));
    // And the index is back: a second pending application of one email is refused by the database.
    await expect(t.db.insertInto('seller_applications').values(row(b, 'pending')).execute()).rejects.toThrow();
  });
});
