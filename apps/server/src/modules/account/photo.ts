import { PROFILE_PHOTO_MAX_BYTES, profilePhotoTypes } from '@souk/contract';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { removeUpload } from '../../lib/storage/remove-upload.ts';
import { uploadStorage } from '../../lib/storage/upload-storage.ts';
import { isImageType, sniffFileType } from '../../lib/uploads/file-type.ts';
import type { UploadBatch } from '../../lib/uploads/within-limits.ts';
import { OVERSIZED_FILE } from '../../plugins/multipart-body.ts';

type PhotoType = (typeof profilePhotoTypes)[number];

const FOLDER = 'profiles';
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
 * to `uploads/profiles/` of the store with a random name. No photo is an empty batch.
 */
export function photoBatch(photo: PhotoUpload | undefined): UploadBatch {
  return { field: 'profile_photo', folder: FOLDER, invalid: NOT_AN_IMAGE, files: photo ? [photo] : [] };
}

/**
 * Deletes a photo this server stored, with the resized copies the storefront asked for (other
 * URLs, such as a social provider's picture, are left alone).
 */
export function removeProfilePhoto(config: Config, url: string | null): Promise<void> {
  return removeUpload(uploadStorage(config), FOLDER, url);
}
