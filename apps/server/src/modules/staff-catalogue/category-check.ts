import type { StaffCategoryValues } from '@souk/contract';
import type { Db, DbKind } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type CategoryRow,
  categorySlugTaken,
  countChildren,
  countProductsIn,
  lockCategory,
} from './category-queries.ts';
import { unofferedLanguages } from '../translations/offered.ts';
import { count, type Problems, slugFor, slugProblems } from './texts.ts';

const refuse = (message: string): Problems => ({ parent_id: [message] });

/**
 * What the parent of a new category, or a category's new parent, may not be: anything but an
 * existing top-level category (the tree has two levels), the category itself. A category moves
 * under another parent only while nothing hangs on where it is: no sub-category of its own (they
 * would be three levels deep) and no product filed under it (a product names its category and
 * sub-category as a pair, which the move would break). The parent's row is locked, so a product
 * written into it meanwhile is counted by a later check.
 */
async function parentProblems(trx: Db, kind: DbKind, parentId: number | null, current: CategoryRow | undefined) {
  if (current && parentId === current.parent_id) return {};
  if (parentId !== null) {
    if (parentId === current?.id) return refuse('A category cannot be its own parent.');
    const parent = await lockCategory(trx, kind, parentId);
    if (!parent || parent.parent_id !== null) return refuse('The parent must be a top-level category.');
  }
  if (!current) return {};
  if (parentId !== null && (await countChildren(trx, current.id)) > 0) {
    return refuse('A category with sub-categories cannot become a sub-category: move its sub-categories first.');
  }
  const products = await countProductsIn(trx, current.id);
  if (products > 0) {
    return refuse(
      `${count(products, 'product is', 'products are')} filed under this category where it is now: it can move only while no product is.`,
    );
  }
  return {};
}

/**
 * Refuses, every field at once (422), what a category may not be given the catalogue as it is
 * under the categories' lock; answers its slug (the typed one, else one made from its name).
 */
export async function checkCategory(
  trx: Db,
  kind: DbKind,
  values: StaffCategoryValues,
  current?: CategoryRow,
): Promise<string> {
  const slug = slugFor(values.name, values.slug);
  const problems: Problems = {
    ...slugProblems(slug, slug !== null && (await categorySlugTaken(trx, slug, current?.id))),
    ...(await parentProblems(trx, kind, values.parent_id, current)),
    ...(await unofferedLanguages(trx, values.translations)),
  };
  if (slug === null || Object.keys(problems).length > 0) throw AppError.fields(problems);
  return slug;
}
