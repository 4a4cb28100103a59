import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../storage/file-storage.ts';
import { UPLOADS_URL, uploadKey } from '../storage/keys.ts';
import { UPLOAD_EXTENSIONS, type UploadType } from './file-type.ts';

export interface UploadFile {
  bytes: Buffer;
  type: UploadType;
}

export interface StoredUpload {
  url: string;
  type: UploadType;
  /** The stored file's size in bytes. */
  size: number;
}

const keyOf = (url: string) => uploadKey(url.slice(UPLOADS_URL.length));

/**
 * Writes already sanitized uploads to `uploads/<folder>/` of the store with random 128-bit
 * names (the URL is the only way to them) and extensions from their checked types, once the
 * store has room for them above `minFreeBytes`. All or none: when one write fails, every file
 * of the call is removed, since the others were written for nothing.
 */
export async function storeUploads(
  storage: FileStorage,
  folder: string,
  files: readonly UploadFile[],
  minFreeBytes: number,
): Promise<StoredUpload[]> {
  await storage.requireRoom(totalBytes(files), minFreeBytes);
  const named = files.map((file) => ({
    file,
    url: `${UPLOADS_URL}${folder}/${randomBytes(16).toString('hex')}.${UPLOAD_EXTENSIONS[file.type]}`,
  }));
  const writes = await Promise.allSettled(named.map(({ file, url }) => storage.put(keyOf(url), file.bytes)));
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) {
    await removeUploads(storage, named);
    throw failed.reason;
  }
  return named.map(({ file, url }) => ({ url, type: file.type, size: file.bytes.length }));
}

/** Deletes stored uploads whose request failed after they were written; files already gone are fine. */
export async function removeUploads(
  storage: FileStorage,
  uploads: readonly Pick<StoredUpload, 'url'>[],
): Promise<void> {
  await Promise.all(uploads.map(({ url }) => storage.remove(keyOf(url)).catch(() => undefined)));
}

export function totalBytes(files: readonly { bytes: Buffer }[]): number {
  return files.reduce((sum, file) => sum + file.bytes.length, 0);
}
