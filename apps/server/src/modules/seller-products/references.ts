import type { SellerProductValues } from '@souk/contract';
import type { Db, DbKind } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { activeCategories, isActiveBrand, isUnit } from './queries.ts';

/**
 * Checks what the product points at, as the form offers it (GET /seller/product-options): an
 * active top-level category, an active sub-category of it, an active brand, a unit. Every field
 * that fails is named at once (422). Answers the thumbnail a new product shows until it has
 * pictures of its own: its sub-category's, else its category's. Given the database's `kind`
 * inside the write's transaction, what it found stays there until the write commits.
 */
export async function checkReferences(
  db: Db,
  body: Pick<SellerProductValues, 'category_id' | 'sub_category_id' | 'brand_id' | 'unit_id'>,
  kind?: DbKind,
): Promise<{ placeholder: string }> {
  const ids = body.sub_category_id === null ? [body.category_id] : [body.category_id, body.sub_category_id];
  const [categories, brandOk, unitOk] = await Promise.all([
    activeCategories(db, ids, kind),
    body.brand_id === null ? true : isActiveBrand(db, body.brand_id, kind),
    body.unit_id === null ? true : isUnit(db, body.unit_id, kind),
  ]);
  const category = categories.find((row) => row.id === body.category_id && row.parent_id === null);
  const sub = categories.find((row) => row.id === body.sub_category_id && row.parent_id === body.category_id);
  const errors: Record<string, string[]> = {};
  if (!category) errors.category_id = ['The selected category is invalid.'];
  if (body.sub_category_id !== null && !sub) errors.sub_category_id = ['The selected sub category is invalid.'];
  if (!brandOk) errors.brand_id = ['The selected brand is invalid.'];
  if (!unitOk) errors.unit_id = ['The selected unit is invalid.'];
  if (!category || Object.keys(errors).length > 0) throw AppError.fields(errors);
  return { placeholder: sub?.thumbnail ?? category.thumbnail };
}
