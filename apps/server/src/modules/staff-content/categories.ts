import type { StaffBlogCategoriesResponse, StaffBlogCategoryValues } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { recordAudit } from '../audit/queries.ts';
import {
  categorySlugTaken,
  countBlogsIn,
  deleteBlogCategory,
  insertBlogCategory,
  lockBlogCategory,
  lockBlogTable,
  selectStaffBlogCategories,
  updateBlogCategory,
} from '../blog/staff-queries.ts';
import { checkTextLanguages } from '../seller-products/texts.ts';
import { deleteTexts } from '../translations/write-queries.ts';
import { type Problems, refuse, SLUG_TAKEN, slugFor } from './rules.ts';
import { contentLanguages, rewriteTexts, storedTexts, textsByRow } from './texts.ts';

type Context = Pick<AppContext, 'db' | 'kind' | 'clock'>;
const NAME = ['name'] as const;

/** Every category with how many posts it holds and its name in the other languages. */
export async function categoriesView(db: Db): Promise<StaffBlogCategoriesResponse> {
  const languages = await contentLanguages(db);
  const others = languages.filter((language) => !language.is_default).map((language) => language.name);
  const rows = await selectStaffBlogCategories(db);
  const texts = await textsByRow(
    db,
    'blog_category',
    rows.map((row) => row.id),
    NAME,
    others,
  );
  return {
    categories: rows.map((row) => ({
      ...row,
      blog_count: Number(row.blog_count ?? 0),
      translations: Object.fromEntries(Object.entries(texts(row.id)).map(([locale, t]) => [locale, t.name ?? null])),
    })),
    languages,
  };
}

/** The names sent per language, as stored. */
const namesOf = (body: StaffBlogCategoryValues) =>
  Object.fromEntries(Object.entries(body.translations).map(([locale, name]) => [locale, { name }]));

/**
 * Adds (no `id`) or changes a category, with its names in the other languages and its audit
 * entry, in one transaction holding the categories' turn, so of two with one slug one is refused.
 */
export async function saveCategory(
  ctx: Context,
  staffId: number,
  id: number | undefined,
  body: StaffBlogCategoryValues,
): Promise<void> {
  const problems: Problems = {};
  const fields = { name: body.name, slug: slugFor(body.slug, { text: body.name, label: 'name' }, problems) };
  const changed = await ctx.db.transaction().execute(async (trx) => {
    await lockBlogTable(trx, ctx.kind, 'blog_categories');
    const row = id === undefined ? undefined : await lockBlogCategory(trx, ctx.kind, id, 'update');
    if (id !== undefined && !row) throw AppError.notFound('Blog category');
    await checkTextLanguages(trx, body.translations);
    if (!problems.slug && (await categorySlugTaken(trx, fields.slug, id))) problems.slug = [SLUG_TAKEN];
    refuse(problems);
    const target = row ? row.id : await insertBlogCategory(trx, fields);
    if (row) await updateBlogCategory(trx, target, fields);
    const texts = await rewriteTexts(trx, 'blog_category', target, NAME, namesOf(body));
    const renamed = row !== undefined && (row.name !== fields.name || row.slug !== fields.slug);
    if (row && !renamed && !texts.changed) return false;
    const before = row ? { name: row.name, slug: row.slug, translations: texts.before } : null;
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: row ? 'blog_category.update' : 'blog_category.create',
      subjectType: 'blog_category',
      subjectId: target,
      before,
      after: { ...fields, translations: texts.after },
    });
    return true;
  });
  if (changed) catalogChanged();
}

/**
 * Removes a category that holds no post (422 while one is in it), with its names and its audit
 * entry. Its row stays locked from the count to the removal, and a post being put in it holds
 * the row (shared) until it is: so no post is ever left in a removed category.
 */
export async function removeCategory(ctx: Context, staffId: number, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockBlogTable(trx, ctx.kind, 'blog_categories');
    const row = await lockBlogCategory(trx, ctx.kind, id, 'update');
    if (!row) throw AppError.notFound('Blog category');
    const posts = await countBlogsIn(trx, id);
    if (posts > 0) {
      throw new AppError(
        422,
        `The category ${row.name} still holds ${posts} ${posts === 1 ? 'post' : 'posts'}: move or remove them first.`,
      );
    }
    const texts = await storedTexts(trx, 'blog_category', id, NAME);
    await deleteTexts(trx, 'blog_category', [id]);
    await deleteBlogCategory(trx, id);
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'blog_category.delete',
      subjectType: 'blog_category',
      subjectId: id,
      before: { name: row.name, slug: row.slug, translations: texts },
      after: null,
    });
  });
  catalogChanged();
}
