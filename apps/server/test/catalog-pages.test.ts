import {
  blogDetailsResponseSchema,
  flashSaleDetailsResponseSchema,
  homeResponseSchema,
  productDetailsResponseSchema,
  reviewsResponseSchema,
  shopDetailsSchema,
} from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/modules/auth/tokens.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `/api${url}`, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('home', () => {
  it('answers every part of the home page in the contract shape', async () => {
    const { status, body } = await get('/home?per_page=12');
    expect(status).toBe(200);
    const home = homeResponseSchema.strict().parse(body.data);
    expect(home.banners.length).toBeGreaterThanOrEqual(1);
    expect(home.ads.length).toBeGreaterThanOrEqual(1);
    expect(home.categories).toHaveLength(10);
    expect(home.shops.length).toBeGreaterThan(0);
    expect(home.shops.length).toBeLessThanOrEqual(8);
    expect(home.popular_products).toHaveLength(6);
    expect(home.just_for_you.products).toHaveLength(12);
    expect(home.just_for_you.total).toBeGreaterThanOrEqual(600);
    expect(home.running_flash_sale?.products.length).toBeGreaterThan(0);
    expect(home.incoming_flash_sale).not.toBeNull();
  });

  it('pages "just for you" without repeats', async () => {
    const one = (await get('/home?per_page=12&page=1')).body.data.just_for_you.products.map(
      (p: { id: number }) => p.id,
    );
    const two = (await get('/home?per_page=12&page=2')).body.data.just_for_you.products.map(
      (p: { id: number }) => p.id,
    );
    expect(two.filter((id: number) => one.includes(id))).toEqual([]);
  });
});

describe('product details', () => {
  it('answers the product with its gallery, category, shop status and two related lists', async () => {
    const { status, body } = await get('/product-details?product_id=12');
    expect(status).toBe(200);
    const data = productDetailsResponseSchema.parse(body.data);
    expect(data.product.id).toBe(12);
    expect(data.product.thumbnails.length).toBeGreaterThan(0);
    expect(['Online', 'Offline']).toContain(data.product.shop.shop_status);
    expect(data.related_products.length).toBeGreaterThan(0);
    expect(data.related_products.every((p) => p.id !== 12)).toBe(true);
    expect(data.popular_products.every((p) => p.shop.id === data.product.shop.id && p.id !== 12)).toBe(true);
  });

  it('puts a video first in the gallery', async () => {
    await t.db
      .insertInto('product_images')
      .values({ product_id: 12, url: '/uploads/demo/clip.mp4', type: 'video', position: 99 })
      .execute();
    const { body } = await get('/product-details?product_id=12');
    expect(body.data.product.thumbnails[0]).toMatchObject({ type: 'video', url: '/uploads/demo/clip.mp4' });
  });

  it("records a signed-in shopper's view as recently viewed, and only then", async () => {
    const customer = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'customer@example.com')
      .executeTakeFirstOrThrow();
    const { token } = await issueToken(t.db, customer.id, 'customer', 1, t.app.clock);
    await get('/product-details?product_id=7');
    expect(await t.db.selectFrom('recently_viewed').selectAll().execute()).toEqual([]);
    await get('/product-details?product_id=7', { authorization: `Bearer ${token}` });
    await get('/product-details?product_id=7', { authorization: `Bearer ${token}` });
    const rows = await t.db.selectFrom('recently_viewed').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: customer.id, product_id: 7 });
  });

  it('answers 404 for an unknown product and 422 for a malformed id', async () => {
    expect((await get('/product-details?product_id=999999')).status).toBe(404);
    const bad = await get('/product-details?product_id=abc');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('product_id');
    expect((await get('/product-details')).body.errors.product_id[0]).toMatch(/required/);
  });
});

describe('reviews', () => {
  it('answers a page of reviews with a breakdown that matches the stored ratings', async () => {
    const ratings = await t.db.selectFrom('reviews').select('rating').where('product_id', '=', 5).execute();
    const { status, body } = await get('/reviews?product_id=5&per_page=2');
    expect(status).toBe(200);
    const data = reviewsResponseSchema.parse(body.data);
    expect(data.total).toBe(ratings.length);
    expect(data.reviews.length).toBe(Math.min(2, ratings.length));
    const fives = ratings.filter((r) => r.rating === 5).length;
    expect(data.average_rating_percentage.percentages['5']).toBe(Math.round((fives / ratings.length) * 100));
    const mean = ratings.reduce((a, r) => a + r.rating, 0) / ratings.length;
    expect(data.average_rating_percentage.rating).toBeCloseTo(mean, 1);
  });

  it("answers a shop's reviews", async () => {
    const { body } = await get('/reviews?shop_id=2');
    const ratings = await t.db.selectFrom('reviews').select('rating').where('shop_id', '=', 2).execute();
    expect(body.data.total).toBe(ratings.length);
    // The breakdown comes from the counts the shop keeps; they agree with its reviews.
    for (const star of [1, 2, 3, 4, 5]) {
      const n = ratings.filter((r) => Number(r.rating) === star).length;
      expect(body.data.average_rating_percentage.percentages[String(star)]).toBe(
        Math.round((n / ratings.length) * 100),
      );
    }
  });

  it('needs exactly one of product_id and shop_id', async () => {
    expect((await get('/reviews')).status).toBe(422);
    expect((await get('/reviews?product_id=1&shop_id=1')).status).toBe(422);
    expect((await get('/reviews?product_id=999999')).status).toBe(404);
  });
});

describe('shops', () => {
  it('lists shops with counts and a status, pages them, and answers one with its banners', async () => {
    const list = (await get('/shops?per_page=5')).body.data;
    expect(list.total).toBeGreaterThanOrEqual(12);
    expect(list.shops).toHaveLength(5);
    const shop = list.shops[1];
    const products = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shop.id)
      .executeTakeFirstOrThrow();
    expect(shop.total_products).toBe(Number(products.n));
    const details = shopDetailsSchema.parse((await get(`/shops/${shop.id}`)).body.data.shop);
    expect(details.banners.length).toBeGreaterThan(0);
  });

  it('ranks top shops by rating', async () => {
    const shops = (await get('/shops/top')).body.data.shops as { rating: number }[];
    expect(shops.length).toBeLessThanOrEqual(10);
    expect(shops.map((s) => s.rating)).toEqual([...shops.map((s) => s.rating)].sort((a, b) => b - a));
  });

  it('lists only the categories a shop sells in', async () => {
    const { body } = await get('/shop-categories?shop_id=3');
    const sold = await t.db.selectFrom('products').select('category_id').distinct().where('shop_id', '=', 3).execute();
    expect(body.data.categories.map((c: { id: number }) => c.id).sort()).toEqual(sold.map((r) => r.category_id).sort());
  });

  it('answers unknown and malformed shops clearly', async () => {
    expect((await get('/shops/99999')).status).toBe(404);
    expect((await get('/shops/abc')).status).toBe(422);
    expect((await get('/shop-categories')).status).toBe(422);
  });
});

describe('categories', () => {
  it("answers a category's sub-categories and 404 for an unknown one", async () => {
    const { body } = await get('/sub-categories?category_id=1');
    expect(body.data.sub_categories.length).toBeGreaterThanOrEqual(3);
    expect((await get('/sub-categories?category_id=99999')).status).toBe(404);
  });
});

describe('flash sales', () => {
  it('answers the running and the upcoming sale', async () => {
    const { body } = await get('/flash-sales');
    expect(body.data.running_flash_sale.end_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(body.data.incoming_flash_sale).not.toBeNull();
  });

  it('details a sale with its status, categories and products, filtered by category', async () => {
    const running = (await get('/flash-sales')).body.data.running_flash_sale;
    const data = flashSaleDetailsResponseSchema.parse((await get(`/flash-sale/${running.id}/details`)).body.data);
    expect(data.flash_sale.status).toBe('running');
    expect(data.total_products).toBeGreaterThan(0);
    const category = data.flash_sale.categories[0]!;
    const filtered = (await get(`/flash-sale/${running.id}/details?category_id=${category.id}`)).body.data;
    expect(filtered.total_products).toBeLessThanOrEqual(data.total_products);
    expect(filtered.total_products).toBeGreaterThan(0);
  });

  it('says when a sale has ended and answers 404 for an unknown one', async () => {
    const running = (await get('/flash-sales')).body.data.running_flash_sale;
    await t.db
      .updateTable('flash_sales')
      .set({ end_date: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', running.id)
      .execute();
    expect((await get(`/flash-sale/${running.id}/details`)).body.data.flash_sale.status).toBe('ended');
    expect((await get('/flash-sale/99999/details')).status).toBe(404);
  });
});

describe('blogs', () => {
  it('lists posts with their categories, filters by category and pages', async () => {
    const all = (await get('/blogs?per_page=5')).body.data;
    expect(all.total).toBeGreaterThanOrEqual(20);
    expect(all.blogs).toHaveLength(5);
    const category = all.categories[0];
    const one = (await get(`/blogs?category_id=${category.id}&per_page=100`)).body.data;
    expect(one.blogs.every((b: { category: { id: number } }) => b.category.id === category.id)).toBe(true);
  });

  it('answers a post by slug or id with related posts and products', async () => {
    const post = (await get('/blogs?per_page=1')).body.data.blogs[0];
    const bySlug = blogDetailsResponseSchema.parse((await get(`/blog/${post.slug}/details`)).body.data);
    expect(bySlug.blog.description).toMatch(/<p>/);
    expect(bySlug.related_products.length).toBeGreaterThan(0);
    expect((await get(`/blog/${post.id}/details`)).body.data.blog.slug).toBe(post.slug);
    expect((await get('/blog/no-such-post/details')).status).toBe(404);
    expect((await get('/blog/..%2Fetc/details')).status).toBe(422);
  });

  it('counts a view once per visitor address', async () => {
    const post = (await get('/blogs?per_page=1&page=3')).body.data.blogs[0];
    const views = async () =>
      (await t.db.selectFrom('blogs').select('views').where('id', '=', post.id).executeTakeFirstOrThrow()).views;
    const before = await views();
    for (const ip of ['10.0.0.1', '10.0.0.1', '10.0.0.2']) {
      await t.app.inject({ url: `/api/blog/${post.slug}/details`, remoteAddress: ip });
    }
    expect(await views()).toBe(before + 2);
  });
});

describe('pages and contact', () => {
  it('answers the legal pages and 404 for an unknown slug', async () => {
    for (const slug of ['about-us', 'privacy-policy', 'terms-and-conditions', 'return-and-refund-policy']) {
      const { status, body } = await get(`/legal-pages/${slug}`);
      expect(status, slug).toBe(200);
      expect(body.data.content.title.length).toBeGreaterThan(0);
    }
    expect((await get('/legal-pages/nothing-here')).status).toBe(404);
  });

  it('answers the contact details from the settings', async () => {
    expect((await get('/contact-us')).body.data).toMatchObject({
      email: expect.stringContaining('@'),
      phone: expect.any(String),
    });
  });
});
