import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { PROFILE_PHOTO_MAX_BYTES, profilePhotoTypes } from '@souk/contract';
import { z } from 'zod';
import { isImageType, sniffFileType } from '../../lib/uploads/file-type.ts';
import { imageCacheDir, removeResizedCopies } from '../../lib/uploads/resized.ts';
import type { UploadBatch } from '../../lib/uploads/within-limits.ts';
import { OVERSIZED_FILE } from '../../plugins/multipart-body.ts';

type PhotoType = (typeof profilePhotoTypes)[number];

const FOLDER = 'profiles';
const URL_PREFIX = `/uploads/${FOLDER}/`;
const NOT_AN_IMAGE = `The profile photo must be an image of type: ${profilePhotoTypes.join(', ')}.`;

export interface PhotoUpload {
  bytes: Buffer;
  type: PhotoType;
}

/** The `profile_photo` field: absent or an empty file means no change; otherwise an image of at most 2 MB. */
export const profilePhotoField = z.unknown().transform((value, ctx): PhotoUpload | undefined => {
  if (value === undefined || value === null || value === '' || (Buffer.isBuffer(value) && value.length === 0)) {
    return undefined;
  }
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (value === OVERSIZED_FILE) {
    return fail(`The profile photo may not be greater than ${PROFILE_PHOTO_MAX_BYTES / 1024 / 1024} MB.`);
  }
  if (!Buffer.isBuffer(value)) return fail('The profile photo must be an image file.');
  const type = sniffFileType(value);
  if (!type || !isImageType(type)) return fail(NOT_AN_IMAGE);
  return { bytes: value, type };
});

/**
 * The photo as an upload batch: re-encoded (only its pixels are kept; a file that only looks
 * like an image by its first bytes is refused, since decoding it is the real check) and written
 * under `DATA_DIR/uploads/profiles/` with a random name. No photo is an empty batch.
 */
export function photoBatch(photo: PhotoUpload | undefined): UploadBatch {
  return { field: 'profile_photo', folder: FOLDER, invalid: NOT_AN_IMAGE, files: photo ? [photo] : [] };
}

/**
 * Deletes a photo this server stored, with the resized copies the storefront asked for (other
 * URLs, such as a social provider's picture, are left alone).
 */
export async function removeProfilePhoto(dataDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(URL_PREFIX)) return;
  const name = path.basename(url);
  await unlink(path.join(dataDir, 'uploads', FOLDER, name)).catch(() => undefined);
  await removeResizedCopies(imageCacheDir(dataDir), `${FOLDER}/${name}`);
}
