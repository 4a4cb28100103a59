/** The server's photo rules (spec of POST /update-profile), checked first so a wrong file is caught at once. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The English message key for a photo the server would refuse, or null when it passes. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'The profile photo must be a PNG, JPEG, WebP or GIF image.';
  if (file.size > PHOTO_MAX_BYTES) return 'The profile photo may not be greater than 2 MB.';
  return null;
}
