import { MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_MAX_BYTES, productImageTypes } from '@souk/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import { isImageType, sniffFileType, type UploadImageType } from '../../lib/uploads/file-type.ts';
import type { Uploader } from '../../lib/uploads/quota.ts';
import { removeUpload } from '../../lib/storage/remove-upload.ts';
import { uploadStorage } from '../../lib/storage/upload-storage.ts';
import type { StoredUpload } from '../../lib/uploads/store.ts';
import { storeWithinLimits } from '../../lib/uploads/within-limits.ts';
import { OVERSIZED_FILE } from '../../plugins/multipart-body.ts';

const FOLDER = 'products';
const URL_PREFIX = `/uploads/${FOLDER}/`;
const NOT_AN_IMAGE = `The file must be an image of type: ${productImageTypes.join(', ')}.`;

export interface ImageUpload {
  bytes: Buffer;
  type: UploadImageType;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Buffer.isBuffer(value) && value.length === 0);

/**
 * The `images` form field, one file or several: each a picture of at most 5 MB, judged by its
 * content. A refused file is named by its place among those sent (`images.1` is the second),
 * so the console can say which of the owner's files it was.
 */
export const imagesField = z.unknown().transform((value, ctx): ImageUpload[] => {
  const files = (Array.isArray(value) ? value : [value]).filter((file) => !isEmpty(file));
  if (files.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'The images field is required.' });
    return z.NEVER;
  }
  if (files.length > MAX_PRODUCT_IMAGES) {
    ctx.addIssue({ code: 'custom', message: `The images may not have more than ${MAX_PRODUCT_IMAGES} files.` });
    return z.NEVER;
  }
  const uploads: ImageUpload[] = [];
  for (const [i, file] of files.entries()) {
    const type = Buffer.isBuffer(file) ? sniffFileType(file) : null;
    if (file === OVERSIZED_FILE) {
      const mb = PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024;
      ctx.addIssue({ code: 'custom', path: [i], message: `The file may not be greater than ${mb} MB.` });
    } else if (!type || !isImageType(type) || !Buffer.isBuffer(file)) {
      ctx.addIssue({ code: 'custom', path: [i], message: NOT_AN_IMAGE });
    } else {
      uploads.push({ bytes: file, type });
    }
  }
  return uploads;
});

/**
 * Stores the files one after another, each re-encoded, counted against the uploader's daily
 * allowance and written by the shared upload pipeline, then runs `save` with them all. Each
 * file is a batch of its own, so a file that does not decode is named by its place; whatever
 * fails (a later file, `save`) removes every file written and gives every claim back.
 */
export function storeImages<T>(
  ctx: Pick<AppContext, 'config' | 'counters'>,
  uploader: Uploader,
  files: readonly ImageUpload[],
  save: (stored: StoredUpload[]) => Promise<T>,
  from = 0,
  stored: StoredUpload[] = [],
): Promise<T> {
  const file = files[from];
  if (!file) return save(stored);
  const batch = { field: `images.${from}`, folder: FOLDER, invalid: NOT_AN_IMAGE, files: [file] };
  return storeWithinLimits(ctx, uploader, batch, (written) =>
    storeImages(ctx, uploader, files, save, from + 1, [...stored, ...written]),
  );
}

/** Whether `url` is a picture an owner uploaded: a file of one product's alone. */
export const isUploadedPicture = (url: string) => url.startsWith(URL_PREFIX);

/**
 * Deletes a picture an owner uploaded, with its resized copies. The demo catalogue's pictures
 * are shared by many products and stay.
 */
export function removeProductPicture(config: Config, url: string): Promise<void> {
  return removeUpload(uploadStorage(config), FOLDER, url);
}
