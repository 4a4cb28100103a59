import { BLOG_THUMBNAIL_MAX_BYTES } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { removeUpload } from '../../lib/storage/remove-upload.ts';
import { uploadStorage } from '../../lib/storage/upload-storage.ts';
import { type ImageUpload, imageField, notAnImage } from '../../lib/uploads/image-field.ts';
import type { Uploader } from '../../lib/uploads/quota.ts';
import { storeWithinLimits } from '../../lib/uploads/within-limits.ts';
import { recordAudit } from '../audit/queries.ts';
import { findStaffBlog, lockBlogTable, updateBlog } from '../blog/staff-queries.ts';
import { BLOG_FOLDER } from './blog-fields.ts';

/** The form's one file field: a picture of at most 2 MB, judged by its content. */
export const thumbnailField = imageField('thumbnail', BLOG_THUMBNAIL_MAX_BYTES);

/**
 * A post's new thumbnail: re-encoded (only its pixels are kept), counted against the staff
 * member's daily upload allowance, written to `uploads/blogs/` of the store (the data folder or
 * the bucket) with a random name, and made the post's, with its audit entry, in one transaction
 * holding the posts' turn. The replaced file goes after the commit, so a failed save never
 * deletes the picture in use; the demo's shared pictures are never deleted.
 */
export async function replaceBlogThumbnail(
  ctx: AppContext,
  uploader: Uploader,
  id: number,
  upload: ImageUpload,
): Promise<void> {
  const batch = { field: 'thumbnail', folder: BLOG_FOLDER, invalid: notAnImage('thumbnail'), files: [upload] };
  const replaced = await storeWithinLimits(ctx, uploader, batch, (stored) =>
    ctx.db.transaction().execute(async (trx) => {
      await lockBlogTable(trx, ctx.kind, 'blogs');
      const row = await findStaffBlog(trx, id);
      if (!row) throw AppError.notFound('Blog');
      // One file in, one file stored.
      const url = stored[0]!.url;
      await updateBlog(trx, id, { thumbnail: url });
      await recordAudit(trx, ctx.clock, {
        actorId: uploader.userId,
        action: 'blog.update',
        subjectType: 'blog',
        subjectId: id,
        before: { thumbnail: row.thumbnail },
        after: { thumbnail: url },
      });
      return row.thumbnail;
    }),
  );
  await removeUpload(uploadStorage(ctx.config), BLOG_FOLDER, replaced);
  catalogChanged();
}
