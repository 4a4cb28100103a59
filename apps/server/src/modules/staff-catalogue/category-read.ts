import type { StaffCategory, StaffCategoryTree } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { type CategoryRow, productCountsByCategory, selectCategories } from './category-queries.ts';
import { fieldTextsByRow } from '../translations/field-texts.ts';
import { catalogueLanguages } from './texts.ts';

/**
 * Every category, active or not, in the storefront's order, each top-level one with its
 * sub-categories; with how many products each holds, its names in the other active languages,
 * and those languages (the default first).
 */
export async function categoryTree(db: Db): Promise<StaffCategoryTree> {
  const languages = await catalogueLanguages(db);
  const others = languages.filter((language) => !language.is_default).map((language) => language.name);
  const [rows, counts, namesOf] = await Promise.all([
    selectCategories(db),
    productCountsByCategory(db),
    fieldTextsByRow(db, 'category', 'name', others),
  ]);
  const view = (row: CategoryRow): StaffCategory => ({
    id: row.id,
    parent_id: row.parent_id,
    name: row.name,
    slug: row.slug,
    thumbnail: row.thumbnail,
    is_active: row.is_active === 1,
    product_count: counts.get(row.id) ?? 0,
    translations: namesOf(row.id),
  });
  return {
    categories: rows
      .filter((row) => row.parent_id === null)
      .map((parent) => ({
        ...view(parent),
        sub_categories: rows.filter((row) => row.parent_id === parent.id).map(view),
      })),
    languages,
  };
}
