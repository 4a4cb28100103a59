import { MAX_REVIEW_DESCRIPTION, productReviewResponseSchema, roundHalfUp } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/accounts.ts';
import { addToCart, orderOf, placeOrder, preparedProduct, sellerToken, shopper } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const review = (token: string | undefined, body: Record<string, unknown>, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/product-review',
    payload: { rating: 4, description: 'Fits well and arrived on time.', ...body },
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
  });

/** A shopper with a delivered order of a fresh product. */
async function delivered() {
  const who = await shopper(t);
  const product = await preparedProduct(t, { price: 1000, quantity: 20 });
  const orderId = await orderOf(t, who, product);
  return { who, product, orderId };
}

const storedReviews = (orderId: number) =>
  t.db.selectFrom('reviews').select(['product_id', 'rating', 'description']).where('order_id', '=', orderId).execute();

async function stats(table: 'products' | 'shops', id: number) {
  return t.db.selectFrom(table).select(['rating', 'review_count']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** The mean of the stored ratings, rounded as the server rounds it. */
async function expectedRating(column: 'product_id' | 'shop_id', id: number) {
  const rows = await t.db.selectFrom('reviews').select('rating').where(column, '=', id).execute();
  return {
    rating: roundHalfUp(rows.reduce((sum, r) => sum + r.rating, 0) / rows.length, 1),
    review_count: rows.length,
  };
}

describe('POST /product-review', () => {
  it('stores the review, answers it as GET /reviews lists it and updates the product and shop ratings', async () => {
    const { who, product, orderId } = await delivered();
    const shopBefore = await stats('shops', product.shopId);
    const res = await review(who.token, {
      product_id: product.id,
      order_id: orderId,
      rating: 2,
      description: '  Smaller than the photos suggest.  ',
    });
    expect(res.statusCode).toBe(200);
    const { review: answered } = productReviewResponseSchema.parse(res.json().data);
    expect(answered).toMatchObject({ customer_name: who.user.name, rating: 2 });
    expect(answered.description).toBe('Smaller than the photos suggest.');

    const listed = (await get(t, `/api/reviews?product_id=${product.id}`)).json().data;
    expect(listed.reviews[0]).toEqual(answered);
    expect(await stats('products', product.id)).toEqual(await expectedRating('product_id', product.id));
    const shopAfter = await stats('shops', product.shopId);
    expect(shopAfter).toEqual(await expectedRating('shop_id', product.shopId));
    expect(shopAfter.review_count).toBe(shopBefore.review_count + 1);

    // Cards, details and the order all show it.
    const details = (await get(t, `/api/product-details?product_id=${product.id}`)).json().data.product;
    expect(details.rating).toBe(listed.average_rating_percentage.rating);
    expect(details.total_reviews).toBe(String(listed.total));
    const order = (await get(t, `/api/order-details?order_id=${orderId}`, who.token)).json().data.order;
    expect(order.products[0].rating).toBe(2);
  });

  it('asks for a sign-in', async () => {
    const { product, orderId } = await delivered();
    const res = await review(undefined, { product_id: product.id, order_id: orderId });
    expect(res.statusCode).toBe(401);
    expect(await storedReviews(orderId)).toEqual([]);
  });

  it("treats another customer's order as missing", async () => {
    const { product, orderId } = await delivered();
    const stranger = await shopper(t);
    const res = await review(stranger.token, { product_id: product.id, order_id: orderId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Order not found.', errors: { order_id: ['Order not found.'] } });
    expect(await storedReviews(orderId)).toEqual([]);
  });

  it('refuses a product the order does not hold', async () => {
    const { who, orderId } = await delivered();
    const other = await preparedProduct(t, { price: 1000, quantity: 5 });
    const res = await review(who.token, { product_id: other.id, order_id: orderId });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ product_id: ['This product is not part of this order.'] });
    expect(await storedReviews(orderId)).toEqual([]);
  });

  it('waits until the order is delivered', async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 5 });
    const orderId = await orderOf(t, who, product, false);
    const res = await review(who.token, { product_id: product.id, order_id: orderId });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      order_id: ['You can review the products of an order once it has been delivered.'],
    });
    expect(await storedReviews(orderId)).toEqual([]);
  });

  it.each([
    ['0', 0, 'The rating must be at least 1.'],
    ['6', 6, 'The rating may not be greater than 5.'],
    ['2.5', 2.5, 'The rating must be a whole number.'],
    ['a word', 'five', 'The rating must be a number.'],
    ['null', null, 'The rating must be a number.'],
    ['none', undefined, 'The rating field is required.'],
  ])('refuses a rating of %s', async (_case, rating, message) => {
    const { who, product, orderId } = await delivered();
    const res = await review(who.token, { product_id: product.id, order_id: orderId, rating });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ rating: [message] });
    expect(await storedReviews(orderId)).toEqual([]);
  });

  it('takes a rating sent as a string of digits, as forms and the reference clients send it', async () => {
    const { who, product, orderId } = await delivered();
    const res = await review(who.token, { product_id: product.id, order_id: orderId, rating: '5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.review.rating).toBe(5);
  });

  it('requires a description of at most the longest allowed', async () => {
    const { who, product, orderId } = await delivered();
    const long = 'a'.repeat(MAX_REVIEW_DESCRIPTION + 1);
    const tooLong = await review(who.token, { product_id: product.id, order_id: orderId, description: long });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      description: [`The description may not be greater than ${MAX_REVIEW_DESCRIPTION} characters.`],
    });
    const blank = await review(who.token, { product_id: product.id, order_id: orderId, description: '   ' });
    expect(blank.json().errors).toEqual({ description: ['The description field is required.'] });
    expect(await storedReviews(orderId)).toEqual([]);
    const longest = 'a'.repeat(MAX_REVIEW_DESCRIPTION);
    const ok = await review(who.token, { product_id: product.id, order_id: orderId, description: longest });
    expect(ok.statusCode).toBe(200);
  });

  it('takes one review per product per order', async () => {
    const { who, product, orderId } = await delivered();
    const before = await stats('products', product.id);
    expect((await review(who.token, { product_id: product.id, order_id: orderId })).statusCode).toBe(200);
    const again = await review(who.token, { product_id: product.id, order_id: orderId, rating: 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ product_id: ['You have already reviewed this product for this order.'] });
    expect(await storedReviews(orderId)).toEqual([
      { product_id: product.id, rating: 4, description: 'Fits well and arrived on time.' },
    ]);
    expect((await stats('products', product.id)).review_count).toBe(before.review_count + 1);
    // The same product bought again on another order can be reviewed again.
    const second = await orderOf(t, who, product);
    expect((await review(who.token, { product_id: product.id, order_id: second })).statusCode).toBe(200);
  });

  it('stores exactly one of two reviews sent at once for the same line', async () => {
    const { who, product, orderId } = await delivered();
    const before = await stats('products', product.id);
    const answers = await Promise.all([
      review(who.token, { product_id: product.id, order_id: orderId, rating: 5 }),
      review(who.token, { product_id: product.id, order_id: orderId, rating: 1 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(await storedReviews(orderId)).toHaveLength(1);
    const after = await stats('products', product.id);
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after).toEqual(await expectedRating('product_id', product.id));
  });

  it("counts every one of a shop's reviews written at the same moment", async () => {
    const who = await shopper(t);
    const first = await preparedProduct(t, { price: 1000, quantity: 5 });
    const products = [first];
    for (let i = 1; i < 6; i += 1) products.push(await preparedProduct(t, { price: 1000, quantity: 5 }, first.shopId));
    for (const product of products) await addToCart(t, who.token, { product_id: product.id });
    const placed = await placeOrder(t, who.token, { shop_ids: [first.shopId], address_id: who.addressId });
    const orderId = placed.json().data.orders[0].id as number;
    const seller = await sellerToken(t, first.shopId);
    await post(t, `/api/seller/orders/${orderId}/status`, { order_status: 'Delivered' }, { token: seller });
    const before = await stats('shops', first.shopId);
    const answers = await Promise.all(
      products.map((product, i) =>
        review(who.token, { product_id: product.id, order_id: orderId, rating: (i % 5) + 1 }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(products.map(() => 200));
    const after = await stats('shops', first.shopId);
    expect(after.review_count).toBe(before.review_count + products.length);
    expect(after).toEqual(await expectedRating('shop_id', first.shopId));
  });

  it('answers refusals in the shopper’s language', async () => {
    const { who, product, orderId } = await delivered();
    const res = await review(who.token, { product_id: product.id, order_id: orderId, rating: 9 }, 'ar');
    expect(res.json().errors).toEqual({ rating: ['يجب ألا يزيد التقييم عن 5.'] });
    const french = await review(who.token, { order_id: orderId }, 'fr');
    expect(french.json().errors.product_id).toEqual(['Le champ identifiant du produit est obligatoire.']);
  });
});
