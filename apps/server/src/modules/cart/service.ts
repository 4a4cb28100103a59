import type { CartResponse, cartLineBodySchema, cartQuantityBodySchema, cartStoreBodySchema } from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { withCustomerLock } from '../../db/customer-lock.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { translateLineNames } from '../translations/translations.ts';
import { readSettings } from '../settings/queries.ts';
import {
  addToLine,
  cartShopIds,
  deleteLines,
  findOption,
  findProductForCart,
  findSameLine,
  findTargetLines,
  resetQuotedLines,
  readCartLines,
  setLineQuantity,
  takeOneFromLine,
} from './queries.ts';
import { emptyBuyNow, insertCartLines } from './line-queries.ts';
import { assertQuantityFree, quantityLocked } from './quote-lock.ts';
import { groupByShop, quoteInfo, stockInfo } from './view.ts';

type StoreInput = z.output<typeof cartStoreBodySchema>;
type LineInput = z.output<typeof cartLineBodySchema>;
type QuantityInput = z.output<typeof cartQuantityBodySchema>;

const ONE_SHOP_MESSAGE = 'You can only add products from the same shop!';

/** The customer's cart (or buy-now slot) as the wire shows it. */
export async function readCart(ctx: AppContext, userId: number, buyNow = false): Promise<CartResponse> {
  const lines = await readCartLines(ctx.db, userId, buyNow ? 1 : 0, isoAt(ctx.clock));
  // Product and unit names in the shopper's language, as the catalogue shows them.
  const rows = await translateLineNames(ctx.db, lines);
  const expired = rows.filter((row) => row.quote_expired === 1).map((row) => row.cart_id);
  // Record the reset, so the expiry warning shows once rather than on every read.
  if (expired.length > 0) await resetQuotedLines(ctx.db, userId, expired);
  return {
    total: rows.length,
    cart_items: groupByShop(rows, new Date(ctx.clock.now())),
    info: stockInfo(rows) ?? quoteInfo(rows),
  };
}

/** What can be bought: the stock, or less while a running flash sale has fewer left. */
function stockLeft(product: { quantity: number; flash_price: number | null; flash_left: number | null }): number {
  const flash = product.flash_price != null && Number(product.flash_left) > 0;
  return flash ? Math.min(product.quantity, Number(product.flash_left)) : product.quantity;
}

function stockMessage(left: number): string {
  if (left <= 0) return 'This product is out of stock.';
  return left === 1 ? 'Only 1 item is left in stock.' : `Only ${left} items are left in stock.`;
}

/**
 * `POST /cart/store`: another size or colour of a product is another line; the same one adds up.
 * A buy-now line replaces the previous one and stays out of the cart.
 */
export async function addToCart(ctx: AppContext, userId: number, body: StoreInput): Promise<CartResponse> {
  const now = isoAt(ctx.clock);
  const product = await findProductForCart(ctx.db, body.product_id, now);
  const settings = await readSettings(ctx.db);
  if (!product || (!settings.multi_vendor && product.is_root !== 1)) throw AppError.notFound('Product');
  const sizeId = body.size ?? null;
  const colorId = body.color ?? null;
  if (sizeId !== null && !(await findOption(ctx.db, 'product_sizes', product.id, sizeId))) {
    throw AppError.validation('size', 'The selected size is not available for this product.');
  }
  if (colorId !== null && !(await findOption(ctx.db, 'product_colors', product.id, colorId))) {
    throw AppError.validation('color', 'The selected color is not available for this product.');
  }
  const stock = stockLeft(product);
  const line = (quantity: number, isBuyNow: number) => ({
    user_id: userId,
    product_id: product.id,
    shop_id: product.shop_id,
    quantity,
    size_id: sizeId,
    color_id: colorId,
    unit_id: product.unit_id,
    is_buy_now: isBuyNow,
    created_at: now,
    updated_at: now,
  });

  if (body.is_buy_now) {
    if (body.quantity > stock) throw AppError.validation('quantity', stockMessage(stock));
    await withCustomerLock(ctx.db, userId, async (trx) => {
      await emptyBuyNow(trx, userId);
      await insertCartLines(trx, line(body.quantity, 1));
    });
    return readCart(ctx, userId, true);
  }

  // Under the customer's lock, adds racing each other (or a quote being accepted) take turns:
  // the second finds the line the first made and adds to it.
  await withCustomerLock(ctx.db, userId, async (trx) => {
    if (settings.one_shop_per_cart) {
      const shops = await cartShopIds(trx, userId);
      if (shops.some((id) => id !== product.shop_id)) throw new AppError(422, ONE_SHOP_MESSAGE);
    }
    const same = await findSameLine(trx, userId, product.id, sizeId, colorId, now);
    if (same) {
      if (same.locked_by !== null) throw quantityLocked(same.locked_by);
      if (!(await addToLine(trx, userId, same.id, body.quantity, stock, now))) {
        throw AppError.validation('quantity', stockMessage(stock));
      }
      return;
    }
    if (body.quantity > stock) throw AppError.validation('quantity', stockMessage(stock));
    await insertCartLines(trx, line(body.quantity, 0));
  });
  return readCart(ctx, userId);
}

/**
 * Runs a quantity change of the line `body` names under the customer's lock, so the line is
 * found, checked against a quote that fixes its quantity, and changed with no quote accepted
 * in between; refused while a valid quote fixes its quantity.
 */
async function withChangeableLine<T>(
  ctx: AppContext,
  userId: number,
  body: LineInput,
  change: (trx: Db, line: { id: number; product_id: number; quantity: number }, now: string) => Promise<T>,
): Promise<T> {
  const now = isoAt(ctx.clock);
  return withCustomerLock(ctx.db, userId, async (trx) => {
    const [line] = await findTargetLines(trx, userId, {
      productId: body.product_id,
      cartId: body.cart_id ?? null,
      buyNow: body.is_buy_now,
      all: false,
    });
    if (!line) throw AppError.notFound('Cart item');
    await assertQuantityFree(trx, userId, line.id, now);
    return change(trx, line, now);
  });
}

/** The stock a line may grow to now (0 when the product went off sale). */
async function stockOf(trx: Db, productId: number, now: string): Promise<number> {
  const product = await findProductForCart(trx, productId, now);
  return product ? stockLeft(product) : 0;
}

/**
 * `POST /cart/increment`: one more, in one statement, so two presses at once both count; never
 * past the stock left.
 */
export async function incrementLine(ctx: AppContext, userId: number, body: LineInput) {
  await withChangeableLine(ctx, userId, body, async (trx, line, now) => {
    const stock = await stockOf(trx, line.product_id, now);
    if (!(await addToLine(trx, userId, line.id, 1, stock, now))) {
      throw AppError.validation('quantity', stockMessage(stock));
    }
  });
  return readCart(ctx, userId, body.is_buy_now);
}

/** `POST /cart/update-quantity`: the quantity asked for; more than the line holds must be in stock. */
export async function updateLineQuantity(ctx: AppContext, userId: number, body: QuantityInput) {
  await withChangeableLine(ctx, userId, body, async (trx, line, now) => {
    const stock = await stockOf(trx, line.product_id, now);
    if (body.quantity > line.quantity && body.quantity > stock) {
      throw AppError.validation('quantity', stockMessage(stock));
    }
    await setLineQuantity(trx, userId, line.id, body.quantity, now);
  });
  return readCart(ctx, userId, body.is_buy_now);
}

/**
 * `POST /cart/decrement`: one fewer, in one statement like increment; at 1 the line goes, and
 * the answer says so.
 */
export async function decrementLine(ctx: AppContext, userId: number, body: LineInput) {
  const removed = await withChangeableLine(ctx, userId, body, async (trx, line, now) => {
    const gone = !(await takeOneFromLine(trx, userId, line.id, now));
    if (gone) await deleteLines(trx, userId, [line.id]);
    return gone;
  });
  return { removed, cart: await readCart(ctx, userId, body.is_buy_now) };
}

/** `POST /cart/delete`: the line with `cart_id`, else every line of `product_id`. */
export async function deleteLine(ctx: AppContext, userId: number, body: LineInput) {
  await withCustomerLock(ctx.db, userId, async (trx) => {
    const lines = await findTargetLines(trx, userId, {
      productId: body.product_id,
      cartId: body.cart_id ?? null,
      buyNow: body.is_buy_now,
      all: true,
    });
    if (lines.length === 0) throw AppError.notFound('Cart item');
    await deleteLines(
      trx,
      userId,
      lines.map((l) => l.id),
    );
  });
  return readCart(ctx, userId, body.is_buy_now);
}
