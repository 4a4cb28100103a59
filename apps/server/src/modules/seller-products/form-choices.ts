import type { SellerProductOptions } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { categoryTree } from '../catalog/service.ts';
import { translateRows } from '../translations/translations.ts';
import { brandRows, unitRows } from './queries.ts';
import { productLanguages } from './texts.ts';

/**
 * `GET /seller/product-options`: what the product form offers to pick from: the storefront's
 * category tree, active brands and the units of sale, in the request's language where the
 * catalogue translates them (categories and units; brands are names of their own), and the
 * languages the product's texts are written in.
 */
export async function productFormChoices(db: Db): Promise<SellerProductOptions> {
  const [categories, brands, units, languages] = await Promise.all([
    categoryTree(db),
    brandRows(db),
    unitRows(db),
    productLanguages(db),
  ]);
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      sub_categories: category.sub_categories.map((sub) => ({ id: sub.id, name: sub.name })),
    })),
    brands,
    units: await translateRows(db, 'unit', units, ['name'], (unit) => unit.id),
    languages,
  };
}
