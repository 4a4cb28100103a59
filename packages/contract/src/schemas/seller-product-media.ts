import { z } from 'zod';
import { idSchema, optionalText } from './common.ts';

/** Largest picture file an owner may upload for a product. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Most pictures one product holds (its gallery). */
export const MAX_PRODUCT_IMAGES = 10;
/** Picture types a product's photo may be (checked by content on the server, re-encoded). */
export const productImageTypes = ['png', 'jpeg', 'webp', 'gif'] as const;

/** A picture of the product's gallery, in the gallery's order. */
export const sellerProductImageSchema = z.object({ id: z.number(), url: z.string() });
export type SellerProductImage = z.infer<typeof sellerProductImageSchema>;

/**
 * What every picture call answers: the gallery in order and the card picture (`thumbnail`),
 * which is one of the gallery's pictures once the product has any, its category's until then.
 */
export const sellerProductMediaSchema = z.object({
  thumbnail: z.string(),
  images: z.array(sellerProductImageSchema),
});
export type SellerProductMedia = z.infer<typeof sellerProductMediaSchema>;

export const sellerProductImageParamsSchema = z.object({ id: idSchema, image_id: idSchema });

/** `PUT /seller/products/{id}/images/order`: every picture of the product, in the order wanted. */
export const sellerProductImageOrderBodySchema = z.object({
  ids: z
    .array(idSchema, { error: 'The ids field is required.' })
    .min(1, 'The ids field is required.')
    .max(MAX_PRODUCT_IMAGES, `The ids may not have more than ${MAX_PRODUCT_IMAGES} items.`)
    .refine((ids) => new Set(ids).size === ids.length, 'The ids may not repeat a picture.'),
});
export type SellerProductImageOrderBody = z.input<typeof sellerProductImageOrderBodySchema>;

/** Longest video link, as the gallery's table holds it. */
const MAX_VIDEO_URL = 500;

/** A YouTube video's address in its usual forms (watch page, short link, Shorts, embed, live); the id is captured. */
const YOUTUBE =
  /^https?:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#\s]*&)?v=|shorts\/|embed\/|live\/)|youtu\.be\/)([\w-]{11})(?:[?&#/]\S*)?$/i;
/** A Vimeo video's page or player address; the id is captured. */
const VIMEO = /^https?:\/\/(?:(?:www\.)?vimeo\.com\/|player\.vimeo\.com\/video\/)(\d+)(?:[?#/]\S*)?$/i;
/** An https link to an MP4 or WebM file (no user name or password in it). */
const VIDEO_FILE = /^https:\/\/[a-z0-9.-]+(?::\d+)?\/[^\s?#@]*\.(?:mp4|webm)(?:[?#]\S*)?$/i;

/**
 * A product's video: a YouTube or Vimeo page, kept as its plain watch address whatever form of
 * it was given, or an https link to an MP4 or WebM file, kept as given. Null when the text is
 * none of them.
 */
export function productVideoLink(text: string): string | null {
  const youtube = YOUTUBE.exec(text)?.[1];
  if (youtube) return `https://www.youtube.com/watch?v=${youtube}`;
  const vimeo = VIMEO.exec(text)?.[1];
  if (vimeo) return `https://vimeo.com/${vimeo}`;
  return VIDEO_FILE.test(text) ? text : null;
}

/** The video link field: absent or blank means no video. */
export const productVideoInput = optionalText('video link', MAX_VIDEO_URL).transform((value, ctx) => {
  if (value === null) return null;
  const link = productVideoLink(value);
  if (link === null) {
    ctx.addIssue({
      code: 'custom',
      message: 'The video link must be a YouTube or Vimeo page, or an https link to an MP4 or WebM file.',
    });
    return z.NEVER;
  }
  return link;
});
