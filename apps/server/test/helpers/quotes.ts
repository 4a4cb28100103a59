import type { Quote } from '@souk/contract';
import { post } from './accounts.ts';
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
