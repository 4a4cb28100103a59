import { PRODUCT_CSV_MAX_ERRORS, type SellerProductImportReport } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import { contentLocale } from '../../lib/content-locale.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { sellerShopId } from '../seller/service.ts';
import { UnderFlashPrice } from '../seller-products/flash-floor.ts';
import { compileTranslator, type TranslateMessage } from '../settings/message-translator.ts';
import { findLanguageMessages } from '../settings/queries.ts';
import { type Plan, planImport } from './plan.ts';
import { readProductCsv } from './read.ts';
import { writeRows } from './write.ts';

/** Plans made again when another import claimed one of the file's new codes first. */
const MAX_ATTEMPTS = 3;

/**
 * The report's messages in the request's language. The message-language hook translates an
 * answer's `message` and `errors`; these sit in its data, so they are translated here, by the
 * same maps.
 */
async function reportTranslator(db: Db): Promise<TranslateMessage> {
  const locale = contentLocale();
  const messages = locale === undefined ? undefined : await findLanguageMessages(db, locale);
  return messages ? compileTranslator(messages) : (text) => text;
}

async function report(db: Db, plan: Plan, dryRun: boolean, imported: boolean): Promise<SellerProductImportReport> {
  const translate = plan.errors.length > 0 ? await reportTranslator(db) : undefined;
  const count = (action: Plan['passed'][number]['action']) => plan.passed.filter((row) => row.action === action).length;
  return {
    dry_run: dryRun,
    imported,
    rows: plan.passed.length + plan.refused,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    refused: plan.refused,
    errors: plan.errors
      .slice(0, PRODUCT_CSV_MAX_ERRORS)
      .map((error) => ({ ...error, message: translate ? translate(error.message) : error.message })),
    error_count: plan.errors.length,
  };
}

/**
 * `POST /seller/products/import`: the file's rows into the owner's shop, all or nothing. A dry
 * run only reports; a real import writes every row in one transaction when no row is refused,
 * and nothing when any is. Planning reads the catalogue outside the transaction, so another
 * import may claim one of the file's new codes in between, staff may remove a category, brand
 * or unit a row names, or the owner may add a product to a flash sale at a flash price its row's
 * new price is not above: the unique index, a foreign key, or the flash price check after the
 * write (keepAboveFlashPrices), refuses it, nothing of this import stays written, and it is
 * planned again against what is now there (the shop's own code then updates, another shop's is
 * refused on its row, and so are a category gone and a price not above a flash price).
 */
export async function importProductCsv(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  sellerId: number,
  file: Buffer,
  dryRun: boolean,
): Promise<{ message: string; data: SellerProductImportReport }> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  const csv = readProductCsv(file);
  for (let attempt = 1; ; attempt += 1) {
    const plan = await planImport(ctx.db, shopId, csv, isoAt(ctx.clock));
    if (dryRun)
      return { message: 'The file was checked: nothing was written.', data: await report(ctx.db, plan, true, false) };
    if (plan.errors.length > 0) {
      return {
        message: 'Nothing was imported: correct the refused rows and import the file again.',
        data: await report(ctx.db, plan, false, false),
      };
    }
    try {
      if (await writeRows(ctx, shopId, plan.passed)) catalogChanged();
    } catch (error) {
      const underFlashPrice = error instanceof UnderFlashPrice;
      if (!underFlashPrice && !isUniqueViolation(error) && !isForeignKeyViolation(error)) throw error;
      if (attempt < MAX_ATTEMPTS) continue;
      if (underFlashPrice) throw error;
      throw new AppError(409, 'Another import was adding the same codes: import the file again.');
    }
    return { message: 'Products imported.', data: await report(ctx.db, plan, false, true) };
  }
}
