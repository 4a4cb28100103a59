import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { FileStorage } from '../storage/file-storage.ts';
import { uploadKey, variantKey } from '../storage/keys.ts';
import { MAX_IMAGE_PIXELS } from './sanitize.ts';

const PHOTO_FORMATS = new Set<string | undefined>(['png', 'jpeg', 'webp', 'gif']);

/**
 * The pictures of a store at the widths the storefront asks for, as WebP, each made once and
 * kept in the same store (so every server process sharing a bucket finds a copy another made)
 * while it is newer than its source. Calls for the same copy while it is being made share the
 * one sharp run.
 */
export class ResizedImages {
  private readonly pending = new Map<string, Promise<string | null>>();

  constructor(private readonly storage: FileStorage) {}

  /**
   * The key of the upload at `relative` (its path under the uploads folder) `width` pixels
   * wide; null when the upload is missing or is not a photo that decodes.
   */
  copy(relative: string, width: number): Promise<string | null> {
    const target = variantKey(width, relative);
    let made = this.pending.get(target);
    if (!made) {
      made = this.make(uploadKey(relative), target, width).finally(() => this.pending.delete(target));
      this.pending.set(target, made);
    }
    return made;
  }

  private async make(source: string, target: string, width: number): Promise<string | null> {
    // Asked on every request for a copy: checked without holding up the server's other requests.
    const [sourceInfo, targetInfo] = await Promise.all([this.storage.stat(source), this.storage.stat(target)]);
    if (!sourceInfo) return null;
    if ((targetInfo?.modifiedMs ?? -1) >= sourceInfo.modifiedMs) return target;
    const read = await this.storage.read(source);
    if (typeof read === 'string') return null;
    const resized = await resize(await buffer(read.body), width);
    if (!resized) return null;
    await this.storage.put(target, resized);
    return target;
  }
}

async function resize(bytes: Buffer, width: number): Promise<Buffer | null> {
  try {
    // Uploads were checked by their content when they came in; what decodes as anything else
    // (an SVG or a page under a photo's name) is sent as stored, never drawn here.
    const { format } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (!PHOTO_FORMATS.has(format)) return null;
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}
