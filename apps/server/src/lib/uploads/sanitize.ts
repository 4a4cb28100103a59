import sharp from 'sharp';
import { isImageType, type UploadImageType, type UploadType } from './file-type.ts';

/**
 * Images larger than this many pixels (about 7000 x 5700) are refused before decoding: a few
 * kilobytes of PNG can otherwise claim gigabytes of pixels.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

// A little above sharp's default quality: a photo is re-encoded once, on top of its own loss.
const OUTPUT = { png: {}, jpeg: { quality: 90 }, webp: { quality: 90 }, gif: {} } as const;

/**
 * Decodes the image and writes it anew in its own format, so only pixels survive: metadata
 * (EXIF with its GPS position, comments, text chunks) and anything appended after the image's
 * end are dropped. The EXIF orientation is applied first, since it is dropped with the rest.
 * Null when the bytes are not a decodable image of `type` (a disguised SVG or HTML page, a
 * truncated file, or one over the pixel limit).
 */
async function reencodeImage(bytes: Buffer, type: UploadImageType): Promise<Buffer | null> {
  const image = sharp(bytes, { animated: true, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
  try {
    // The first bytes chose the type; the decoder must agree, or the file is a polyglot.
    if ((await image.metadata()).format !== type) return null;
    return await image.autoOrient().toFormat(type, OUTPUT[type]).toBuffer();
  } catch {
    // libvips reports every undecodable input as an error; all of them mean "not an image".
    return null;
  }
}

/**
 * PDF is kept as sent (re-rendering it would lose text and forms), so it is only checked for
 * the header and the end-of-file marker the format requires; the uploads route serves it as a
 * download, never inline on the shop's origin.
 */
function checkPdf(bytes: Buffer): Buffer | null {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  return /^%PDF-\d\.\d/.test(bytes.subarray(0, 8).toString('latin1')) && tail.includes('%%EOF') ? bytes : null;
}

/** The bytes to store for an upload whose type was sniffed as `type`, or null to refuse it. */
export async function sanitizeUpload(bytes: Buffer, type: UploadType): Promise<Buffer | null> {
  return isImageType(type) ? reencodeImage(bytes, type) : checkPdf(bytes);
}
