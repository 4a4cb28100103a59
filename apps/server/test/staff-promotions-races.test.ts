import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts.ts';
import { preparedProduct, sellerToken } from './helpers/commerce.ts';
import { joinSale } from './helpers/seller-flash-sales.ts';
import { staffRaceSuite } from './helpers/staff-race-suite.ts';
import { daysFromNow, PROMOTIONS } from './helpers/staff-promotions.ts';

// Staff deciding shops' requests while other staff, and the shop, act on the same ones (meant
// for PostgreSQL, where they run at once; SQLite takes them one by one): a request is decided
// once, an approval and a withdrawal never both happen, and approvals of one product in several
// sales never offer more units than its stock.
const { suite, token } = staffRaceSuite();

const SHOP = 10;
const N = 6;
let shopToken: string;
beforeAll(async () => {
  shopToken = await sellerToken(suite.t, SHOP);
});

/** A running sale that asks for approval, straight in the table. */
async function sale(): Promise<number> {
  const row = await suite.t.db
    .insertInto('flash_sales')
    .values({
      name: 'Race sale',
      thumbnail: '/x.png',
      start_date: daysFromNow(-1),
      end_date: daysFromNow(5),
      is_active: 1,
      approval_required: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The shop's request of `productId` in the sale, sent through its route; its id. */
async function request(saleId: number, productId: number, quantity: number): Promise<number> {
  const res = await joinSale(suite.t, shopToken, saleId, [{ product_id: productId, price: 30, quantity }]);
  expect(res.statusCode, res.body).toBe(200);
  const row = await suite.t.db
    .selectFrom('flash_sale_requests')
    .select('id')
    .where('flash_sale_id', '=', saleId)
    .where('product_id', '=', productId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return row.id;
}

const approve = (i: number, id: number) =>
  suite.t.app.inject({
    method: 'POST',
    url: `${PROMOTIONS}/flash-sale-requests/${id}/approve`,
    headers: bearer(token(i)),
  });
const statuses = (answers: Array<{ statusCode: number }>) => answers.map((res) => res.statusCode).sort();
const approvals = async (id: number) =>
  (
    await suite.t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'flash_sale_request.approve')
      .where('subject_id', '=', String(id))
      .execute()
  ).length;
const entriesOf = (productId: number) =>
  suite.t.db
    .selectFrom('flash_sale_products')
    .select(['flash_sale_id', 'price', 'quantity', 'sold'])
    .where('product_id', '=', productId)
    .execute();

describe('staff deciding shops’ requests at once', () => {
  it(`${N} staff approving one request at once approve it once (joins and price changes, 3 rounds each)`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const saleId = await sale();
      const product = await preparedProduct(suite.t, { price: 5000, quantity: 40 }, SHOP);
      const join = await request(saleId, product.id, 5);
      const joined = await Promise.all(Array.from({ length: N }, (_, i) => approve(i, join)));
      expect(statuses(joined), joined.map((res) => res.body).join('\n')).toEqual([200, ...Array(N - 1).fill(409)]);
      expect(await approvals(join)).toBe(1);

      const change = await suite.t.app.inject({
        method: 'PUT',
        url: `/api/seller/flash-sales/${saleId}/entries/${product.id}`,
        payload: { price: 25, quantity: 5 },
        headers: bearer(shopToken),
      });
      const changeId = change.json().data.request.id as number;
      const changed = await Promise.all(Array.from({ length: N }, (_, i) => approve(i, changeId)));
      expect(statuses(changed), changed.map((res) => res.body).join('\n')).toEqual([200, ...Array(N - 1).fill(409)]);
      expect(await approvals(changeId)).toBe(1);
      expect(await entriesOf(product.id)).toEqual([{ flash_sale_id: saleId, price: 2500, quantity: 5, sold: 0 }]);
    }
  });

  it('an approval and the shop’s withdrawal at once: one of them happens (8 rounds)', async () => {
    for (let round = 0; round < 8; round += 1) {
      const saleId = await sale();
      const product = await preparedProduct(suite.t, { price: 5000, quantity: 40 }, SHOP);
      const id = await request(saleId, product.id, 5);
      const [approved, withdrawn] = await Promise.all([
        approve(round, id),
        suite.t.app.inject({
          method: 'DELETE',
          url: `/api/seller/flash-sales/${saleId}/requests/${id}`,
          headers: bearer(shopToken),
        }),
      ]);
      const row = await suite.t.db
        .selectFrom('flash_sale_requests')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      const entries = await entriesOf(product.id);
      const bodies = `${approved!.body}\n${withdrawn!.body}`;
      if (approved!.statusCode === 200) {
        expect(withdrawn!.statusCode, bodies).toBe(409);
        expect(row?.status).toBe('approved');
        expect(entries).toHaveLength(1);
      } else {
        expect([approved!.statusCode, withdrawn!.statusCode], bodies).toEqual([404, 200]);
        expect(row).toBeUndefined();
        expect(entries).toHaveLength(0);
      }
    }
  });

  it('approvals of one product in several sales at once never offer more units than its stock (4 rounds)', async () => {
    for (let round = 0; round < 4; round += 1) {
      const product = await preparedProduct(suite.t, { price: 5000, quantity: 10 }, SHOP);
      const sales = await Promise.all(Array.from({ length: 4 }, () => sale()));
      const ids = [];
      for (const saleId of sales) ids.push(await request(saleId, product.id, 4));
      const answers = await Promise.all(ids.map((id, i) => approve(i, id)));
      expect(statuses(answers), answers.map((res) => res.body).join('\n')).toEqual([200, 200, 422, 422]);
      for (const refused of answers.filter((res) => res.statusCode === 422)) {
        expect(Object.keys(refused.json().errors)).toEqual(['quantity']);
      }
      const entries = await entriesOf(product.id);
      expect(entries.reduce((sum, entry) => sum + entry.quantity - entry.sold, 0)).toBeLessThanOrEqual(10);
      expect(entries).toHaveLength(2);
    }
  });
});
