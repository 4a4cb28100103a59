import { type SellerProductValues, toMinor } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { isoAt } from '../../lib/clock.ts';
import { keepAboveFlashPrices } from '../seller-products/flash-floor.ts';
import { replaceOptions } from '../seller-products/options.ts';
import { updateOwnedProduct } from '../seller-products/queries.ts';
import { addProduct, formColumns, productSlug } from '../seller-products/save.ts';
import type { PlannedRow } from './plan.ts';
import { insertNewOptions } from './queries.ts';

/** The row's sizes and colours, prices in minor units, in the row's order. */
function rowOptions(values: SellerProductValues) {
  return {
    sizes: values.sizes.map(({ name, price }, position) => ({ name, price: toMinor(price), position })),
    colors: values.colors.map(({ name, color_code, price }, position) => ({
      name,
      color_code,
      price: toMinor(price),
      position,
    })),
  };
}

/**
 * Writes the rows that add or change a product, all in one transaction: a failure anywhere
 * (another import claiming one of the new codes first: a unique violation) writes none. Rows go
 * in one order, changed products by id and then new ones by code, so two imports touching the
 * same products wait for each other rather than deadlock. Answers whether anything was written.
 */
export async function writeRows(ctx: Pick<AppContext, 'db' | 'clock'>, shopId: number, rows: PlannedRow[]) {
  const updates = rows.filter((row) => row.action === 'update').sort((a, b) => Number(a.id) - Number(b.id));
  const creates = rows
    .filter((row) => row.action === 'create')
    .sort((a, b) => (a.values.code < b.values.code ? -1 : 1));
  if (updates.length + creates.length === 0) return false;
  const now = isoAt(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    for (const { id, values } of updates) {
      const productId = Number(id);
      // The product row first: another write of it waits here until this transaction ends.
      await updateOwnedProduct(trx, shopId, productId, {
        ...formColumns(values),
        slug: productSlug(values.name, productId),
        updated_at: now,
      });
      const { sizes, colors } = rowOptions(values);
      await replaceOptions(trx, 'product_sizes', productId, sizes);
      await replaceOptions(trx, 'product_colors', productId, colors);
    }
    await keepAboveFlashPrices(
      trx,
      updates.map(({ id }) => Number(id)),
      now,
    );
    const newSizes = [];
    const newColors = [];
    for (const { values, placeholder } of creates) {
      const productId = await addProduct(trx, {
        ...formColumns(values),
        shop_id: shopId,
        thumbnail: placeholder,
        is_digital: 0,
        meta_keywords: null,
        created_at: now,
        updated_at: now,
      });
      const { sizes, colors } = rowOptions(values);
      newSizes.push(...sizes.map((size) => ({ ...size, product_id: productId })));
      newColors.push(...colors.map((color) => ({ ...color, product_id: productId })));
    }
    // A new product holds no options yet: all of them go in a few statements.
    await insertNewOptions(trx, newSizes, newColors);
  });
  return true;
}
