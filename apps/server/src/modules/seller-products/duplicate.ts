import { PRODUCT_TEXT_LIMITS, type SellerProduct } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { sellerShopId } from '../seller/service.ts';
import { copyVideo } from './image-queries.ts';
import { isUploadedPicture } from './image-upload.ts';
import { copyOptions } from './options.ts';
import { ownedProduct } from './product.ts';
import { categoryThumbnail, colorsOf, copySource, sizesOf, takenCodes } from './queries.ts';
import { addProduct, codeTaken } from './save.ts';
import { copyTranslations } from './text-queries.ts';

/** Candidate codes asked about at once. */
const CODES_ASKED = 20;
/** Copies of one product made at the same moment each find the next free code; past this many tries, give up. */
const MAX_TRIES = 10;

/** The `n`th copy's code: "-copy", then "-copy-2", "-copy-3"…, the source's code cut to leave room for it. */
function copyCode(code: string, n: number): string {
  const suffix = n === 1 ? '-copy' : `-copy-${n}`;
  return code.slice(0, PRODUCT_TEXT_LIMITS.code - suffix.length) + suffix;
}

/** The first copy code of `code` no product holds now. */
async function freeCopyCode(db: Db, code: string): Promise<string> {
  for (let first = 1; ; first += CODES_ASKED) {
    const candidates = Array.from({ length: CODES_ASKED }, (_, i) => copyCode(code, first + i));
    const taken = await takenCodes(db, candidates);
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}

/**
 * `POST /seller/products/{id}/duplicate`: a copy of the shop's product, inactive until the
 * owner has looked it over, named "… (copy)", with the first free copy code, the same stock,
 * sizes and colours (their translated names too), video and texts in the other languages, and
 * no sales, views or rating of its own. The gallery is not copied: an uploaded picture's file
 * belongs to the one product it was uploaded for (and goes when that product deletes it), so
 * a copy whose source shows one starts with its category's picture, as a new product does. A
 * code another copy took between finding it free and writing it is looked for again.
 */
export async function duplicateProduct(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  sellerId: number,
  id: number,
): Promise<SellerProduct> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  const [source, sizes, colors] = await Promise.all([
    copySource(ctx.db, shopId, id),
    sizesOf(ctx.db, id),
    colorsOf(ctx.db, id),
  ]);
  if (!source) throw AppError.notFound('Product');
  const { name, code, ...columns } = source;
  const thumbnail = isUploadedPicture(columns.thumbnail)
    ? await categoryThumbnail(ctx.db, columns.sub_category_id ?? columns.category_id)
    : columns.thumbnail;
  const now = isoAt(ctx.clock);
  const copyAs = async (newCode: string) =>
    ctx.db.transaction().execute(async (trx) => {
      const copy = await addProduct(trx, {
        ...columns,
        thumbnail,
        name: `${name.slice(0, PRODUCT_TEXT_LIMITS.name - ' (copy)'.length)} (copy)`,
        code: newCode,
        is_active: 0,
        created_at: now,
        updated_at: now,
      });
      await copyOptions(trx, copy, sizes, colors);
      await copyTranslations(trx, 'product', id, copy);
      await copyVideo(trx, id, copy);
      return copy;
    });
  for (let tries = 1; ; tries++) {
    try {
      const copy = await copyAs(await freeCopyCode(ctx.db, code));
      catalogChanged();
      return await ownedProduct(ctx.db, shopId, copy);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (tries === MAX_TRIES) throw codeTaken();
    }
  }
}
