/**
 * The widths, in pixels, at which the server serves an uploaded picture as WebP
 * (`/uploads/…?w=320`): the storefront's `srcset` candidates. Any other width is refused, so
 * the server's store of resized copies stays bounded.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

/**
 * The file types the server resizes: the photos uploads keep (PNG, JPEG, WebP, GIF). An SVG
 * (the demo's artwork) is sent as it is: it is sharp at any width, and smaller than any copy.
 */
export const RESIZABLE_IMAGE = /\.(png|jpe?g|webp|gif)$/i;
