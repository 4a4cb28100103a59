interface LazyImageProps {
  src: string;
  width: number;
  height: number;
  className?: string;
  /** Empty by default: most pictures sit beside the text that names what they show. */
  alt?: string;
  /** For the first pictures of a page: lazy loading would wait for layout and delay the largest paint. */
  eager?: boolean;
}

/** A picture that loads when it nears the screen, with its size reserved so the page does not jump. */
export function LazyImage({ src, width, height, className, alt = '', eager = false }: LazyImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // Decoding off the main thread keeps a screen of pictures from blocking taps.
      decoding="async"
      className={className}
    />
  );
}
