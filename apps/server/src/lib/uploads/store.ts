import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_EXTENSIONS, type UploadType } from './file-type.ts';

/**
 * Writes an already sanitized upload under `DATA_DIR/uploads/<folder>/` with a random 128-bit
 * name (the URL is the only way to it) and an extension from its checked type; returns its URL.
 */
export async function storeUpload(dataDir: string, folder: string, bytes: Buffer, type: UploadType): Promise<string> {
  const dir = path.join(dataDir, 'uploads', folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${UPLOAD_EXTENSIONS[type]}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `/uploads/${folder}/${name}`;
}
