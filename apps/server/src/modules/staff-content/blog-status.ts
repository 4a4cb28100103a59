import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { removeUpload } from '../../lib/storage/remove-upload.ts';
import { uploadStorage } from '../../lib/storage/upload-storage.ts';
import { recordAudit } from '../audit/queries.ts';
import { deleteBlog, findStaffBlog, lockBlogTable, updateBlog } from '../blog/staff-queries.ts';
import { audited, BLOG_FOLDER, NO_THUMBNAIL, storedFields } from './blog-fields.ts';
import { BLOG_TEXT_FIELDS } from './blog-read.ts';
import { deleteTexts } from '../translations/write-queries.ts';
import { storedTexts } from './texts.ts';

type Context = Pick<AppContext, 'db' | 'kind' | 'clock'>;

/** Shows or hides a post (shown only with a thumbnail), with its audit entry. True when it changed. */
export async function setBlogActive(ctx: Context, staffId: number, id: number, active: boolean): Promise<boolean> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    await lockBlogTable(trx, ctx.kind, 'blogs');
    const row = await findStaffBlog(trx, id);
    if (!row) throw AppError.notFound('Blog');
    if ((row.is_active === 1) === active) return false;
    if (active && !row.thumbnail) throw AppError.validation('is_active', NO_THUMBNAIL);
    await updateBlog(trx, id, { is_active: active ? 1 : 0 });
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'blog.update',
      subjectType: 'blog',
      subjectId: id,
      before: { is_active: !active },
      after: { is_active: active },
    });
    return true;
  });
  if (changed) catalogChanged();
  return changed;
}

/**
 * Removes a post with its texts and counted views, with its audit entry, in one transaction
 * holding the posts' turn; its uploaded thumbnail goes once that is done.
 */
export async function removeBlog(ctx: Context & Pick<AppContext, 'config'>, staffId: number, id: number) {
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockBlogTable(trx, ctx.kind, 'blogs');
    const found = await findStaffBlog(trx, id);
    if (!found) throw AppError.notFound('Blog');
    const texts = await storedTexts(trx, 'blog', id, BLOG_TEXT_FIELDS);
    await deleteTexts(trx, 'blog', [id]);
    await deleteBlog(trx, id);
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'blog.delete',
      subjectType: 'blog',
      subjectId: id,
      before: { ...audited(storedFields(found)), thumbnail: found.thumbnail, translations: texts },
      after: null,
    });
    return found;
  });
  await removeUpload(uploadStorage(ctx.config), BLOG_FOLDER, row.thumbnail);
  catalogChanged();
  return row;
}
