import { quoteResponseSchema, quotesResponseSchema } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from './helpers/test-clock.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';
import { DEMO_PASSWORD, get, login, post } from './helpers/accounts.ts';
import { addToCart, cart, preparedProduct, sellerToken, shopper } from './helpers/commerce.ts';
import { answerQuote, askQuote, dayAfter, quoteAction, quotedDeal } from './helpers/quotes.ts';

let t: TestContext;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('quotes: asking and editing', () => {
  it('creates a Pending quote with its lines and lists it first', async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 1200, discount_price: 1000, quantity: 5 });
    const quote = await askQuote(
      t,
      who.token,
      product.shopId,
      [{ product_id: product.id, quantity: 30, target_price: '8.50' }],
      'For our office',
    );
    expect(quote.status).toBe('Pending');
    expect(quote.quote_number).toBe(`QT-${String(quote.id).padStart(6, '0')}`);
    expect(quote.shop.id).toBe(product.shopId);
    expect(quote.note).toBe('For our office');
    expect(quote.lines).toEqual([
      expect.objectContaining({ quantity: 30, target_price: 8.5, unit_price: null, size: null, color: null }),
    ]);
    expect(quote.lines[0]?.product).toMatchObject({ id: product.id, price: 12, discount_price: 10 });
    expect(quote).toMatchObject({ total: 0, valid_until: null, can_edit: true, can_cancel: true, can_accept: false });
    const list = (await get(t, '/api/send-quotes', who.token)).json().data;
    expect(list.total).toBe(1);
    expect(list.quotes[0].id).toBe(quote.id);
    const viewed = (await get(t, `/api/view-quote/${quote.id}`, who.token)).json().data;
    // The wire matches the contract the storefront is typed by.
    expect(quoteResponseSchema.parse(viewed).quote).toEqual(quote);
    expect(quotesResponseSchema.parse(list).quotes).toHaveLength(1);
    expect((await get(t, '/api/dashboard', who.token)).json().data.counts.quotes).toBe(1);
  });

  it('pages the list: per_page and page pick the slice, total counts them all', async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 50 });
    const ids: number[] = [];
    for (let i = 1; i <= 3; i += 1) {
      ids.push((await askQuote(t, who.token, product.shopId, [{ product_id: product.id, quantity: i }])).id);
    }
    const second = (await get(t, '/api/send-quotes?per_page=2&page=2', who.token)).json().data;
    expect(second.total).toBe(3);
    expect(second.quotes).toHaveLength(1);
    const first = (await get(t, '/api/send-quotes?per_page=2&page=1', who.token)).json().data;
    const listed = [...first.quotes, ...second.quotes].map((q: { id: number }) => q.id);
    expect(listed.sort()).toEqual([...ids].sort());
  });

  it('refuses bad lines with 422 naming the field', async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 5 });
    const other = await t.db
      .selectFrom('products')
      .select('id')
      .where('shop_id', '!=', product.shopId)
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const cases: Array<[object, string]> = [
      [{ shop_id: product.shopId, lines: [] }, 'lines'],
      [{ shop_id: product.shopId, lines: [{ product_id: product.id, quantity: 0 }] }, 'lines.0.quantity'],
      [{ shop_id: product.shopId, lines: [{ product_id: product.id, quantity: 1.5 }] }, 'lines.0.quantity'],
      [
        { shop_id: product.shopId, lines: [{ product_id: product.id, quantity: 1, target_price: -1 }] },
        'lines.0.target_price',
      ],
      [
        { shop_id: product.shopId, lines: [{ product_id: product.id, quantity: 1, target_price: 'abc' }] },
        'lines.0.target_price',
      ],
      [{ shop_id: product.shopId, lines: [{ product_id: other.id, quantity: 1 }] }, 'lines.0.product_id'],
      [{ shop_id: product.shopId, lines: [{ product_id: product.id, quantity: 1, size: 999999 }] }, 'lines.0.size'],
      [{ lines: [{ product_id: product.id, quantity: 1 }] }, 'shop_id'],
    ];
    for (const [body, field] of cases) {
      const res = await post(t, '/api/quote/store', body, { token: who.token });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect((await get(t, '/api/send-quotes', who.token)).json().data.total).toBe(0);
  });

  it('edits a Pending quote, and refuses to edit once the shop answered', async () => {
    const who = await shopper(t);
    const a = await preparedProduct(t, { price: 1000, quantity: 5 });
    const b = await preparedProduct(t, { price: 2000, quantity: 5 }, a.shopId);
    const quote = await askQuote(t, who.token, a.shopId, [{ product_id: a.id, quantity: 2 }]);
    expect((await get(t, `/api/edit-quote/${quote.id}`, who.token)).statusCode).toBe(200);
    const edited = await quoteAction(t, who.token, quote.id, 'update', {
      lines: [
        { product_id: a.id, quantity: 3 },
        { product_id: b.id, quantity: 6, target_price: 15 },
      ],
      note: 'Two products',
    });
    expect(edited.statusCode).toBe(200);
    const after = edited.json().data.quote;
    expect(after.lines.map((l: { product: { id: number }; quantity: number }) => [l.product.id, l.quantity])).toEqual([
      [a.id, 3],
      [b.id, 6],
    ]);
    expect(after.note).toBe('Two products');
    const seller = await sellerToken(t, a.shopId);
    expect((await answerQuote(t, seller, after, [9, 18], dayAfter(clock.now(), 3))).statusCode).toBe(200);
    const late = await quoteAction(t, who.token, quote.id, 'update', { lines: [{ product_id: a.id, quantity: 1 }] });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Only a pending quote can be edited.');
    expect((await get(t, `/api/edit-quote/${quote.id}`, who.token)).statusCode).toBe(422);
  });

  it('cancels a Pending quote once; a cancelled quote cannot be accepted', async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 5 });
    const quote = await askQuote(t, who.token, product.shopId, [{ product_id: product.id, quantity: 2 }]);
    const cancelled = await quoteAction(t, who.token, quote.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.quote).toMatchObject({ status: 'Cancelled', can_cancel: false, can_edit: false });
    expect((await quoteAction(t, who.token, quote.id, 'cancel')).statusCode).toBe(422);
    expect((await quoteAction(t, who.token, quote.id, 'accept')).statusCode).toBe(422);
    const filtered = (await get(t, '/api/send-quotes?status=Cancelled', who.token)).json().data;
    expect(filtered.quotes.map((q: { id: number }) => q.id)).toEqual([quote.id]);
  });

  it("answers 404 for another customer's quote on every call", async () => {
    const { quote } = await quotedDeal(t, clock);
    const stranger = await shopper(t);
    for (const url of [`/api/view-quote/${quote.id}`, `/api/edit-quote/${quote.id}`]) {
      expect((await get(t, url, stranger.token)).statusCode).toBe(404);
    }
    for (const verb of ['cancel', 'accept']) {
      expect((await quoteAction(t, stranger.token, quote.id, verb)).statusCode).toBe(404);
    }
    const update = await quoteAction(t, stranger.token, quote.id, 'update', {
      lines: [{ product_id: quote.lines[0]?.product.id, quantity: 1 }],
    });
    expect(update.statusCode).toBe(404);
    expect((await get(t, '/api/send-quotes', stranger.token)).json().data.total).toBe(0);
    // Nor can a client set an approved price itself: the cart ignores price fields it is sent.
    const productId = quote.lines[0]?.product.id;
    await addToCart(t, stranger.token, {
      product_id: productId,
      approved_price: 1,
      reset_price: 0,
      quote_id: quote.id,
    });
    expect((await cart(t, stranger.token)).cart_items[0]?.products[0]).toMatchObject({ approved_price: 0, price: 10 });
    expect((await get(t, '/api/send-quotes')).statusCode).toBe(401);
  });
});

describe('quotes: demo data', () => {
  it('gives the demo customer one quote per state the screens show, newest first', async () => {
    const res = await login(t, '5550100001', DEMO_PASSWORD);
    const token = res.json().data.access.token as string;
    const list = (await get(t, '/api/send-quotes', token)).json().data;
    expect(list.quotes.map((q: { status: string }) => q.status)).toEqual(['Pending', 'Quoted', 'Expired', 'Rejected']);
    const quoted = list.quotes[1];
    expect(quoted.lines.every((l: { unit_price: number | null }) => l.unit_price !== null)).toBe(true);
    expect(quoted.can_accept).toBe(true);
    const tickets = (await get(t, '/api/support-tickets', token)).json().data;
    expect(tickets).toMatchObject({ total: 3, running: 1, completed: 1, cancel: 1 });
    const counts = (await get(t, '/api/dashboard', token)).json().data.counts;
    expect(counts).toMatchObject({ quotes: 4, support_tickets: 3 });
  });
});
