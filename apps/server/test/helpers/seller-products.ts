import type { TestContext } from './test-app.ts';

/** What a product's form refers to: a sub-category with its category, another category's sub-category, a brand, a unit. */
export interface ProductRefs {
  category: number;
  sub: number;
  otherSub: number;
  brand: number;
  unit: number;
}

export async function productRefs(t: TestContext): Promise<ProductRefs> {
  const subs = await t.db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('parent_id', 'is not', null)
    .orderBy('id')
    .execute();
  const sub = subs[0]!;
  const brand = await t.db.selectFrom('brands').select('id').where('is_active', '=', 1).executeTakeFirstOrThrow();
  const unit = await t.db.selectFrom('units').select('id').executeTakeFirstOrThrow();
  return {
    category: Number(sub.parent_id),
    sub: sub.id,
    otherSub: subs.find((row) => row.parent_id !== sub.parent_id)!.id,
    brand: brand.id,
    unit: unit.id,
  };
}

let serial = 0;
/** The product form with every field filled, a name and a code no other product has. */
export function productForm(refs: ProductRefs, overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Harbour Lantern ${serial}`,
    code: `HL-${process.pid}-${serial}`,
    short_description: 'A lantern for the porch.',
    description: '<p><strong>Bright</strong> and warm.</p>',
    category_id: refs.category,
    sub_category_id: refs.sub,
    brand_id: refs.brand,
    unit_id: refs.unit,
    price: 49.99,
    discount_price: 39.5,
    quantity: 12,
    is_active: true,
    meta_title: 'Harbour Lantern',
    meta_description: 'A lantern.',
    sizes: [
      { name: 'Small', price: 0 },
      { name: 'Large', price: 2.5 },
    ],
    colors: [
      { name: 'Red', color_code: '#aa0000', price: 0 },
      { name: 'Blue', color_code: '#0000aa', price: 1.25 },
    ],
    ...overrides,
  };
}

/** The product's row as the storefront's prices and lists read it. */
export const storedProduct = (t: TestContext, id: number) =>
  t.db
    .selectFrom('products')
    .select(['shop_id', 'price', 'discount_price', 'effective_price', 'quantity', 'slug', 'thumbnail', 'is_active'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
