import type { Quote } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../helpers/accounts.ts';
import { preparedProduct, quickShoppers, sellerToken } from '../helpers/commerce.ts';
import { answerQuote, askQuote, dayAfter, quoteAction } from '../helpers/quotes.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { TestClock } from '../helpers/test-clock.ts';

// A quote between its shopper and its shop under requests released together: each change is
// conditional on the status it found, and what the shop priced is what the quote then holds.
let t: TestContext;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const ROUNDS = 8;
const until = () => dayAfter(clock.now(), 3);

/** ROUNDS shoppers, each with a Pending quote for 2 of one product; the shop's token. */
async function pendingQuotes(tag: string) {
  const a = await preparedProduct(t, { price: 1000, quantity: 50 });
  const b = await preparedProduct(t, { price: 2000, quantity: 50 }, a.shopId);
  const buyers = await quickShoppers(t, ROUNDS, tag);
  const quotes = [];
  for (const who of buyers) {
    quotes.push({ who, quote: await askQuote(t, who.token, a.shopId, [{ product_id: a.id, quantity: 2 }]) });
  }
  return { a, b, quotes, seller: await sellerToken(t, a.shopId) };
}

async function stored(quoteId: number) {
  const head = await t.db.selectFrom('quotes').select('status').where('id', '=', quoteId).executeTakeFirstOrThrow();
  const lines = await t.db
    .selectFrom('quote_items')
    .select(['product_id', 'quantity', 'unit_price'])
    .where('quote_id', '=', quoteId)
    .orderBy('id')
    .execute();
  return { status: head.status, lines };
}

const ok = (answers: ReadonlyArray<{ statusCode: number }>) => answers.filter((res) => res.statusCode === 200).length;

describe('the shop answering a quote', () => {
  it('twice at once with other prices: one answer, all its prices', async () => {
    const { quotes, seller } = await pendingQuotes('answer-twice');
    for (const { quote } of quotes) {
      const answers = await Promise.all([8, 9].map((price) => answerQuote(t, seller, quote, [price], until())));
      expect(ok(answers)).toBe(1);
      const { status, lines } = await stored(quote.id);
      expect(status).toBe('Quoted');
      expect([[800], [900]]).toContainEqual(lines.map((line) => line.unit_price));
    }
  });

  it('answer and reject at once: one of them', async () => {
    const { quotes, seller } = await pendingQuotes('answer-reject');
    for (const { quote } of quotes) {
      const answers = await Promise.all([
        answerQuote(t, seller, quote, [8], until()),
        post(t, `/api/seller/quotes/${quote.id}/reject`, { note: 'No stock' }, { token: seller }),
      ]);
      expect(ok(answers)).toBe(1);
      const { status, lines } = await stored(quote.id);
      expect(lines.map((line) => line.unit_price)).toEqual(status === 'Quoted' ? [800] : [null]);
    }
  });

  it('while the shopper edits the lines: a Quoted quote has every line priced, a Pending one none', async () => {
    const { a, b, quotes, seller } = await pendingQuotes('answer-edit');
    const edit = {
      lines: [
        { product_id: a.id, quantity: 4 },
        { product_id: b.id, quantity: 1 },
      ],
      note: 'More',
    };
    for (const { who, quote } of quotes) {
      const answers = await Promise.all([
        answerQuote(t, seller, quote, [8], until()),
        quoteAction(t, who.token, quote.id, 'update', edit),
      ]);
      expect(ok(answers)).toBe(1);
      const { status, lines } = await stored(quote.id);
      if (status === 'Quoted') expect(lines.every((line) => line.unit_price !== null)).toBe(true);
      else expect(lines.map((line) => line.unit_price)).toEqual([null, null]);
    }
  });

  it('while the shopper cancels: one of them, or the answer and then the cancel', async () => {
    const { quotes, seller } = await pendingQuotes('answer-cancel');
    for (const { who, quote } of quotes) {
      const answers = await Promise.all([
        answerQuote(t, seller, quote, [8], until()),
        quoteAction(t, who.token, quote.id, 'cancel'),
      ]);
      const { status, lines } = await stored(quote.id);
      // A cancel after the answer is allowed too (a Quoted quote can be withdrawn).
      expect(ok(answers)).toBe(status === 'Cancelled' && lines[0]?.unit_price !== null ? 2 : 1);
      expect(['Quoted', 'Cancelled']).toContain(status);
    }
  });
});

describe('the shopper changing a quote', () => {
  it('edited five times at once holds exactly the lines of one edit', async () => {
    const { a, b, quotes } = await pendingQuotes('edit-five');
    for (const { who, quote } of quotes) {
      const edits = [1, 2, 3, 4, 5].map((n) => ({
        lines: [
          { product_id: a.id, quantity: n },
          { product_id: b.id, quantity: n * 10 },
        ],
      }));
      const answers = await Promise.all(edits.map((edit) => quoteAction(t, who.token, quote.id, 'update', edit)));
      expect(ok(answers)).toBe(5);
      const { lines } = await stored(quote.id);
      const n = lines[0]?.quantity ?? 0;
      expect(lines.map((line) => [line.product_id, line.quantity])).toEqual([
        [a.id, n],
        [b.id, n * 10],
      ]);
    }
  });

  it('cancelled and accepted at once once it is Quoted: one wins, and the cart holds the quote only if accepted', async () => {
    const { quotes, seller } = await pendingQuotes('accept-cancel');
    for (const { who, quote } of quotes) {
      expect((await answerQuote(t, seller, quote, [8], until())).statusCode).toBe(200);
      const answers = await Promise.all(
        ['accept', 'cancel', 'accept', 'cancel'].map((verb) => quoteAction(t, who.token, quote.id, verb)),
      );
      expect(ok(answers)).toBe(1);
      const { status } = await stored(quote.id);
      const inCart = await t.db.selectFrom('cart_items').select('quote_id').where('user_id', '=', who.id).execute();
      expect(inCart).toEqual(status === 'Accepted' ? [{ quote_id: quote.id }] : []);
    }
  });

  it('asked for five times at once makes five quotes, each with its own number and line', async () => {
    const a = await preparedProduct(t, { price: 1000, quantity: 50 });
    const [who] = await quickShoppers(t, 1, 'store-five');
    if (!who) throw new Error('no customer');
    const asked = await Promise.all(
      Array.from({ length: 5 }, () =>
        askQuote(t, who.token, a.shopId, [{ product_id: a.id, quantity: 3 }]).then((q: Quote) => q.id),
      ),
    );
    const rows = await t.db.selectFrom('quotes').select(['id', 'quote_number']).where('user_id', '=', who.id).execute();
    expect(new Set(rows.map((row) => row.quote_number)).size).toBe(5);
    for (const id of asked) expect((await stored(id)).lines).toHaveLength(1);
  });
});
