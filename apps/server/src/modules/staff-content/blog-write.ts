import type { StaffBlogValues } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import { recordAudit } from '../audit/queries.ts';
import {
  blogSlugTaken,
  findStaffBlog,
  insertBlog,
  lockBlogCategory,
  lockBlogTable,
  type StaffBlogRowData,
  updateBlog,
} from '../blog/staff-queries.ts';
import { checkTextLanguages } from '../seller-products/texts.ts';
import {
  audited,
  type BlogField,
  type BlogFields,
  blogFields,
  blogTexts,
  NO_THUMBNAIL,
  storedFields,
} from './blog-fields.ts';
import { BLOG_TEXT_FIELDS } from './blog-read.ts';
import { type Problems, refuse, SLUG_TAKEN } from './rules.ts';
import { rewriteTexts } from './texts.ts';

type Context = Pick<AppContext, 'db' | 'kind' | 'clock'>;

/**
 * Refuses, with every reason at once, a post whose category is gone, whose slug another post
 * has, or that would be shown without a thumbnail. Its category stays locked (shared) until the
 * transaction ends, so the category's removal waits for the post to be in it, or goes first.
 */
async function checkBlog(
  trx: Db,
  ctx: Context,
  fields: BlogFields,
  row: StaffBlogRowData | undefined,
  problems: Problems,
) {
  if (!(await lockBlogCategory(trx, ctx.kind, fields.category_id, 'share'))) {
    problems.category_id = ['The category is not there: it may have been removed.'];
  }
  if (!problems.slug && (await blogSlugTaken(trx, fields.slug, row?.id))) problems.slug = [SLUG_TAKEN];
  if (fields.is_active === 1 && !row?.thumbnail) problems.is_active = [NO_THUMBNAIL];
  refuse(problems);
}

/**
 * Adds a post, hidden until its thumbnail is uploaded, with its texts and its audit entry, in one
 * transaction holding the posts' turn (so of two posts with one slug, one is refused). Its id.
 */
export async function createBlog(ctx: Context, staffId: number, body: StaffBlogValues): Promise<number> {
  const problems: Problems = {};
  const fields = blogFields(body, problems);
  const id = await ctx.db.transaction().execute(async (trx) => {
    await lockBlogTable(trx, ctx.kind, 'blogs');
    await checkTextLanguages(trx, body.translations);
    await checkBlog(trx, ctx, fields, undefined, problems);
    const created = await insertBlog(trx, { ...fields, thumbnail: '' }, isoAt(ctx.clock));
    const texts = await rewriteTexts(trx, 'blog', created, BLOG_TEXT_FIELDS, blogTexts(body.translations));
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'blog.create',
      subjectType: 'blog',
      subjectId: created,
      before: null,
      after: { ...audited(fields), translations: texts.after },
    });
    return created;
  });
  catalogChanged();
  return id;
}

/**
 * Changes a post's fields and texts, with an audit entry of what changed, in one transaction
 * holding the posts' turn. True when anything changed.
 */
export async function saveBlog(ctx: Context, staffId: number, id: number, body: StaffBlogValues): Promise<boolean> {
  const problems: Problems = {};
  const fields = blogFields(body, problems);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    await lockBlogTable(trx, ctx.kind, 'blogs');
    const row = await findStaffBlog(trx, id);
    if (!row) throw AppError.notFound('Blog');
    await checkTextLanguages(trx, body.translations);
    await checkBlog(trx, ctx, fields, row, problems);
    const stored = storedFields(row);
    const names = (Object.keys(fields) as BlogField[]).filter((key) => fields[key] !== stored[key]);
    const only = (from: BlogFields) => Object.fromEntries(names.map((key) => [key, from[key]])) as Partial<BlogFields>;
    if (names.length > 0) await updateBlog(trx, id, only(fields));
    const texts = await rewriteTexts(trx, 'blog', id, BLOG_TEXT_FIELDS, blogTexts(body.translations));
    if (names.length === 0 && !texts.changed) return false;
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'blog.update',
      subjectType: 'blog',
      subjectId: id,
      before: { ...audited(only(stored)), ...(texts.changed ? { translations: texts.before } : {}) },
      after: { ...audited(only(fields)), ...(texts.changed ? { translations: texts.after } : {}) },
    });
    return true;
  });
  if (changed) catalogChanged();
  return changed;
}
