import { roundHalfUp } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopReviews } from '../src/modules/seller-reviews/service.ts';
import { addShopOwner } from '../src/operators/add-account.ts';
import { get, post } from './helpers/accounts.ts';
import { orderOf, preparedProduct, quickShoppers, sellerToken, shopper } from './helpers/commerce.ts';
import { planInspector, type Statement } from './helpers/query-plans.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';
import { TestClock } from './helpers/test-clock.ts';

let t: TestContext;
const clock = new TestClock();
/** Two shops selling products without options (as preparedProduct needs): the one under test, and another. */
let mine: { id: number; token: string; ownerId: number };
let theirs: { id: number; token: string };
/** Reviews this file writes through POST /product-review: four of the shop's, one of the other shop's. */
const written = {} as Record<'a' | 'b' | 'c' | 'd' | 'foreign', { id: number; orderId: number; productId: number }>;

async function shopOf(shopId: number) {
  const owner = await t.db.selectFrom('shops').select('user_id').where('id', '=', shopId).executeTakeFirstOrThrow();
  return { id: shopId, token: await sellerToken(t, shopId), ownerId: owner.user_id };
}

/** A shopper's review of `product`, written as shoppers write them: once the order is delivered. */
async function reviewOf(
  product: { id: number; shopId: number },
  rating: number,
  buyer: { token: string; addressId: number },
) {
  const orderId = await orderOf(t, buyer, product);
  const res = await post(
    t,
    '/api/product-review',
    { product_id: product.id, order_id: orderId, rating, description: `Rated ${rating}.` },
    { token: buyer.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.review.id as number, orderId, productId: product.id };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  // The last shops (a general store, the grocer) sell products without options.
  const [a, b] = await t.db.selectFrom('shops').select('id').orderBy('id', 'desc').limit(2).execute();
  mine = await shopOf(a!.id);
  theirs = await shopOf(b!.id);

  const [first, second] = [
    await preparedProduct(t, { price: 1000, quantity: 20 }, mine.id),
    await preparedProduct(t, { price: 1000, quantity: 20 }, mine.id),
  ];
  const foreign = await preparedProduct(t, { price: 1000, quantity: 20 }, theirs.id);
  const buyers = await quickShoppers(t, 5, 'seller-reviews');
  written.a = await reviewOf(first, 2, buyers[0]!);
  clock.advance(60);
  written.b = await reviewOf(second, 5, buyers[1]!);
  clock.advance(60);
  // c and d are written in the same instant: the later id comes first.
  written.c = await reviewOf(first, 2, buyers[2]!);
  written.d = await reviewOf(second, 1, buyers[3]!);
  written.foreign = await reviewOf(foreign, 5, buyers[4]!);
  // a, the first written, dated after the others: the date orders the list, not the id.
  await t.db
    .updateTable('reviews')
    .set({ created_at: new Date(clock.now() + 60_000).toISOString() })
    .where('id', '=', written.a.id)
    .execute();
});
afterAll(() => t.close());

type Query = Record<string, string | number>;

const reviews = (token: string | undefined, query: Query = {}) =>
  get(
    t,
    `/api/seller/reviews?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])))}`,
    token,
  );

async function listed(token: string, query: Query = {}) {
  const res = await reviews(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const idsOf = (list: { reviews: Array<{ id: number }> }) => list.reviews.map((review) => review.id);

/** The shop's review ids newest first (then by id), optionally of one rating, read from the table itself. */
async function storedIds(shopId: number, rating?: number) {
  const rows = await t.db
    .selectFrom('reviews')
    .select(['id', 'created_at'])
    .where('shop_id', '=', shopId)
    .$if(rating !== undefined, (qb) => qb.where('rating', '=', rating!))
    .execute();
  // Sorted here, not by the database: the ISO dates order as text.
  rows.sort((x, y) => (x.created_at === y.created_at ? y.id - x.id : x.created_at < y.created_at ? 1 : -1));
  return rows.map((row) => row.id);
}

/** Every review of the list, page after page of the largest size. */
async function everyId(token: string, query: Query = {}) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const list = await listed(token, { ...query, per_page: 100, page });
    ids.push(...idsOf(list));
    if (list.reviews.length < 100) return ids;
  }
}

/** The shop's reviews per rating and their average, counted from the table. */
async function storedFigures(shopId: number) {
  const rows = await t.db.selectFrom('reviews').select('rating').where('shop_id', '=', shopId).execute();
  const ratings = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } as Record<string, number>;
  for (const row of rows) ratings[String(row.rating)]! += 1;
  const sum = rows.reduce((total, row) => total + row.rating, 0);
  return { ratings, count: rows.length, average: rows.length ? roundHalfUp(sum / rows.length, 1) : 0 };
}

describe('seller reviews: access', () => {
  it('answers 401 without a token and to a customer’s token', async () => {
    const anonymous = await reviews(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    const customer = await shopper(t);
    const refused = await reviews(customer.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('seller reviews: the list', () => {
  it('lists the shop’s reviews newest first, the later id first at the same instant', async () => {
    expect(idsOf(await listed(mine.token, { per_page: 4 }))).toEqual([
      written.a.id,
      written.d.id,
      written.c.id,
      written.b.id,
    ]);
    const all = await everyId(mine.token);
    expect(all).toEqual(await storedIds(mine.id));
    // The seeded reviews come after this file's, and there are enough of them to page through.
    expect(all.length).toBeGreaterThan(100);
  });

  it('never lists another shop’s review', async () => {
    const all = await everyId(mine.token);
    expect(all).not.toContain(written.foreign.id);
    const theirIds = await storedIds(theirs.id);
    expect(theirIds).toContain(written.foreign.id);
    expect(all.filter((id) => theirIds.includes(id))).toEqual([]);
    expect(await everyId(theirs.token)).toEqual(theirIds);
  });

  it('shows each review as the storefront does, with its product and order', async () => {
    const list = await listed(mine.token, { per_page: 4 });
    const entry = list.reviews.find((review: { id: number }) => review.id === written.c.id);
    const storefront = (await get(t, `/api/reviews?product_id=${written.c.productId}&per_page=100`)).json().data;
    const shown = storefront.reviews.find((review: { id: number }) => review.id === written.c.id);
    expect(shown).toMatchObject({ rating: 2, description: 'Rated 2.' });
    const product = await t.db
      .selectFrom('products')
      .select(['id', 'name', 'thumbnail'])
      .where('id', '=', written.c.productId)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ ...shown, product, order_id: written.c.orderId });
  });

  it('pages through the list, a page past the end empty', async () => {
    const stored = await storedIds(mine.id);
    const second = await listed(mine.token, { per_page: 3, page: 2 });
    expect(idsOf(second)).toEqual(stored.slice(3, 6));
    expect(second.total).toBe(stored.length);
    const past = await listed(mine.token, { per_page: 100, page: Math.ceil(stored.length / 100) + 1 });
    expect(past.reviews).toEqual([]);
    expect(past.total).toBe(stored.length);
  });
});

describe('seller reviews: ratings', () => {
  it('keeps to one rating when asked, in the same order, its count as the total', async () => {
    const stored = await storedIds(mine.id, 2);
    expect(stored).toEqual(expect.arrayContaining([written.a.id, written.c.id]));
    const list = await listed(mine.token, { rating: 2, per_page: 100 });
    expect(list.total).toBe(stored.length);
    expect(idsOf(list)).toEqual(stored.slice(0, 100));
    expect(list.reviews.every((review: { rating: number }) => review.rating === 2)).toBe(true);
    expect(idsOf(list)).not.toContain(written.b.id);
    expect(await everyId(mine.token, { rating: '2' })).toEqual(stored);
    const paged = await listed(mine.token, { rating: 2, per_page: 1, page: 2 });
    expect(idsOf(paged)).toEqual([stored[1]]);
  });

  it('counts the shop’s own reviews per rating and averages them, whatever the filter', async () => {
    const stored = await storedFigures(mine.id);
    expect(stored.ratings['1']).toBeGreaterThan(0); // d at least
    for (const query of [{}, { rating: 1 }, { rating: 5 }] as Query[]) {
      const list = await listed(mine.token, query);
      expect(list.ratings).toEqual(stored.ratings);
      expect(list.average).toBe(stored.average);
    }
    expect((await listed(mine.token)).total).toBe(stored.count);
    expect((await listed(mine.token, { rating: 5 })).total).toBe(stored.ratings['5']);

    // The other shop's figures are its own.
    const theirFigures = await storedFigures(theirs.id);
    const theirList = await listed(theirs.token);
    expect(theirList.ratings).toEqual(theirFigures.ratings);
    expect(theirList.average).toBe(theirFigures.average);
    expect(theirList.ratings).not.toEqual(stored.ratings);
  });

  it('answers a shop without reviews with every rating at 0', async () => {
    const added = await addShopOwner(t.db, t.dataDir, { email: 'quiet-owner@shop.example', shop: 'Quiet Corner' });
    const login = await post(t, '/api/seller/login', { email: added.email, password: added.password });
    expect(login.statusCode, login.body).toBe(200);
    const empty = { total: 0, ratings: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }, average: 0, reviews: [] };
    expect(await listed(login.json().data.access.token)).toEqual(empty);
    expect(await listed(login.json().data.access.token, { rating: 3 })).toEqual(empty);
  });

  it('refuses a rating that is not 1 to 5, naming it', async () => {
    for (const rating of ['7', 'x', '0', '2.5', '-1']) {
      const res = await reviews(mine.token, { rating });
      expect(res.statusCode, `${rating}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['rating']);
      expect(res.json().message).toMatch(/rating/);
    }
  });
});

// Plan checks, not timings: at a million products a shop holds about 70,000 reviews; a page,
// with or without a rating, must come off the shop's part of an index, and the counts off the
// shop's own row.
describe(`seller reviews query plans on ${testDatabaseUrl ? 'postgres' : 'sqlite'}`, () => {
  it('reads a page of the shop’s reviews, of all ratings or one, off an index without sorting', async () => {
    const inspector = await planInspector(t);
    try {
      await shopReviews(inspector.db, mine.ownerId, { page: 2, per_page: 10 });
      await shopReviews(inspector.db, mine.ownerId, { page: 2, per_page: 10, rating: 5 });
      const pages = inspector.statements.filter((s) => /from "reviews".*limit/is.test(s.sql));
      const find = (rated: boolean): Statement => {
        const found = pages.find((s) => /"rating" =/.test(s.sql) === rated);
        if (!found) throw new Error(`no page statement ${rated ? 'with' : 'without'} a rating`);
        return found;
      };
      const plans = { all: await inspector.plan(find(false)), rated: await inspector.plan(find(true)) };
      expect(plans.all, plans.all).toContain('reviews_shop_recent_idx');
      expect(plans.rated, plans.rated).toContain('reviews_shop_rating_idx');
      for (const plan of Object.values(plans)) {
        expect(plan, plan).not.toMatch(/USE TEMP B-TREE|^\s*(->\s*)?(Incremental )?Sort\b/m);
      }
      // Counts and the average are the shop's kept figures: no statement counts its reviews.
      const counting = inspector.statements.filter(
        (s) => /from "reviews"/i.test(s.sql) && /count\(|sum\(|avg\(|group by/i.test(s.sql),
      );
      expect(counting).toEqual([]);
      expect(inspector.statements.some((s) => /"stars_1".*from "shops"/is.test(s.sql))).toBe(true);
    } finally {
      await inspector.close();
    }
  });
});
