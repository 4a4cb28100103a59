import { sellerQuotesResponseSchema } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post } from './helpers/accounts.ts';
import { preparedProduct, sellerToken, shopper } from './helpers/commerce.ts';
import { answerQuote, askQuote, dayAfter } from './helpers/quotes.ts';
import { TestClock } from './helpers/test-clock.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function pendingQuote(shopId?: number) {
  const who = await shopper(t);
  const a = await preparedProduct(t, { price: 1000, quantity: 20 }, shopId);
  const b = await preparedProduct(t, { price: 3000, quantity: 20 }, a.shopId);
  const quote = await askQuote(t, who.token, a.shopId, [
    { product_id: a.id, quantity: 10 },
    { product_id: b.id, quantity: 2 },
  ]);
  return { who, quote, shopId: a.shopId, seller: await sellerToken(t, a.shopId) };
}

/** Another open shop: one of the last (a general store, the grocer), which sell products without options. */
async function otherShopId(shopId: number): Promise<number> {
  const row = await t.db
    .selectFrom('shops')
    .select('id')
    .where('id', '!=', shopId)
    .where('is_active', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('seller quotes', () => {
  it("lists the seller's own shop's quotes with the customer, and answers one", async () => {
    const mine = await pendingQuote();
    const foreign = await pendingQuote(await otherShopId(mine.shopId));
    const list = sellerQuotesResponseSchema.parse((await get(t, '/api/seller/quotes', mine.seller)).json().data);
    const ids = list.quotes.map((q) => q.id);
    expect(ids).toContain(mine.quote.id);
    expect(ids).not.toContain(foreign.quote.id);
    const row = list.quotes.find((q) => q.id === mine.quote.id);
    expect(row?.customer.name).toBe(mine.who.user.name);

    const until = dayAfter(clock.now(), 7);
    const res = await answerQuote(t, mine.seller, mine.quote, [8.25, 27], until);
    expect(res.statusCode).toBe(200);
    const answered = res.json().data.quote;
    expect(answered).toMatchObject({
      status: 'Quoted',
      shop_note: 'Bulk price',
      valid_until: `${until} 23:59:59`,
      total: 136.5,
      can_accept: true,
      can_edit: false,
    });
    expect(answered.lines.map((l: { unit_price: number }) => l.unit_price)).toEqual([8.25, 27]);
    const seen = (await get(t, `/api/view-quote/${mine.quote.id}`, mine.who.token)).json().data.quote;
    expect(seen.status).toBe('Quoted');
    expect((await answerQuote(t, mine.seller, mine.quote, [8, 26], until)).statusCode).toBe(422);
  });

  it('refuses incomplete or bad answers with 422 naming the field', async () => {
    const { quote, seller } = await pendingQuote();
    const [first, second] = quote.lines;
    const today = dayAfter(clock.now(), 0);
    const cases: Array<[object, string]> = [
      [{ lines: [{ id: first?.id, unit_price: 5 }], valid_until: today }, 'lines'],
      [
        {
          lines: [
            { id: first?.id, unit_price: 5 },
            { id: first?.id, unit_price: 6 },
          ],
          valid_until: today,
        },
        'lines',
      ],
      [
        {
          lines: [
            { id: first?.id, unit_price: 0 },
            { id: second?.id, unit_price: 6 },
          ],
          valid_until: today,
        },
        'lines.0.unit_price',
      ],
      [{ lines: [{ id: first?.id, unit_price: 1.234 }], valid_until: today }, 'lines.0.unit_price'],
      [
        {
          lines: [
            { id: first?.id, unit_price: 5 },
            { id: second?.id, unit_price: 6 },
          ],
          valid_until: dayAfter(clock.now(), -1),
        },
        'valid_until',
      ],
      [{ lines: [{ id: first?.id, unit_price: 5 }], valid_until: '21/11/2026' }, 'valid_until'],
    ];
    for (const [body, field] of cases) {
      const res = await post(t, `/api/seller/quotes/${quote.id}/answer`, body, { token: seller });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    const still = (await get(t, `/api/seller/quotes/${quote.id}`, seller)).json().data.quote;
    expect(still.status).toBe('Pending');
  });

  it('rejects a Pending quote; the shopper can then neither accept nor cancel it', async () => {
    const { who, quote, seller } = await pendingQuote();
    const res = await post(t, `/api/seller/quotes/${quote.id}/reject`, { note: 'Out of season' }, { token: seller });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quote).toMatchObject({ status: 'Rejected', shop_note: 'Out of season' });
    expect((await post(t, `/api/quote/${quote.id}/accept`, {}, { token: who.token })).statusCode).toBe(422);
    expect((await post(t, `/api/quote/${quote.id}/cancel`, {}, { token: who.token })).statusCode).toBe(422);
    // The body is optional: a bare POST reaches the rule.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/seller/quotes/${quote.id}/reject`,
      headers: bearer(seller),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Only a pending quote can be rejected.');
  });

  it("answers 404 for another shop's quote and 401 without a seller token", async () => {
    const { who, quote, shopId } = await pendingQuote();
    const stranger = await sellerToken(t, await otherShopId(shopId));
    expect((await get(t, `/api/seller/quotes/${quote.id}`, stranger)).statusCode).toBe(404);
    expect((await answerQuote(t, stranger, quote, [1, 2], dayAfter(clock.now(), 1))).statusCode).toBe(404);
    expect((await post(t, `/api/seller/quotes/${quote.id}/reject`, {}, { token: stranger })).statusCode).toBe(404);
    expect((await get(t, '/api/seller/quotes', who.token)).statusCode).toBe(401);
  });

  it('shows a quote past its validity as Expired to the shop too, and filters by it', async () => {
    const { quote, seller } = await pendingQuote();
    await answerQuote(t, seller, quote, [9, 29], dayAfter(clock.now(), 0));
    clock.advance(86_400);
    try {
      const expired = (await get(t, '/api/seller/quotes?status=Expired', seller)).json().data;
      expect(expired.quotes.map((q: { id: number }) => q.id)).toContain(quote.id);
      const quoted = (await get(t, '/api/seller/quotes?status=Quoted', seller)).json().data;
      expect(quoted.quotes.map((q: { id: number }) => q.id)).not.toContain(quote.id);
    } finally {
      clock.advance(-86_400);
    }
  });
});
