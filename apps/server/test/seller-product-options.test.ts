import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerApp } from './helpers/seller.ts';
import type { TestContext } from './helpers/test-app.ts';

// What the product form offers to choose from (GET /seller/product-options).
let t: TestContext;
let token: string;
beforeAll(async () => {
  ({ t, token } = await ownerApp(1));
});
afterAll(() => t.close());

describe('the product form’s choices', () => {
  it('offers the active top-level categories with their sub-categories, brands and units, translated', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/seller/product-options',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'fr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { categories, brands, units } = res.json().data;
    const rows = await t.db.selectFrom('categories').select(['id', 'parent_id']).where('is_active', '=', 1).execute();
    const tops = rows.filter((row) => row.parent_id === null);
    expect(categories.map((c: { id: number }) => c.id).sort()).toEqual(tops.map((row) => row.id).sort());
    for (const category of categories as { id: number; sub_categories: { id: number }[] }[]) {
      const subs = rows.filter((row) => row.parent_id === category.id).map((row) => row.id);
      expect(category.sub_categories.map((sub) => sub.id).sort()).toEqual(subs.sort());
    }
    const french = await t.db
      .selectFrom('translations')
      .select('value')
      .where('entity', '=', 'category')
      .where('entity_id', '=', categories[0].id)
      .where('locale', '=', 'fr')
      .where('field', '=', 'name')
      .executeTakeFirstOrThrow();
    expect(categories[0].name).toBe(french.value);
    const activeBrands = await t.db.selectFrom('brands').select('id').where('is_active', '=', 1).execute();
    expect(brands).toHaveLength(activeBrands.length);
    expect(units.length).toBeGreaterThan(0);
  });
});
