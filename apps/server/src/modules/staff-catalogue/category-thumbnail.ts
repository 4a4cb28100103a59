import { CATEGORY_THUMBNAIL_MAX_BYTES } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ImageUpload, imageField, notAnImage } from '../../lib/uploads/image-field.ts';
import type { Uploader } from '../../lib/uploads/quota.ts';
import { storeWithinLimits } from '../../lib/uploads/within-limits.ts';
import { recordAudit } from '../audit/queries.ts';
import { lockCategories, lockCategory, updateCategory } from './category-queries.ts';
import { categoriesChanged } from './category-write.ts';

const LABEL = 'thumbnail';

/** The form's one file field: a picture of at most 2 MB, judged by its content. */
export const thumbnailField = imageField(LABEL, CATEGORY_THUMBNAIL_MAX_BYTES);

/**
 * A category's new picture: re-encoded (only its pixels are kept), counted against the staff
 * member's daily upload allowance, written to `uploads/categories/` of the store (the data
 * folder or the bucket) with a random name, and made the category's, with its audit entry, in
 * one transaction holding the category's row (404 when it is gone, and the file goes again).
 * The replaced picture stays: products show their category's picture as theirs until they have
 * one, and keep the address they were given.
 */
export async function replaceCategoryThumbnail(
  ctx: AppContext,
  uploader: Uploader,
  id: number,
  upload: ImageUpload,
): Promise<void> {
  const batch = { field: LABEL, folder: 'categories', invalid: notAnImage(LABEL), files: [upload] };
  await storeWithinLimits(ctx, uploader, batch, async (stored) =>
    ctx.db.transaction().execute(async (trx) => {
      await lockCategories(trx, ctx.kind);
      const row = await lockCategory(trx, ctx.kind, id);
      if (!row) throw AppError.notFound('Category');
      // One file in, one file stored.
      const url = stored[0]!.url;
      await updateCategory(trx, id, { thumbnail: url });
      await recordAudit(trx, ctx.clock, {
        actorId: uploader.userId,
        action: 'category.update',
        subjectType: 'category',
        subjectId: id,
        before: { thumbnail: row.thumbnail },
        after: { thumbnail: url },
      });
    }),
  );
  await categoriesChanged(ctx);
}
