import type { FileStorage } from './file-storage.ts';
import { UPLOADS_URL, uploadKey, variantKeys } from './keys.ts';

/**
 * Deletes an upload of `folder` (`/uploads/<folder>/<name>`) with its resized copies. Any other
 * URL (the demo's shared pictures, a social provider's photo, none) is left alone. Called once
 * the row that named the file is gone; a file the store cannot delete now is only space, never
 * a wrong answer, so a failure is logged by the store and the request still succeeds.
 */
export async function removeUpload(
  storage: FileStorage,
  folder: string,
  url: string | null | undefined,
): Promise<void> {
  const prefix = `${UPLOADS_URL}${folder}/`;
  if (!url?.startsWith(prefix)) return;
  const name = url.slice(prefix.length);
  if (name === '' || name.includes('/')) return;
  const relative = `${folder}/${name}`;
  await Promise.all(
    [uploadKey(relative), ...variantKeys(relative)].map((key) => storage.remove(key).catch(() => undefined)),
  );
}
