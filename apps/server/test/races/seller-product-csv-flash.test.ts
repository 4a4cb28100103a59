import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post } from '../helpers/accounts.ts';
import { sessionWaitingForLock } from '../helpers/db-sessions.ts';
import { preparedProduct, sellerToken } from '../helpers/commerce.ts';
import { seededSales } from '../helpers/seller-flash-sales.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from '../helpers/test-app.ts';

// An import plans (reading the flash prices its rows must stay above) before it writes, so a
// flash entry may come in between. The check after the write, in its transaction, still refuses
// a price at or under it; the import then plans again and names the row on its price. Nothing of
// the file is written, and no product is left selling at or under its flash price.
const SHOP = 12;
let t: TestContext;
let token: string;
let sale: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  token = await sellerToken(t, SHOP);
  const { running } = await seededSales(t);
  const { name } = await t.db
    .selectFrom('flash_sales')
    .select('name')
    .where('id', '=', running)
    .executeTakeFirstOrThrow();
  sale = { id: running, name };
});
afterAll(() => t.close());

/** A product of the shop at $30, with its code. */
async function product() {
  const { id } = await preparedProduct(t, { price: 3000, quantity: 20 }, SHOP);
  const { code } = await t.db.selectFrom('products').select('code').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, code };
}

/** Imports a file that reprices the product with `code` to `price`. */
function reprice(code: string, price: string) {
  const payload = new FormData();
  payload.append('file', new Blob([`code,price\n${code},${price}\n`]), 'products.csv');
  return t.app.inject({ method: 'POST', url: '/api/seller/products/import', headers: bearer(token), payload });
}

const priceOf = async (id: number) =>
  (await t.db.selectFrom('products').select('price').where('id', '=', id).executeTakeFirstOrThrow()).price;

/** Open flash entries priced at or over what their product sells at. */
const underFlash = (ids: number[]) =>
  t.db
    .selectFrom('products as p')
    .innerJoin('flash_sale_products as fsp', 'fsp.product_id', 'p.id')
    .select(['p.id', 'p.price', 'p.discount_price', 'fsp.price as flash'])
    .where('p.id', 'in', ids)
    .where('fsp.price', '>=', sql<number>`CASE WHEN p.discount_price > 0 THEN p.discount_price ELSE p.price END`)
    .execute();

/** The report's refusal of a row repriced under the $25 entry. */
const refusal = () => ({
  line: 2,
  column: 'price',
  message: `The price must be above 25.00, the product's flash price in the flash sale "${sale.name}".`,
});

describe('imports repricing a product and a flash entry over the new price, at once', () => {
  it('never leave it selling at or under its flash price: the entry or every import is refused (8 rounds of 3 imports)', async () => {
    const ids: number[] = [];
    for (let round = 0; round < 8; round += 1) {
      const { id, code } = await product();
      ids.push(id);
      const [entry, ...imports] = await Promise.all([
        post(
          t,
          `/api/seller/flash-sales/${sale.id}/entries`,
          { products: [{ product_id: id, price: 25, quantity: 5 }] },
          { token },
        ),
        ...Array.from({ length: 3 }, () => reprice(code, '22')),
      ]);
      const bodies = [entry!, ...imports].map((res) => `${res.statusCode} ${res.body}`).join('\n');
      expect([200, 422], bodies).toContain(entry!.statusCode);
      for (const res of imports) {
        if (entry!.statusCode === 422) {
          // The price came first: every import reprices (or finds it repriced already).
          expect(res.statusCode, bodies).toBe(200);
          expect(res.json().data, bodies).toMatchObject({ imported: true, refused: 0 });
        } else if (res.statusCode === 200) {
          expect(res.json().data, bodies).toMatchObject({
            imported: false,
            refused: 1,
            errors: [refusal()],
          });
        } else {
          // Refused after the write every time it was planned: the check's own answer.
          expect(res.statusCode, bodies).toBe(422);
          expect(Object.keys(res.json().errors), bodies).toEqual(['price']);
        }
      }
      expect(await priceOf(id)).toBe(entry!.statusCode === 200 ? 3000 : 2200);
    }
    expect(await underFlash(ids)).toEqual([]);
  });
});

describe.runIf(testDatabaseUrl)('a flash entry added between an import’s plan and its write', () => {
  it('is caught by the check after the write; the import plans again and refuses the row on its price', async () => {
    const { id, code } = await product();
    let sent: ReturnType<typeof reprice> | undefined;
    // The product's row held while the import plans against the catalogue without the entry and
    // then waits to write; the entry goes in before the row is let go.
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('products').select('id').where('id', '=', id).forUpdate().execute();
      sent = reprice(code, '22');
      await sessionWaitingForLock(t.db, t.pgSchema);
      await trx
        .insertInto('flash_sale_products')
        .values({ flash_sale_id: sale.id, product_id: id, price: 2500, quantity: 5, sold: 0 })
        .execute();
    });
    const res = await sent!;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ dry_run: false, imported: false, refused: 1, errors: [refusal()] });
    expect(await priceOf(id)).toBe(3000);
  });
});
