import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROFILE_PHOTO_MAX_BYTES, profilePhotoTypes } from '@souk/contract';
import { z } from 'zod';
import { OVERSIZED_FILE } from '../../plugins/multipart-body.ts';

type PhotoType = (typeof profilePhotoTypes)[number];

const URL_PREFIX = '/uploads/profiles/';
const EXTENSIONS: Record<PhotoType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };

/** The image type by its first bytes (the client's file name and content type are not trusted). */
export function detectImageType(bytes: Buffer): PhotoType | null {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

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
  const type = detectImageType(value);
  if (!type) return fail(`The profile photo must be an image of type: ${profilePhotoTypes.join(', ')}.`);
  return { bytes: value, type };
});

/** Writes the photo under `DATA_DIR/uploads/profiles/` with a random name; returns its public URL. */
export async function storeProfilePhoto(dataDir: string, photo: PhotoUpload): Promise<string> {
  const dir = path.join(dataDir, 'uploads', 'profiles');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[photo.type]}`;
  await writeFile(path.join(dir, name), photo.bytes, { flag: 'wx' });
  return URL_PREFIX + name;
}

/** Deletes a photo this server stored (other URLs, such as a social provider's picture, are left alone). */
export async function removeProfilePhoto(dataDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(URL_PREFIX)) return;
  const name = path.basename(url);
  await unlink(path.join(dataDir, 'uploads', 'profiles', name)).catch(() => undefined);
}
