import { describe, expect, it } from 'vitest';
import { get, registerCustomer } from './helpers/accounts.ts';
import { preparedProduct, sellerToken } from './helpers/commerce.ts';
import { entryRow, entryUrl, joinSale } from './helpers/seller-flash-sales.ts';
import { promotionsSuite } from './helpers/staff-promotions.ts';

// Shops' requests to join a sale that asks for approval, or to change a flash price there, as
// the shop sends them and staff decide them; shoppers see a product's flash price only once
// it is approved, at their next page load (the storefront's caches on).
const { suite, send, shopperReads, auditOf, addSale } = promotionsSuite();

const SHOP = 10;
const join = async (saleId: number, products: object[]) =>
  joinSale(suite.t, await sellerToken(suite.t, SHOP), saleId, products);
const shopSale = async (saleId: number) =>
  (await get(suite.t, `/api/seller/flash-sales/${saleId}`, await sellerToken(suite.t, SHOP))).json().data;
const waiting = async (saleId: number) =>
  (await send('GET', `/flash-sale-requests?flash_sale_id=${saleId}`)).json().data.requests as Array<{
    id: number;
    product: { id: number };
  }>;
const requestOf = async (saleId: number, productId: number) =>
  (await waiting(saleId)).find((request) => request.product.id === productId)!.id;
/** What a shopper pays for the product on its page, and the sale it is in. */
const shopperPrice = async (productId: number) => {
  const { product } = (await shopperReads(`/api/product-details?product_id=${productId}`)).json().data;
  return { pays: product.discount_price || product.price, sale: product.flash_sale?.id ?? null };
};
const product = () => preparedProduct(suite.t, { price: 5000, quantity: 20 }, SHOP);

describe('a shop’s request from its sending to staff’s decision', () => {
  it('waits unseen, then goes live once approved; the shop sees where it stands', async () => {
    const saleId = await addSale();
    const item = await product();
    const sent = await join(saleId, [{ product_id: item.id, price: 30, quantity: 4 }]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'Sent for approval.', data: { added: 0, requested: 1 } });
    expect(await entryRow(suite.t, saleId, item.id)).toBeUndefined();
    expect(await shopperPrice(item.id)).toEqual({ pays: 50, sale: null });
    const shown = await shopSale(saleId);
    expect(shown.flash_sale).toMatchObject({ approval_required: true, pending: 1, entries: 0 });
    expect(shown.requests[0]).toMatchObject({ product: { id: item.id }, price: 30, quantity: 4, status: 'pending' });

    // Sent again while it waits: refused on the row.
    const again = await join(saleId, [{ product_id: item.id, price: 29, quantity: 4 }]);
    expect(again.json().errors).toEqual({
      'products.0.product_id': ['A request for this product is already waiting for approval in this flash sale.'],
    });

    const id = await requestOf(saleId, item.id);
    const listed = (await send('GET', '/flash-sale-requests')).json().data;
    expect(listed.requests.find((request: { id: number }) => request.id === id)).toMatchObject({
      shop: { id: SHOP },
      flash_sale: { id: saleId, status: 'running' },
      current: null,
    });
    const approved = await send('POST', `/flash-sale-requests/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.request).toMatchObject({ status: 'approved', decided_by: expect.any(String) });
    expect(await entryRow(suite.t, saleId, item.id)).toEqual({ price: 3000, quantity: 4, sold: 0 });
    expect(await shopperPrice(item.id)).toEqual({ pays: 30, sale: saleId });
    const onSalePage = (await shopperReads(`/api/flash-sale/${saleId}/details`)).json().data.products;
    expect(onSalePage.map((card: { id: number }) => card.id)).toContain(item.id);
    expect((await shopSale(saleId)).requests[0]).toMatchObject({ id, status: 'approved' });

    const twice = await send('POST', `/flash-sale-requests/${id}/approve`);
    expect(twice.statusCode).toBe(409);
    const [entry] = await auditOf('flash_sale_request', id);
    expect(entry).toMatchObject({ action: 'flash_sale_request.approve', actor_id: suite.staff.id });
    expect(JSON.parse(entry!.after!)).toMatchObject({ status: 'approved', price: 3000, quantity: 4 });
  });

  it('makes a new flash price a request, a new quantity alone not; a decline says why', async () => {
    const saleId = await addSale();
    const item = await product();
    await join(saleId, [{ product_id: item.id, price: 30, quantity: 4 }]);
    await send('POST', `/flash-sale-requests/${await requestOf(saleId, item.id)}/approve`);
    const token = await sellerToken(suite.t, SHOP);
    const put = (body: object) =>
      suite.t.app.inject({
        method: 'PUT',
        url: entryUrl(saleId, item.id),
        payload: body,
        headers: { authorization: `Bearer ${token}` },
      });

    const more = await put({ price: 30, quantity: 6 });
    expect(more.json()).toMatchObject({ message: 'Flash sale product saved.', data: { request: null } });
    const cheaper = await put({ price: 25, quantity: 6 });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect(cheaper.json().data).toMatchObject({
      entry: { price: 30, quantity: 6 },
      request: { price: 25, status: 'pending', current: { price: 30, quantity: 6 } },
    });
    expect(await shopperPrice(item.id)).toEqual({ pays: 30, sale: saleId });

    const id = cheaper.json().data.request.id as number;
    const blank = await send('POST', `/flash-sale-requests/${id}/decline`, { reason: ' ' });
    expect(blank.json().errors).toEqual({ reason: ['The reason field is required.'] });
    const declined = await send('POST', `/flash-sale-requests/${id}/decline`, { reason: 'Too deep a cut.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await shopSale(saleId)).requests[0]).toMatchObject({ id, status: 'declined', reason: 'Too deep a cut.' });
    expect(await entryRow(suite.t, saleId, item.id)).toEqual({ price: 3000, quantity: 6, sold: 0 });
    expect((await auditOf('flash_sale_request', id))[0]?.action).toBe('flash_sale_request.decline');
    expect((await send('POST', `/flash-sale-requests/${id}/approve`)).statusCode).toBe(409);
  });

  it('checks the rules again at approval: a price cut since refuses it, and it keeps waiting', async () => {
    const saleId = await addSale();
    const item = await product();
    await join(saleId, [{ product_id: item.id, price: 40, quantity: 4 }]);
    const id = await requestOf(saleId, item.id);
    await suite.t.db.updateTable('products').set({ price: 3500 }).where('id', '=', item.id).execute();
    const refused = await send('POST', `/flash-sale-requests/${id}/approve`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      price: ['The flash price must be less than the price the product sells at.'],
    });
    expect((await waiting(saleId)).map((request) => request.id)).toContain(id);
    expect(await entryRow(suite.t, saleId, item.id)).toBeUndefined();
  });

  it('counts the units a product has in the other sales still to sell against its stock', async () => {
    const [first, second] = [await addSale(), await addSale()];
    const item = await preparedProduct(suite.t, { price: 5000, quantity: 10 }, SHOP);
    await join(first, [{ product_id: item.id, price: 30, quantity: 8 }]);
    await send('POST', `/flash-sale-requests/${await requestOf(first, item.id)}/approve`);
    const over = await join(second, [{ product_id: item.id, price: 30, quantity: 5 }]);
    expect(over.json().errors).toEqual({
      'products.0.quantity': ['The units left (5) and the 8 in other flash sales may not be more than the stock (10).'],
    });
    expect((await join(second, [{ product_id: item.id, price: 30, quantity: 2 }])).statusCode).toBe(200);
  });

  it('lets the shop withdraw a request while it waits, and only then', async () => {
    const saleId = await addSale();
    const item = await product();
    await join(saleId, [{ product_id: item.id, price: 30, quantity: 4 }]);
    const id = await requestOf(saleId, item.id);
    const token = await sellerToken(suite.t, SHOP);
    const withdraw = (requestId: number, shopToken = token) =>
      suite.t.app.inject({
        method: 'DELETE',
        url: `/api/seller/flash-sales/${saleId}/requests/${requestId}`,
        headers: { authorization: `Bearer ${shopToken}` },
      });
    expect((await withdraw(id, await sellerToken(suite.t, SHOP + 1))).statusCode).toBe(404);
    expect((await withdraw(id)).statusCode).toBe(200);
    expect((await shopSale(saleId)).requests).toEqual([]);
    expect((await send('POST', `/flash-sale-requests/${id}/approve`)).statusCode).toBe(404);

    await join(saleId, [{ product_id: item.id, price: 30, quantity: 4 }]);
    const next = await requestOf(saleId, item.id);
    await send('POST', `/flash-sale-requests/${next}/decline`, { reason: 'No.' });
    expect((await withdraw(next)).statusCode).toBe(409);
  });

  it('lets a sale that asks for no approval take shops’ products at once', async () => {
    const saleId = await addSale({ approval_required: 'false' });
    const item = await product();
    const joined = await join(saleId, [{ product_id: item.id, price: 30, quantity: 4 }]);
    expect(joined.json()).toMatchObject({
      message: 'Products added to the flash sale.',
      data: { added: 1, requested: 0 },
    });
    expect(await shopperPrice(item.id)).toEqual({ pays: 30, sale: saleId });
  });
});

describe('who may decide requests', () => {
  it('admits staff only, and answers 404 for a request that is not there', async () => {
    const owner = await sellerToken(suite.t, SHOP);
    const shopper = await registerCustomer(suite.t);
    expect((await send('POST', '/flash-sale-requests/1/approve', undefined, owner)).statusCode).toBe(403);
    expect((await send('POST', '/flash-sale-requests/1/decline', { reason: 'x' }, shopper.token)).statusCode).toBe(401);
    expect((await send('POST', '/flash-sale-requests/999999/approve')).statusCode).toBe(404);
    expect((await send('POST', '/flash-sale-requests/999999/decline', { reason: 'x' })).statusCode).toBe(404);
    expect((await send('GET', '/flash-sale-requests?status=maybe')).json().errors).toEqual({
      status: ['The status must be pending, approved or declined.'],
    });
  });
});
