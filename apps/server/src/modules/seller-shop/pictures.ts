import { SHOP_BANNER_MAX_BYTES, SHOP_LOGO_MAX_BYTES, type SellerShopResponse } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { removeUpload } from '../../lib/storage/remove-upload.ts';
import { uploadStorage } from '../../lib/storage/upload-storage.ts';
import { type ImageUpload, imageField, notAnImage } from '../../lib/uploads/image-field.ts';
import type { Uploader } from '../../lib/uploads/quota.ts';
import { storeWithinLimits } from '../../lib/uploads/within-limits.ts';
import { shopProfile } from './profile.ts';
import { lockedPicture, updateShop } from './queries.ts';

/** The shop's pictures an owner replaces: the form field (and column) and its largest file. */
export const SHOP_PICTURES = {
  logo: { maxBytes: SHOP_LOGO_MAX_BYTES },
  banner: { maxBytes: SHOP_BANNER_MAX_BYTES },
} as const;
export type ShopPicture = keyof typeof SHOP_PICTURES;

const FOLDER = 'shops';

/** The form's one file field, `picture`: a picture of at most its size, judged by its content. */
export const pictureField = (picture: ShopPicture) => imageField(picture, SHOP_PICTURES[picture].maxBytes);

/**
 * `POST /seller/shop/logo` and `/banner`: the picture re-encoded (only its pixels are kept),
 * counted against the owner's daily upload allowance, written to `uploads/shops/` of the store
 * with a random name, and made the shop's. The picture it replaces is read with the shop row
 * locked, so two uploads at once take turns: the second replaces (and deletes) the first one's
 * file, and only the file the shop names is left. The old file goes after the commit, so a
 * failed save never deletes the picture still in use.
 */
export async function replacePicture(
  ctx: Pick<AppContext, 'db' | 'kind' | 'clock' | 'config' | 'counters'>,
  uploader: Uploader,
  shopId: number,
  picture: ShopPicture,
  upload: ImageUpload,
): Promise<SellerShopResponse> {
  const batch = { field: picture, folder: FOLDER, invalid: notAnImage(picture), files: [upload] };
  const replaced = await storeWithinLimits(ctx, uploader, batch, async (stored) =>
    ctx.db.transaction().execute(async (trx) => {
      const previous = await lockedPicture(trx, ctx.kind, shopId, picture);
      // One file in, one file stored.
      await updateShop(trx, shopId, { [picture]: stored[0]!.url });
      return previous;
    }),
  );
  // The demo's pictures are shared and stay; only an upload of the shop's own goes.
  await removeUpload(uploadStorage(ctx.config), FOLDER, replaced);
  catalogChanged();
  return shopProfile(ctx, shopId);
}
