interface LazyImageProps {
  src: string;
  width: number;
  height: number;
  className?: string;
  /** Empty by default: most pictures sit beside the text that names what they show. */
  alt?: string;
}

/** A picture that loads when it nears the screen, with its size reserved so the page does not jump. */
export function LazyImage({ src, width, height, className, alt = '' }: LazyImageProps) {
  return <img src={src} alt={alt} width={width} height={height} loading="lazy" className={className} />;
}
