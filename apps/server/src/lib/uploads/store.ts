import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { requireFreeSpace } from './disk-space.ts';
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

/**
 * Writes already sanitized uploads under `DATA_DIR/uploads/<folder>/` with random 128-bit names
 * (the URL is the only way to them) and extensions from their checked types, once the disk has
 * room for them above `minFreeBytes`. All or none: when one write fails, every file of the call
 * is removed, since a failed write may have left part of its file.
 */
export async function storeUploads(
  dataDir: string,
  folder: string,
  files: readonly UploadFile[],
  minFreeBytes: number,
): Promise<StoredUpload[]> {
  const dir = path.join(dataDir, 'uploads', folder);
  await mkdir(dir, { recursive: true });
  await requireFreeSpace(dir, totalBytes(files), minFreeBytes);
  const named = files.map((file) => ({
    file,
    url: `/uploads/${folder}/${randomBytes(16).toString('hex')}.${UPLOAD_EXTENSIONS[file.type]}`,
  }));
  const writes = await Promise.allSettled(
    named.map(({ file, url }) => writeFile(path.join(dataDir, url), file.bytes, { flag: 'wx' })),
  );
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) {
    await removeUploads(dataDir, named);
    throw failed.reason;
  }
  return named.map(({ file, url }) => ({ url, type: file.type, size: file.bytes.length }));
}

/** Deletes stored uploads whose request failed after they were written; files already gone are fine. */
export async function removeUploads(dataDir: string, uploads: readonly Pick<StoredUpload, 'url'>[]): Promise<void> {
  await Promise.all(uploads.map(({ url }) => unlink(path.join(dataDir, url)).catch(() => undefined)));
}

export function totalBytes(files: readonly { bytes: Buffer }[]): number {
  return files.reduce((sum, file) => sum + file.bytes.length, 0);
}
