import { effectiveUnitPrice, sortTypes } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

interface Card {
  id: number;
  name: string;
  price: number;
  discount_price: number;
  rating: number;
  total_sold: number;
  brand: string | null;
  shop: { id: number };
  sizes: { name: string }[];
  colors: { name: string }[];
}
interface ProductsData {
  total: number;
  products: Card[];
  filters: {
    brands: { id: number; name: string }[];
    sizes: { id: number; name: string }[];
    colors: { id: number; name: string; color_code: string }[];
    min_price: number;
    max_price: number;
  };
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function products(query: string): Promise<ProductsData> {
  const res = await t.app.inject(`/api/products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const shown = (p: Card) => effectiveUnitPrice(p);

describe('GET /api/products: search', () => {
  it('finds products by a word of the name, as a prefix, all words required', async () => {
    const data = await products('search=sneak&per_page=100');
    expect(data.total).toBeGreaterThan(0);
    expect(data.products.every((p) => /sneak/i.test(p.name))).toBe(true);
    const two = await products('search=running%20shoe&per_page=100');
    expect(two.products.every((p) => /running/i.test(p.name) || /shoe/i.test(p.name))).toBe(true);
    expect(two.total).toBeLessThanOrEqual((await products('search=shoe&per_page=1')).total);
  });

  it('finds a product by its code', async () => {
    const product = await t.db
      .selectFrom('products')
      .select(['id', 'code'])
      .orderBy('id')
      .limit(1)
      .offset(41)
      .executeTakeFirstOrThrow();
    const data = await products(`search=${encodeURIComponent(product.code)}`);
    expect(data.products.map((p) => p.id)).toContain(product.id);
  });

  it('ranks a name match above a match in the short description only', async () => {
    const data = await products('search=sneaker&per_page=5');
    expect(data.products[0]?.name).toMatch(/sneaker/i);
  });

  it('treats operators and quotes as plain text, never as an error', async () => {
    for (const search of ['"', 'AND OR NOT', 'shoe*', "'; DROP TABLE products; --", 'name:shoe', '((']) {
      const res = await t.app.inject(`/api/products?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
    }
    expect(await t.db.selectFrom('products').select('id').limit(1).executeTakeFirst()).toBeDefined();
  });

  it('answers an unmatched search with an empty page and empty facets', async () => {
    const data = await products('search=zzqqxxnothing');
    expect(data).toMatchObject({ total: 0, products: [], filters: { brands: [], sizes: [], colors: [] } });
  });
});

describe('GET /api/products: filters', () => {
  it('filters by brand, and the facets still offer every brand of the search', async () => {
    const all = await products('search=shirt&per_page=100');
    const brand = all.filters.brands[0]!;
    const data = await products(`search=shirt&brand_id=${brand.id}&per_page=100`);
    expect(data.total).toBeGreaterThan(0);
    expect(data.products.every((p) => p.brand === brand.name)).toBe(true);
    expect(data.filters.brands).toEqual(all.filters.brands);
  });

  it('filters by shop, category and sub-category', async () => {
    const sub = await t.db
      .selectFrom('categories')
      .select(['id', 'parent_id'])
      .where('parent_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const bySub = await products(`sub_category_id=${sub.id}&per_page=100`);
    const ids = bySub.products.map((p) => p.id);
    const rows = await t.db
      .selectFrom('products')
      .select(['id', 'sub_category_id', 'category_id'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.every((r) => r.sub_category_id === sub.id && r.category_id === sub.parent_id)).toBe(true);
    const byShop = await products('shop_id=3&per_page=100');
    expect(byShop.products.every((p) => p.shop.id === 3)).toBe(true);
    const byCategory = await products(`category_id=${sub.parent_id}&per_page=1`);
    expect(byCategory.total).toBeGreaterThanOrEqual(bySub.total);
  });

  it('lists a sub-category asked with its own category as the sub-category alone, and with another category as nothing', async () => {
    const sub = await t.db
      .selectFrom('categories')
      .select(['id', 'parent_id'])
      .where('parent_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const other = await t.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is', null)
      .where('id', '!=', Number(sub.parent_id))
      .executeTakeFirstOrThrow();
    for (const narrowed of ['', '&min_price=0&max_price=100000']) {
      const bySub = await products(`sub_category_id=${sub.id}&per_page=100${narrowed}`);
      expect(bySub.total).toBeGreaterThan(0);
      const paired = await products(`category_id=${sub.parent_id}&sub_category_id=${sub.id}&per_page=100${narrowed}`);
      expect(paired).toEqual(bySub);
      const mismatched = await products(`category_id=${other.id}&sub_category_id=${sub.id}&per_page=100${narrowed}`);
      expect(mismatched).toMatchObject({ total: 0, products: [] });
    }
  });

  it('filters by colour and size by name across products', async () => {
    const facets = (await products('per_page=1')).filters;
    const color = facets.colors[0]!;
    const size = facets.sizes[0]!;
    const byColor = await products(`color_id=${color.id}&per_page=100`);
    expect(byColor.total).toBeGreaterThan(0);
    expect(byColor.products.every((p) => p.colors.some((c) => c.name === color.name))).toBe(true);
    const bySize = await products(`size_id=${size.id}&per_page=100`);
    expect(bySize.products.every((p) => p.sizes.some((s) => s.name === size.name))).toBe(true);
  });

  it('filters by average rating in [r, r+1)', async () => {
    const data = await products('rating=4&per_page=100');
    expect(data.total).toBeGreaterThan(0);
    expect(data.products.every((p) => p.rating >= 4 && p.rating < 5)).toBe(true);
  });

  it('filters min and max on the effective price', async () => {
    const data = await products('min_price=20&max_price=40&per_page=100');
    expect(data.total).toBeGreaterThan(0);
    for (const p of data.products) {
      expect(shown(p)).toBeGreaterThanOrEqual(20);
      expect(shown(p)).toBeLessThanOrEqual(40);
    }
  });

  it('reports the price range of the searched set', async () => {
    const data = await products('search=lamp&per_page=100');
    const prices = data.products.map(shown);
    expect(data.filters.min_price).toBe(Math.min(...prices));
    expect(data.filters.max_price).toBe(Math.max(...prices));
  });
});

describe('GET /api/products: sorting and paging', () => {
  it('accepts every sort type', async () => {
    for (const sort of sortTypes) expect((await t.app.inject(`/api/products?sort_type=${sort}`)).statusCode).toBe(200);
  });

  it('orders by effective price both ways, and by sales', async () => {
    const up = (await products('sort_type=low_to_high&per_page=50')).products.map(shown);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await products('sort_type=high_to_low&per_page=50')).products.map(shown);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const sold = (await products('sort_type=top_selling&per_page=50')).products.map((p) => p.total_sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });

  it('orders newest first by creation time', async () => {
    const ids = (await products('sort_type=newest&per_page=20')).products.map((p) => p.id);
    const rows = await t.db.selectFrom('products').select(['id', 'created_at']).where('id', 'in', ids).execute();
    const created = ids.map((id) => rows.find((r) => r.id === id)!.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('pages without overlap and answers a page past the end with no products', async () => {
    const first = await products('per_page=10&page=1');
    const second = await products('per_page=10&page=2');
    expect(first.products).toHaveLength(10);
    expect(second.products.map((p) => p.id).some((id) => first.products.some((p) => p.id === id))).toBe(false);
    const last = Math.ceil(first.total / 10);
    expect((await products(`per_page=10&page=${last}`)).products.length).toBe(first.total - (last - 1) * 10);
    expect((await products(`per_page=10&page=${last + 1}`)).products).toEqual([]);
  });

  it('serves /category-products as an alias', async () => {
    const res = await t.app.inject('/api/category-products?per_page=3');
    expect(res.json().data.products).toHaveLength(3);
  });
});

describe('GET /api/products: bad input', () => {
  const cases: Array<[string, string]> = [
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['per_page=1000', 'per_page'],
    ['per_page=0', 'per_page'],
    ['sort_type=cheapest', 'sort_type'],
    ['brand_id=abc', 'brand_id'],
    ['category_id=1.5', 'category_id'],
    ['rating=6', 'rating'],
    ['min_price=-3', 'min_price'],
    ['min_price=50&max_price=10', 'max_price'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ];
  it.each(cases)('%s answers 422 naming %s', async (query, field) => {
    const res = await t.app.inject(`/api/products?${query}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });
});

describe('flash price precedence', () => {
  it('shows the running flash price as the discount price, above the product discount', async () => {
    const sale = await t.db
      .selectFrom('flash_sale_products as fsp')
      .innerJoin('flash_sales as fs', 'fs.id', 'fsp.flash_sale_id')
      .innerJoin('products as p', 'p.id', 'fsp.product_id')
      .select(['p.id', 'fsp.price as flash', 'p.discount_price', 'fs.start_date'])
      .where('fs.start_date', '<=', new Date().toISOString())
      .where('fs.end_date', '>', new Date().toISOString())
      .executeTakeFirstOrThrow();
    const card = (await t.app.inject(`/api/product-details?product_id=${sale.id}`)).json().data.product;
    expect(card.discount_price).toBe(sale.flash / 100);
    expect(card.flash_sale).not.toBeNull();
    const inList = (await products(`search=${encodeURIComponent(card.name)}&per_page=100`)).products.find(
      (p) => p.id === sale.id,
    );
    expect(inList?.discount_price).toBe(sale.flash / 100);
  });

  it('falls back to the product discount once the sale stock is sold out', async () => {
    const row = await t.db
      .selectFrom('flash_sale_products as fsp')
      .innerJoin('flash_sales as fs', 'fs.id', 'fsp.flash_sale_id')
      .innerJoin('products as p', 'p.id', 'fsp.product_id')
      .select(['fsp.id', 'p.id as product_id', 'p.discount_price', 'p.price'])
      .where('fs.start_date', '<=', new Date().toISOString())
      .where('fs.end_date', '>', new Date().toISOString())
      .orderBy('fsp.id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('flash_sale_products')
      .set((eb) => ({ sold: eb.ref('quantity') }))
      .where('id', '=', row.id)
      .execute();
    const card = (await t.app.inject(`/api/product-details?product_id=${row.product_id}`)).json().data.product;
    expect(card.discount_price).toBe(row.discount_price / 100);
    expect(card.flash_sale).toBeNull();
  });
});

describe('single-vendor mode', () => {
  it('limits products, shops and home to the root shop', async () => {
    await writeSetting(t.db, 'multi_vendor', false);
    try {
      const root = await t.db.selectFrom('shops').select('id').where('is_root', '=', 1).executeTakeFirstOrThrow();
      const list = await products('per_page=100');
      expect(list.products.every((p) => p.shop.id === root.id)).toBe(true);
      const shops = (await t.app.inject('/api/shops')).json().data;
      expect(shops.shops.map((s: { id: number }) => s.id)).toEqual([root.id]);
      const other = await t.db
        .selectFrom('products')
        .select('id')
        .where('shop_id', '!=', root.id)
        .executeTakeFirstOrThrow();
      expect((await t.app.inject(`/api/product-details?product_id=${other.id}`)).statusCode).toBe(404);
      expect((await t.app.inject('/api/home')).json().data.shops).toEqual([]);
    } finally {
      await writeSetting(t.db, 'multi_vendor', true);
    }
  });
});
