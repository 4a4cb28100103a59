import type { StaffCategoryValues } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { recordAudit } from '../audit/queries.ts';
import { catchUpSuggestions } from '../suggest/index-names.ts';
import { checkCategory } from './category-check.ts';
import { closeGap, siblingOrder } from './category-places.ts';
import {
  type CategoryColumns,
  countChildren,
  countProductsIn,
  deleteCategory,
  insertCategory,
  lockCategories,
  lockCategory,
  updateCategory,
} from './category-queries.ts';
import { fieldTexts } from '../translations/queries.ts';
import { deleteTexts, replaceField } from '../translations/write-queries.ts';
import { count } from './texts.ts';

type Context = Pick<AppContext, 'db' | 'kind' | 'clock'>;

const columnsOf = (values: StaffCategoryValues, slug: string): CategoryColumns => ({
  parent_id: values.parent_id,
  name: values.name,
  slug,
  is_active: values.is_active ? 1 : 0,
});

/**
 * What the storefront reads of categories changed: its caches let go (the menu, category pages,
 * home, product lists), and the search suggestions take in the names now, not at their next
 * round (a category's name, in any language, is suggested).
 */
export async function categoriesChanged(ctx: Pick<AppContext, 'db'>): Promise<void> {
  catalogChanged();
  await catchUpSuggestions(ctx.db);
}

/**
 * Adds a category (or a sub-category, `parent_id`) last among its siblings, with its names in
 * the other languages and its audit entry, in one transaction holding the categories' lock. A
 * sub-category starts with its parent's picture, a top-level one with none, until one is
 * uploaded. The new category's id.
 */
export async function createCategory(ctx: Context, staffId: number, values: StaffCategoryValues): Promise<number> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    await lockCategories(trx, ctx.kind);
    const slug = await checkCategory(trx, ctx.kind, values);
    const parent = values.parent_id === null ? undefined : await lockCategory(trx, ctx.kind, values.parent_id);
    const order = await siblingOrder(trx, values.parent_id);
    await closeGap(trx, values.parent_id);
    const columns = columnsOf(values, slug);
    const thumbnail = parent?.thumbnail ?? '';
    const created = await insertCategory(trx, { ...columns, thumbnail, position: order.length });
    await replaceField(trx, 'category', created, 'name', values.translations);
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'category.create',
      subjectType: 'category',
      subjectId: created,
      before: null,
      after: { ...columns, thumbnail, translations: await fieldTexts(trx, 'category', created, 'name') },
    });
    return created;
  });
  await categoriesChanged(ctx);
  return id;
}

/**
 * Changes a category's name, slug, parent, whether it is shown and its names in the other
 * languages, with an audit entry of what changed, in one transaction holding the categories'
 * lock and the category's row. A new parent takes it last among its sub-categories, and its
 * former siblings close the gap. True when anything changed.
 */
export async function saveCategory(
  ctx: Context,
  staffId: number,
  id: number,
  values: StaffCategoryValues,
): Promise<boolean> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    await lockCategories(trx, ctx.kind);
    const row = await lockCategory(trx, ctx.kind, id);
    if (!row) throw AppError.notFound('Category');
    const columns = columnsOf(values, await checkCategory(trx, ctx.kind, values, row));
    const names = (Object.keys(columns) as Array<keyof CategoryColumns>).filter((key) => columns[key] !== row[key]);
    const moved = columns.parent_id !== row.parent_id;
    const position = moved ? (await siblingOrder(trx, columns.parent_id)).length : row.position;
    const textsBefore = await fieldTexts(trx, 'category', id, 'name');
    if (names.length > 0) {
      await updateCategory(trx, id, { ...Object.fromEntries(names.map((key) => [key, columns[key]])), position });
    }
    if (moved) await closeGap(trx, row.parent_id);
    await replaceField(trx, 'category', id, 'name', values.translations);
    const textsAfter = await fieldTexts(trx, 'category', id, 'name');
    const textsChanged = JSON.stringify(textsBefore) !== JSON.stringify(textsAfter);
    if (names.length === 0 && !textsChanged) return false;
    const pick = (from: CategoryColumns) => Object.fromEntries(names.map((key) => [key, from[key]]));
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'category.update',
      subjectType: 'category',
      subjectId: id,
      before: { ...pick(row), ...(textsChanged ? { translations: textsBefore } : {}) },
      after: { ...pick(columns), ...(textsChanged ? { translations: textsAfter } : {}) },
    });
    return true;
  });
  if (changed) await categoriesChanged(ctx);
  return changed;
}

/**
 * Removes a category no product and no sub-category uses, with its names and its audit entry,
 * its siblings closing the gap. Its picture stays in the store: a product keeps its category's
 * picture as its own until it has one (seller-products), whatever becomes of the category. Refused (422) while
 * anything hangs on it: deactivating hides it instead. The category's row is locked first, so a
 * product being written into it is waited for and counted, and one written after is refused.
 */
export async function removeCategory(ctx: Context, staffId: number, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockCategories(trx, ctx.kind);
    const row = await lockCategory(trx, ctx.kind, id);
    if (!row) throw AppError.notFound('Category');
    const [children, products] = [await countChildren(trx, id), await countProductsIn(trx, id)];
    if (children > 0) {
      throw new AppError(
        422,
        `This category has ${count(children, 'sub-category', 'sub-categories')}: remove or move them first.`,
      );
    }
    if (products > 0) {
      throw new AppError(
        422,
        `${count(products, 'product is', 'products are')} filed under this category: deactivate it instead.`,
      );
    }
    const translations = await fieldTexts(trx, 'category', id, 'name');
    await deleteTexts(trx, 'category', [id]);
    await deleteCategory(trx, id);
    await closeGap(trx, row.parent_id);
    const { id: _id, position: _position, ...before } = row;
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'category.delete',
      subjectType: 'category',
      subjectId: id,
      before: { ...before, translations },
      after: null,
    });
  });
  await categoriesChanged(ctx);
}
