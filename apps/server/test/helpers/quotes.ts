import type { Quote } from '@souk/contract';
import { expect } from 'vitest';
import { post } from './accounts.ts';
import { preparedProduct, sellerToken, shopper } from './commerce.ts';
import type { TestClock } from './test-clock.ts';
import type { TestContext } from './test-app.ts';

/** "YYYY-MM-DD" `days` after the clock's today (UTC). */
export function dayAfter(nowMs: number, days: number): string {
  return new Date(nowMs + days * 86_400_000).toISOString().slice(0, 10);
}

/** Asks the shop of the products for a quote; throws unless it was created. */
export async function askQuote(
  t: TestContext,
  token: string,
  shopId: number,
  lines: Array<Record<string, unknown>>,
  note?: string,
): Promise<Quote> {
  const res = await post(t, '/api/quote/store', { shop_id: shopId, lines, note }, { token });
  if (res.statusCode !== 200) throw new Error(`quote failed: ${res.body}`);
  return res.json().data.quote as Quote;
}

/** The shop prices every line of `quote` (prices in the order of its lines) until `validUntil`. */
export function answerQuote(t: TestContext, sellerToken: string, quote: Quote, prices: number[], validUntil: string) {
  return post(
    t,
    `/api/seller/quotes/${quote.id}/answer`,
    {
      lines: quote.lines.map((line, i) => ({ id: line.id, unit_price: prices[i] })),
      valid_until: validUntil,
      note: 'Bulk price',
    },
    { token: sellerToken },
  );
}

/** A shopper, a product of 10.00 and a quote for `quantity` of it at 7.50 each, valid for 2 days. */
export async function quotedDeal(t: TestContext, clock: TestClock, quantity = 4) {
  const who = await shopper(t);
  const product = await preparedProduct(t, { price: 1000, quantity: 50 });
  const quote = await askQuote(t, who.token, product.shopId, [{ product_id: product.id, quantity, target_price: 7 }]);
  const seller = await sellerToken(t, product.shopId);
  const answered = await answerQuote(t, seller, quote, [7.5], dayAfter(clock.now(), 2));
  expect(answered.statusCode).toBe(200);
  return { who, product, quote };
}

/** The shopper's `POST /quote/{id}/{verb}` (accept, cancel, ...). */
export const quoteAction = (t: TestContext, token: string, id: number, verb: string, body: object = {}) =>
  post(t, `/api/quote/${id}/${verb}`, body, { token });
