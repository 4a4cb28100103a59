import { IMAGE_WIDTHS, RESIZABLE_IMAGE } from '@souk/contract';

/**
 * The server's WebP copies of an uploaded picture (`/uploads/…?w=`) as `srcset` candidates, so
 * the browser fetches the width it shows. Undefined for any other URL: a picture elsewhere is
 * used as given.
 */
export function uploadSrcSet(src: string): string | undefined {
  if (!src.startsWith('/uploads/') || /[?#]/.test(src) || !RESIZABLE_IMAGE.test(src)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}
