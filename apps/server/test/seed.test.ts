import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import {
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  isSeeded,
  seedDemo,
  sellerEmail,
  type SeedSummary,
} from '../src/seed/index.ts';
import { verifyPassword } from '../src/modules/auth/password.ts';
import { SPEC_STRINGS } from './helpers/spec-strings.ts';
import { databaseTargets, type FreshDatabase, freshDatabase } from './helpers/fresh-database.ts';

function contrastWithWhite(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

describe.each(databaseTargets)('demo seed on $name', ({ url }) => {
  let fresh: FreshDatabase;
  let db: Db;
  let summary: SeedSummary;
  const startedAt = Date.now();

  beforeAll(async () => {
    fresh = await freshDatabase(url);
    db = fresh.db;
    expect(await isSeeded(db)).toBe(false);
    summary = await seedDemo(db, { dataDir: fresh.dataDir });
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  it('reports the counts it wrote and refuses to seed twice', async () => {
    expect(await isSeeded(db)).toBe(true);
    expect(summary.counts.products).toBe(720);
    expect(summary.addedProducts).toBe(720);
    expect(summary.imageFiles).toBeGreaterThan(100);
    await expect(seedDemo(db, { dataDir: fresh.dataDir })).rejects.toThrow(/fresh database/);
  });

  it('creates at least 12 shops, each owned by its seller, with one root shop', async () => {
    const shops = await db
      .selectFrom('shops')
      .innerJoin('users', 'users.id', 'shops.user_id')
      .select(['shops.id', 'shops.prefix', 'shops.is_root', 'shops.opening_time', 'shops.closing_time', 'shops.rating'])
      .select(['shops.review_count', 'shops.estimated_delivery_time', 'users.role', 'users.email'])
      .orderBy('shops.id')
      .execute();
    expect(shops.length).toBeGreaterThanOrEqual(12);
    shops.forEach((shop, i) => {
      expect(shop.role).toBe('seller');
      expect(shop.email).toBe(sellerEmail(i + 1));
      expect(shop.prefix).toMatch(/^[A-Z]{2,3}$/);
      expect(shop.opening_time).toMatch(/^\d\d:\d\d$/);
      expect(shop.closing_time).toMatch(/^\d\d:\d\d$/);
      expect(shop.estimated_delivery_time).toMatch(/\w{3,}/);
    });
    expect(new Set(shops.map((s) => s.prefix)).size).toBe(shops.length);
    expect(shops.filter((s) => s.is_root === 1).map((s) => s.email)).toEqual([sellerEmail(1)]);

    // Shop ratings agree with the reviews of the shop's products.
    const stats = await db
      .selectFrom('reviews')
      .select((eb) => ['shop_id', eb.fn.count<number>('id').as('count'), eb.fn.sum<number>('rating').as('total')])
      .groupBy('shop_id')
      .execute();
    for (const shop of shops) {
      const stat = stats.find((s) => s.shop_id === shop.id);
      expect(shop.review_count).toBe(Number(stat?.count ?? 0));
      expect(shop.rating).toBeCloseTo(Math.round((Number(stat?.total) / Number(stat?.count)) * 10) / 10, 5);
    }
    const banners = await db
      .selectFrom('shop_banners')
      .select((eb) => ['shop_id', eb.fn.countAll<number>().as('n')])
      .groupBy('shop_id')
      .execute();
    expect(banners).toHaveLength(shops.length);
    for (const b of banners) expect(Number(b.n)).toBeGreaterThanOrEqual(2);
  });

  it('builds 10 categories with 30+ sub-categories, brands and units', async () => {
    const categories = await db.selectFrom('categories').select(['id', 'parent_id', 'slug']).execute();
    const parents = categories.filter((c) => c.parent_id === null);
    expect(parents).toHaveLength(10);
    expect(categories.length - parents.length).toBeGreaterThanOrEqual(30);
    for (const parent of parents) {
      const subs = categories.filter((c) => c.parent_id === parent.id).length;
      expect(subs).toBeGreaterThanOrEqual(3);
      expect(subs).toBeLessThanOrEqual(4);
    }
    expect(summary.counts.brands).toBeGreaterThanOrEqual(30);
    expect(summary.counts.units).toBeGreaterThanOrEqual(6);
  });

  it('fills 600+ products with galleries, options, stock, discounts and consistent reviews', async () => {
    const products = await db.selectFrom('products').selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(600);
    const images = await db.selectFrom('product_images').select(['product_id', 'url', 'position']).execute();
    for (const product of products) {
      const gallery = images.filter((i) => i.product_id === product.id).sort((a, b) => a.position - b.position);
      expect(gallery.length).toBeGreaterThanOrEqual(3);
      expect(gallery[0]?.url).toBe(product.thumbnail);
      expect(product.brand_id).not.toBeNull();
      expect(product.unit_id).not.toBeNull();
      expect(product.sub_category_id).not.toBeNull();
      expect(product.price).toBeGreaterThan(0);
      if (product.discount_price > 0) expect(product.discount_price).toBeLessThan(product.price);
    }
    const discounted = products.filter((p) => p.discount_price > 0).length / products.length;
    expect(discounted).toBeGreaterThan(0.3);
    expect(discounted).toBeLessThan(0.5);
    expect(products.some((p) => p.quantity === 0)).toBe(true);
    expect(products.some((p) => p.quantity >= 1 && p.quantity <= 3)).toBe(true);
    expect(new Set(products.map((p) => p.code)).size).toBe(products.length);

    const sizes = await db.selectFrom('product_sizes').select(['product_id', 'price']).execute();
    const colors = await db.selectFrom('product_colors').select(['product_id', 'price', 'color_code']).execute();
    expect(sizes.some((s) => s.price > 0)).toBe(true);
    expect(colors.some((c) => c.price > 0)).toBe(true);
    for (const color of colors) expect(color.color_code).toMatch(/^#[0-9a-f]{6}$/);

    const reviews = await db.selectFrom('reviews').select(['product_id', 'shop_id', 'rating']).execute();
    const byProduct = new Map<number, number[]>();
    for (const review of reviews)
      byProduct.set(review.product_id, [...(byProduct.get(review.product_id) ?? []), review.rating]);
    for (const product of products) {
      const ratings = byProduct.get(product.id) ?? [];
      expect(product.review_count).toBe(ratings.length);
      const average = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : 0;
      expect(product.rating).toBeCloseTo(average, 5);
    }
    expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);

    // Every shop sells: a specialist in its own category, a general store in several; and every
    // sub-category has products.
    const perShop = new Map<number, Set<number>>();
    for (const p of products) perShop.set(p.shop_id, (perShop.get(p.shop_id) ?? new Set()).add(p.category_id));
    expect(perShop.size).toBe(summary.counts.shops);
    const trades = [...perShop.values()].map((categories) => categories.size);
    expect(trades.filter((count) => count === 1)).toHaveLength(10);
    expect(trades.filter((count) => count >= 3)).toHaveLength(2);
    const subIds = await db.selectFrom('categories').select('id').where('parent_id', 'is not', null).execute();
    const used = new Set(products.map((p) => p.sub_category_id));
    for (const sub of subIds) expect(used.has(sub.id)).toBe(true);
  });

  it('runs one flash sale now and schedules one ahead, priced below the product', async () => {
    const sales = await db.selectFrom('flash_sales').selectAll().execute();
    const now = Date.now();
    const running = sales.filter((s) => Date.parse(s.start_date) <= now && Date.parse(s.end_date) > now);
    const upcoming = sales.filter((s) => Date.parse(s.start_date) > now);
    expect(running).toHaveLength(1);
    expect(upcoming).toHaveLength(1);
    expect(Date.parse(running[0]!.start_date)).toBeLessThan(startedAt);
    const items = await db
      .selectFrom('flash_sale_products')
      .innerJoin('products', 'products.id', 'flash_sale_products.product_id')
      .select(['flash_sale_id', 'flash_sale_products.price', 'flash_sale_products.quantity', 'sold'])
      .select(['products.price as productPrice', 'products.discount_price as productDiscount'])
      .execute();
    for (const sale of sales)
      expect(items.filter((i) => i.flash_sale_id === sale.id).length).toBeGreaterThanOrEqual(12);
    for (const item of items) {
      const effective = item.productDiscount > 0 ? item.productDiscount : item.productPrice;
      expect(item.price).toBeLessThan(effective);
      expect(item.quantity).toBeGreaterThan(0);
      expect(item.sold).toBeLessThan(item.quantity);
    }
  });

  it('adds banners, blogs in categories, legal pages and vouchers for every shop', async () => {
    const banners = await db.selectFrom('banners').select(['url']).execute();
    expect(banners.length).toBeGreaterThanOrEqual(6);
    for (const banner of banners) expect(banner.url).toMatch(/^\/[a-z]/);

    const blogs = await db.selectFrom('blogs').select(['category_id', 'tags', 'description', 'slug']).execute();
    expect(blogs.length).toBeGreaterThanOrEqual(20);
    expect(new Set(blogs.map((b) => b.category_id)).size).toBeGreaterThanOrEqual(4);
    for (const blog of blogs) {
      expect(Array.isArray(JSON.parse(blog.tags))).toBe(true);
      expect(blog.description).toMatch(/<h2>.*<p>/s);
    }

    const pages = await db.selectFrom('pages').select('slug').orderBy('slug').execute();
    expect(pages.map((p) => p.slug)).toEqual([
      'about-us',
      'privacy-policy',
      'return-and-refund-policy',
      'terms-and-conditions',
    ]);

    const coupons = await db.selectFrom('coupons').selectAll().execute();
    const shops = await db.selectFrom('shops').select('id').execute();
    const now = new Date().toISOString();
    for (const shop of shops) {
      const live = coupons.filter((c) => c.shop_id === shop.id && c.started_at < now && c.expired_at > now);
      expect(live.length).toBeGreaterThanOrEqual(2);
    }
    expect(coupons.some((c) => c.expired_at < now)).toBe(true);
    for (const c of coupons.filter((c) => c.discount_type === 'Percentage')) {
      expect(c.discount).toBeLessThanOrEqual(100);
      expect(c.max_discount_amount).toBeGreaterThan(0);
    }
  });

  it('sets up menus, footer columns of every item type and social links', async () => {
    const menus = await db.selectFrom('menus').selectAll().execute();
    expect(menus.some((m) => m.is_external === 0 && m.url.startsWith('/') && m.target === '_self')).toBe(true);
    expect(menus.some((m) => m.is_external === 1 && m.url.startsWith('https://') && m.target === '_blank')).toBe(true);
    const groups = await db.selectFrom('footer_groups').select('id').execute();
    expect(groups.length).toBeGreaterThanOrEqual(3);
    const types = await db.selectFrom('footer_items').select('type').distinct().execute();
    expect(types.map((t) => t.type).sort()).toEqual([
      'app_store',
      'email',
      'link',
      'logo',
      'phone',
      'social_links',
      'text',
    ]);
    const social = await db.selectFrom('social_links').select('name').execute();
    expect(social.length).toBeGreaterThanOrEqual(4);
  });

  it('offers three languages with the same keys, one right-to-left, and three currencies', async () => {
    const languages = await db.selectFrom('languages').selectAll().orderBy('position').execute();
    expect(languages.map((l) => l.name)).toEqual(['en', 'ar', 'fr']);
    expect(languages.filter((l) => l.direction === 'rtl').map((l) => l.name)).toEqual(['ar']);
    expect(languages.filter((l) => l.is_default === 1).map((l) => l.name)).toEqual(['en']);
    const maps = languages.map((l) => JSON.parse(l.messages) as Record<string, string>);
    const [english, ...others] = maps;
    const keys = Object.keys(english!).sort();
    for (const key of SPEC_STRINGS) expect(keys).toContain(key);
    for (const key of keys) expect(english![key]).toBe(key);
    for (const map of others) {
      expect(Object.keys(map).sort()).toEqual(keys);
      const translated = keys.filter((key) => map[key] && map[key] !== key).length;
      expect(translated / keys.length).toBeGreaterThan(0.85);
    }

    const currencies = await db.selectFrom('currencies').selectAll().execute();
    expect(currencies.map((c) => c.name).sort()).toEqual(['EUR', 'JPY', 'USD']);
    expect(currencies.filter((c) => c.is_default === 1).map((c) => c.name)).toEqual(['USD']);
    expect(currencies.find((c) => c.name === 'JPY')).toMatchObject({ precision: 0, rate_from_default: 151.5 });
    expect(currencies.find((c) => c.name === 'EUR')).toMatchObject({ position: 'suffix', rate_from_default: 0.92 });
  });

  it('stores settings with a complete, accessible theme', async () => {
    const rows = await db.selectFrom('settings').selectAll().execute();
    const settings = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
    expect(settings.app_name).toBe('Souk');
    expect(settings.multi_vendor).toBe(true);
    const theme = settings.theme_colors as Record<string, string>;
    expect(Object.keys(theme).sort()).toEqual(
      ['primary', ...[50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950].map((n) => `primary${n}`)].sort(),
    );
    expect(theme.primary).toBe(theme.primary600);
    expect(contrastWithWhite(theme.primary!)).toBeGreaterThanOrEqual(4.5);
  });

  it('lets the demo customer, every seller and the staff account sign in with the demo password', async () => {
    const users = await db
      .selectFrom('users')
      .select(['email', 'role', 'password_hash', 'email_verified_at', 'phone'])
      .where('password_hash', 'is not', null)
      .execute();
    const customer = users.find((u) => u.email === DEMO_CUSTOMER_EMAIL);
    expect(customer).toMatchObject({ role: 'customer', phone: '5550100001' });
    expect(customer?.email_verified_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(users.find((u) => u.email === 'staff@example.com')?.role).toBe('admin');
    expect(users).toHaveLength(summary.counts.shops + 2);
    for (const user of users) expect(await verifyPassword(user.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(customer?.password_hash ?? null, 'wrong password')).toBe(false);
  });
});
