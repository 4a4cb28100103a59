import { uploadSrcSet } from '../../lib/image-srcset.ts';

/** `sizes` for a picture as wide as the page's column (max-w-7xl less its padding). */
export const COLUMN_WIDTH = '(min-width: 1280px) 1248px, 100vw';

interface LazyImageProps {
  src: string;
  width: number;
  height: number;
  /**
   * The width it is shown at, as the `sizes` attribute: what picks the copy to fetch. Without
   * it the picture is taken to be shown at `width` CSS pixels.
   */
  sizes?: string;
  className?: string;
  /** Empty by default: most pictures sit beside the text that names what they show. */
  alt?: string;
  /** For the first pictures of a page: lazy loading would wait for layout and delay the largest paint. */
  eager?: boolean;
  /** For the page's largest picture, the one its first paint waits for. */
  first?: boolean;
}

/**
 * A picture that loads when it nears the screen, with its size reserved so the page does not
 * jump, fetched at the width it is shown at.
 */
export function LazyImage({
  src,
  width,
  height,
  sizes,
  className,
  alt = '',
  eager = false,
  first = false,
}: LazyImageProps) {
  const srcSet = uploadSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager || first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      // Decoding off the main thread keeps a screen of pictures from blocking taps.
      decoding="async"
      className={className}
    />
  );
}
