/** The file types the server accepts from users: raster images it re-encodes, and PDF. */
export const uploadImageTypes = ['png', 'jpeg', 'webp', 'gif'] as const;
export type UploadImageType = (typeof uploadImageTypes)[number];
export type UploadType = UploadImageType | 'pdf';

export const UPLOAD_EXTENSIONS: Record<UploadType, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  pdf: 'pdf',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The file's type by its first bytes. The client's file name and content type are never
 * trusted: they are whatever the sender chose to write.
 */
export function sniffFileType(bytes: Buffer): UploadType | null {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 5) === '%PDF-') return 'pdf';
  return null;
}

export function isImageType(type: UploadType): type is UploadImageType {
  return type !== 'pdf';
}
