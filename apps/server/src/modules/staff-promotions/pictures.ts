import type { AppContext } from '../../app-context.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { removeUpload } from '../../lib/storage/remove-upload.ts';
import { uploadStorage } from '../../lib/storage/upload-storage.ts';
import { type ImageUpload, imageField, notAnImage } from '../../lib/uploads/image-field.ts';
import type { Uploader } from '../../lib/uploads/quota.ts';
import { storeWithinLimits } from '../../lib/uploads/within-limits.ts';
import { PROMOTION_IMAGE_MAX_BYTES } from '@souk/contract';

/** Where banners' and flash sales' pictures are kept, under `uploads/` of the store. */
export type PictureFolder = 'banners' | 'flash-sales';

/** The forms' picture field, `thumbnail`: an image of at most its size, judged by its content. */
export const thumbnailField = imageField('thumbnail', PROMOTION_IMAGE_MAX_BYTES);

/**
 * A new picture: re-encoded (only its pixels are kept), counted against the staff member's daily
 * upload allowance, written to `uploads/<folder>/` of the store (the data folder or the bucket)
 * with a random name, then `save` makes it a row's, in its transaction (taking its lock first),
 * and answers the picture it replaced, if any. A failed save removes the new file; the replaced
 * one goes after the commit, so a failed save never deletes the picture in use (nor are the
 * demo's shared pictures ever deleted). Public answers drop what they hold.
 */
export async function storePicture<T extends { replaced: string | null }>(
  ctx: AppContext,
  uploader: Uploader,
  folder: PictureFolder,
  upload: ImageUpload,
  save: (url: string) => Promise<T>,
): Promise<T> {
  const batch = { field: 'thumbnail', folder, invalid: notAnImage('thumbnail'), files: [upload] };
  // One file in, one file stored.
  const saved = await storeWithinLimits(ctx, uploader, batch, (stored) => save(stored[0]!.url));
  await removeUpload(uploadStorage(ctx.config), folder, saved.replaced);
  catalogChanged();
  return saved;
}
