import { type SellerProduct, type SellerProductValues, toMinor } from '@souk/contract';
import type { Insertable } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { ProductsTable } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { slugify } from '../../lib/slug.ts';
import { sellerShopId } from '../seller/service.ts';
import { replaceVideo } from './image-queries.ts';
import { replaceOptions } from './options.ts';
import { ownedProduct } from './product.ts';
import { countOwned, insertProduct, updateOwnedProduct } from './queries.ts';
import { checkReferences } from './references.ts';
import { keepAboveFlashPrices } from './flash-floor.ts';
import { cleanRichText, withCleanDescriptions } from './rich-text.ts';
import { replaceTexts } from '../translations/write-queries.ts';
import { PRODUCT_TEXT_FIELDS } from './text-queries.ts';
import { checkTextLanguages } from './texts.ts';

type Context = Pick<AppContext, 'db' | 'clock' | 'kind'>;

/** What a new product has not earned yet. */
const UNSOLD = { total_sold: 0, views: 0, rating: 0, review_count: 0, flash_price: null };

/**
 * The form's columns of the product: money in minor units, the description sanitised. A CSV
 * import row sets the same ones (seller-product-csv/write.ts).
 */
export function formColumns(body: SellerProductValues) {
  return {
    name: body.name,
    code: body.code,
    short_description: body.short_description,
    description: cleanRichText(body.description),
    category_id: body.category_id,
    sub_category_id: body.sub_category_id,
    brand_id: body.brand_id,
    unit_id: body.unit_id,
    price: toMinor(body.price),
    discount_price: toMinor(body.discount_price),
    quantity: body.quantity,
    is_active: body.is_active ? 1 : 0,
    meta_title: body.meta_title,
    meta_description: body.meta_description,
  } as const;
}

/** The name's slug with the id after it: unique without asking the database, and the id is never a guess. */
export const productSlug = (name: string, id: number) => `${slugify(name).slice(0, 200) || 'product'}-${id}`;

/** What a save or a copy is told when another product holds the code. */
export const codeTaken = () => AppError.validation('code', 'The code has already been taken.');

/** Runs a write of the product's code; a code another product holds (even one claimed a moment ago) is a 422. */
async function claimingCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/** Inserts a product (inside the caller's transaction) and gives it its slug; answers its id. */
export async function addProduct(
  trx: Db,
  values: Omit<Insertable<ProductsTable>, 'slug' | keyof typeof UNSOLD>,
): Promise<number> {
  const id = await insertProduct(trx, { ...values, ...UNSOLD, slug: slugify(values.name) });
  await updateOwnedProduct(trx, values.shop_id, id, { slug: productSlug(values.name, id) });
  return id;
}

/** Sizes, colours, the video and the texts in each language sent, as the form sent them. */
async function writeParts(trx: Db, productId: number, body: SellerProductValues): Promise<void> {
  const sizes = body.sizes.map(({ name, price }) => ({ name, price: toMinor(price) }));
  const colors = body.colors.map(({ name, color_code, price }) => ({ name, color_code, price: toMinor(price) }));
  await replaceOptions(trx, 'product_sizes', productId, sizes);
  await replaceOptions(trx, 'product_colors', productId, colors);
  await replaceVideo(trx, productId, body.video_url);
  // Names carry their folded form, which product search in that language reads (written with it,
  // the search index takes it in through the product_changes triggers).
  await replaceTexts(trx, 'product', productId, PRODUCT_TEXT_FIELDS, withCleanDescriptions(body.translations));
}

/**
 * `POST /seller/products`: a new product of the owner's shop. Its thumbnail is its category's
 * picture until pictures are uploaded (images.ts). Two owners claiming one code at once: the
 * database's unique index lets one in and the other is told the code is taken.
 */
export async function createProduct(ctx: Context, sellerId: number, body: SellerProductValues): Promise<SellerProduct> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  await checkTextLanguages(ctx.db, body.translations);
  const now = isoAt(ctx.clock);
  const id = await ctx.db.transaction().execute(async (trx) => {
    // Checked in the transaction: staff may remove a category, brand or unit meanwhile.
    const { placeholder } = await checkReferences(trx, body, ctx.kind);
    const id = await claimingCode(() =>
      addProduct(trx, {
        ...formColumns(body),
        shop_id: shopId,
        thumbnail: placeholder,
        is_digital: 0,
        meta_keywords: null,
        created_at: now,
        updated_at: now,
      }),
    );
    await writeParts(trx, id, body);
    return id;
  });
  catalogChanged();
  return ownedProduct(ctx.db, shopId, id);
}

/**
 * `PUT /seller/products/{id}`: the form saved over the shop's product; its sizes, colours and
 * video become those sent, and its texts in each language sent. Its pictures are not the
 * form's: they have calls of their own (images.ts).
 */
export async function updateProduct(
  ctx: Context,
  sellerId: number,
  id: number,
  body: SellerProductValues,
): Promise<SellerProduct> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  // Another shop's product is not found before anything about the body is said.
  if ((await countOwned(ctx.db, shopId, [id])) === 0) throw AppError.notFound('Product');
  await checkTextLanguages(ctx.db, body.translations);
  const now = isoAt(ctx.clock);
  const columns = { ...formColumns(body), slug: productSlug(body.name, id), updated_at: now };
  await ctx.db.transaction().execute(async (trx) => {
    await checkReferences(trx, body, ctx.kind);
    // The product row first: a second save of it waits here until this one has committed.
    await claimingCode(() => updateOwnedProduct(trx, shopId, id, columns));
    await keepAboveFlashPrices(trx, [id], now);
    await writeParts(trx, id, body);
  });
  catalogChanged();
  return ownedProduct(ctx.db, shopId, id);
}
