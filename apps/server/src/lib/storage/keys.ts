import { IMAGE_WIDTHS } from '@souk/contract';

export const UPLOADS_URL = '/uploads/';

/** The key of an upload by its path under the uploads folder (`products/<name>.jpg`). */
export const uploadKey = (relative: string) => `uploads/${relative}`;

/** The key of the copy `width` pixels wide of the upload at `relative`. */
export const variantKey = (width: number, relative: string) => `cache/images/${width}/${relative}.webp`;

/** Every width's copy of the upload at `relative`. */
export const variantKeys = (relative: string) => IMAGE_WIDTHS.map((width) => variantKey(width, relative));

/**
 * The path under the uploads folder of an URL's path after `/uploads/` (still percent-encoded),
 * or null when it could leave the folder or name a hidden file.
 */
export function uploadPath(encoded: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  const safe = relative
    .split('/')
    .every((segment) => segment !== '' && !segment.startsWith('.') && !/[\\\0]/.test(segment));
  return safe ? relative : null;
}
