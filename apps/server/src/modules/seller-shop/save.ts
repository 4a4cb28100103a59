import { type SellerShopResponse, type SellerShopValues, toMinor } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { cleanRichText, withCleanDescriptions } from '../seller-products/rich-text.ts';
import { shopProfile } from './profile.ts';
import { unofferedLanguages } from '../translations/offered.ts';
import { replaceTexts } from '../translations/write-queries.ts';
import { SHOP_TEXT_FIELDS, updateShop } from './queries.ts';

/**
 * `PUT /seller/shop`: the owner's shop's profile, its own columns and its texts in each language
 * sent, in one transaction that starts by writing the shop row: two saves at once take turns on
 * its lock, so the shop ends with one save's profile and texts whole, never a mix. The slug
 * stays as it is: the storefront links a shop by its id, so a new name breaks no link. Public
 * answers that show the shop (its page, lists, product pages, home, suggestions) are dropped
 * from the caches at once.
 */
export async function saveShopProfile(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  shopId: number,
  body: SellerShopValues,
): Promise<SellerShopResponse> {
  const refused = await unofferedLanguages(ctx.db, body.translations);
  if (Object.keys(refused).length > 0) throw AppError.fields(refused);
  await ctx.db.transaction().execute(async (trx) => {
    await updateShop(trx, shopId, {
      name: body.name,
      short_description: body.short_description,
      description: cleanRichText(body.description),
      address: body.address,
      phone: body.phone,
      email: body.email,
      opening_time: body.opening_time,
      closing_time: body.closing_time,
      estimated_delivery_time: body.estimated_delivery_time,
      delivery_charge: toMinor(body.delivery_charge),
    });
    // A translated name is found by search in its language, as the catalogue's are.
    await replaceTexts(trx, 'shop', shopId, SHOP_TEXT_FIELDS, withCleanDescriptions(body.translations));
  });
  catalogChanged();
  return shopProfile(ctx, shopId);
}
