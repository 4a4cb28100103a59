import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@souk/contract';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './sanitize.ts';

const PHOTO_FORMATS = new Set<string | undefined>(['png', 'jpeg', 'webp', 'gif']);

const pending = new Map<string, Promise<string | null>>();

/** Where the resized copies of a server's uploads live. */
export const imageCacheDir = (dataDir: string) => path.join(dataDir, 'cache', 'images');

/** The copy `width` pixels wide of the upload at `relative` (its path under the uploads folder). */
export const resizedPath = (cacheDir: string, width: number, relative: string) =>
  path.join(cacheDir, String(width), `${relative}.webp`);

/** Deletes every width's copy of the upload at `relative`, once the upload itself is gone. */
export async function removeResizedCopies(cacheDir: string, relative: string): Promise<void> {
  await Promise.all(IMAGE_WIDTHS.map((width) => unlink(resizedPath(cacheDir, width, relative)).catch(() => undefined)));
}

/**
 * The picture at `source` as WebP at most `width` pixels wide, made once into `target` and kept
 * while it is newer than its source; null when `source` is missing or does not decode. Calls
 * for the same copy while it is being made share the one sharp run.
 */
export function resizedImage(source: string, target: string, width: number): Promise<string | null> {
  let made = pending.get(target);
  if (!made) {
    made = makeResized(source, target, width).finally(() => pending.delete(target));
    pending.set(target, made);
  }
  return made;
}

async function makeResized(source: string, target: string, width: number): Promise<string | null> {
  // Asked on every request for a copy: checked without holding up the server's other requests.
  const [sourceTime, targetTime] = await Promise.all([modifiedAt(source), modifiedAt(target)]);
  if (sourceTime === undefined) return null;
  if ((targetTime ?? -1) >= sourceTime) return target;
  try {
    // Uploads were checked by their content when they came in; what decodes as anything else
    // (an SVG or a page under a photo's name) is sent as stored, never drawn here.
    const { format } = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (!PHOTO_FORMATS.has(format)) return null;
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.part`;
    await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(partial);
    // Readers see the whole file or none.
    await rename(partial, target);
    return target;
  } catch {
    return null;
  }
}

function modifiedAt(file: string): Promise<number | undefined> {
  return stat(file).then(
    (stats) => stats.mtimeMs,
    () => undefined,
  );
}
