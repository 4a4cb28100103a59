import { MAX_PRODUCT_IMAGES, type SellerProductMedia } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import type { Uploader } from '../../lib/uploads/quota.ts';
import {
  appendImages,
  deleteImageRow,
  type GalleryImage,
  galleryOf,
  lockedProduct,
  setPositions,
} from './image-queries.ts';
import { type ImageUpload, removeProductPicture, storeImages } from './image-upload.ts';
import { countOwned, updateOwnedProduct } from './queries.ts';

type Context = Pick<AppContext, 'db' | 'kind' | 'clock' | 'config'>;

/** Picture `id` of the gallery; another product's (or none) is not found. */
function pictureOf(images: GalleryImage[], id: number): GalleryImage {
  const image = images.find((held) => held.id === id);
  if (!image) throw AppError.notFound('Picture');
  return image;
}

/**
 * The card picture a product shows with `images`: the one it has when that is among them, else
 * the first. So a new product's category picture gives way to its first upload, and deleting
 * the card picture hands the card to the gallery's first.
 */
function cardPicture(current: string, images: GalleryImage[]): string {
  return images.some((image) => image.url === current) || !images[0] ? current : images[0].url;
}

/**
 * One write to the shop's product's pictures, in a transaction that starts by locking the
 * product row, so writes to one product's pictures take turns and each reads what the one
 * before it left. `write` gets the card picture and the gallery as they were, and answers the
 * gallery as it leaves it (and any picture whose file is to go). The card picture follows
 * (cardPicture) and is written with the product's `updated_at`; after the commit the removed
 * file is deleted and the storefront's caches are told.
 */
async function changePictures(
  ctx: Context,
  shopId: number,
  productId: number,
  write: (
    trx: Db,
    before: { thumbnail: string; images: GalleryImage[] },
  ) => Promise<{ images?: GalleryImage[]; thumbnail?: string; removed?: string }>,
): Promise<SellerProductMedia> {
  const { media, removed } = await ctx.db.transaction().execute(async (trx) => {
    const product = await lockedProduct(trx, ctx.kind, shopId, productId);
    if (!product) throw AppError.notFound('Product');
    const images = await galleryOf(trx, productId);
    const after = await write(trx, { thumbnail: product.thumbnail, images });
    const gallery = after.images ?? (await galleryOf(trx, productId));
    const thumbnail = cardPicture(after.thumbnail ?? product.thumbnail, gallery);
    await updateOwnedProduct(trx, shopId, productId, { thumbnail, updated_at: isoAt(ctx.clock) });
    return { media: { thumbnail, images: gallery }, removed: after.removed };
  });
  if (removed) await removeProductPicture(ctx.config, removed);
  catalogChanged();
  return media;
}

/**
 * `POST /seller/products/{id}/images`: pictures added at the end of the gallery, each
 * re-encoded (only its pixels are kept) and written to `uploads/products/` of the store (DATA_DIR
 * or the bucket) with a random name, against the owner's daily upload allowance. A product holds at most
 * MAX_PRODUCT_IMAGES pictures, counted with its row locked, so uploads at once cannot pass it
 * together; a refused upload leaves no file behind.
 */
export async function uploadImages(
  ctx: Context & Pick<AppContext, 'counters'>,
  uploader: Uploader,
  shopId: number,
  productId: number,
  files: ImageUpload[],
): Promise<SellerProductMedia> {
  // Another shop's product is not found before any file is read.
  if ((await countOwned(ctx.db, shopId, [productId])) === 0) throw AppError.notFound('Product');
  return storeImages(ctx, uploader, files, (stored) =>
    changePictures(ctx, shopId, productId, async (trx, { images }) => {
      if (images.length + stored.length > MAX_PRODUCT_IMAGES) {
        throw AppError.validation(
          'images',
          `A product may have at most ${MAX_PRODUCT_IMAGES} pictures; this one has ${images.length}.`,
        );
      }
      await appendImages(
        trx,
        productId,
        stored.map((file) => file.url),
      );
      return {};
    }),
  );
}

/**
 * `PUT /seller/products/{id}/images/order`: the gallery in the order sent, which must name every
 * picture the product has now, once: an order made before another upload or deletion is refused
 * rather than guessed at. Positions become 0, 1, 2…, so two orders at once leave one of them
 * whole.
 */
export function orderImages(
  ctx: Context,
  shopId: number,
  productId: number,
  ids: number[],
): Promise<SellerProductMedia> {
  return changePictures(ctx, shopId, productId, async (trx, { images }) => {
    const held = new Set(images.map((image) => image.id));
    if (ids.length !== held.size || ids.some((id) => !held.has(id))) {
      throw AppError.validation('ids', "The product's pictures have changed: reload them and try again.");
    }
    await setPositions(trx, productId, ids);
    const byId = new Map(images.map((image) => [image.id, image]));
    return { images: ids.flatMap((id) => byId.get(id) ?? []) };
  });
}

/**
 * `DELETE /seller/products/{id}/images/{image_id}`: one picture out of the gallery, its file
 * deleted once that is committed. A product keeps at least one picture of its own once it has
 * any (the owner adds the new one first), so its card never goes back to a stand-in. Deleting
 * the card picture gives the card the gallery's first.
 */
export function deleteImage(
  ctx: Context,
  shopId: number,
  productId: number,
  imageId: number,
): Promise<SellerProductMedia> {
  return changePictures(ctx, shopId, productId, async (trx, { images }) => {
    const image = pictureOf(images, imageId);
    if (images.length === 1) {
      throw AppError.validation(
        'image_id',
        'A product keeps at least one picture: add another before deleting this one.',
      );
    }
    await deleteImageRow(trx, productId, imageId);
    return { images: images.filter((held) => held.id !== imageId), removed: image.url };
  });
}

/** `POST /seller/products/{id}/images/{image_id}/thumbnail`: that picture becomes the product's card picture. */
export function chooseThumbnail(
  ctx: Context,
  shopId: number,
  productId: number,
  imageId: number,
): Promise<SellerProductMedia> {
  return changePictures(ctx, shopId, productId, async (_trx, { images }) => ({
    images,
    thumbnail: pictureOf(images, imageId).url,
  }));
}
