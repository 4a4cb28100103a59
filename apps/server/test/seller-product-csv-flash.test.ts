import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedProduct } from './helpers/commerce.ts';
import { ownerApp } from './helpers/seller.ts';
import {
  type CsvRefs,
  csvOf,
  csvRefs,
  type ImportOptions,
  importReport,
  productRow,
  productsOf,
  productWithCode,
  type Row,
} from './helpers/seller-csv.ts';
import { joinSale, seededSales } from './helpers/seller-flash-sales.ts';
import type { TestContext } from './helpers/test-app.ts';

// A product in a running or coming flash sale sells at its flash price while the sale runs, so
// an import may not leave what it sells at (its discount price when it has one) at or under
// that. The check and the report name each such row on its price; nothing of the file is
// written. (The same rule in the form and the bulk edit: seller-product-flash-floor.test.ts.)
const MINE = 7;
let t: TestContext;
let token: string;
let refs: CsvRefs;
let sales: { running: { id: number; name: string }; upcoming: { id: number; name: string } };

beforeAll(async () => {
  ({ t, token } = await ownerApp(MINE));
  refs = await csvRefs(t);
  const { running, upcoming } = await seededSales(t);
  const nameOf = async (id: number) =>
    (await t.db.selectFrom('flash_sales').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
  sales = {
    running: { id: running, name: await nameOf(running) },
    upcoming: { id: upcoming, name: await nameOf(upcoming) },
  };
});
afterAll(() => t.close());

const imported = (file: string, options?: ImportOptions) => importReport(t, token, file, options);

/** A product of the shop at $30 with entries at the flash prices given, by sale. */
async function inSales(entries: { saleId: number; price: number }[]) {
  const product = await preparedProduct(t, { price: 3000, quantity: 20 }, MINE);
  for (const { saleId, price } of entries) {
    const joined = await joinSale(t, token, saleId, [{ product_id: product.id, price, quantity: 5 }]);
    expect(joined.statusCode, joined.body).toBe(200);
  }
  const { code } = await t.db
    .selectFrom('products')
    .select('code')
    .where('id', '=', product.id)
    .executeTakeFirstOrThrow();
  return { ...product, code };
}

/** The product's row of a file with its prices (the rest as a new product's row has them). */
const priced = (code: string, price: string, discount_price = '0'): Row =>
  productRow(refs, { code, price, discount_price, sizes: '', colours: '' });

const message = (which: 'price' | 'discount price', flash: string, sale: string) =>
  `The ${which} must be above ${flash}, the product's flash price in the flash sale "${sale}".`;

describe('an import row under a flash price', () => {
  it('is listed by its line on price in a dry run and in the import, and nothing of the file is written', async () => {
    const held = await inSales([{ saleId: sales.running.id, price: 20 }]);
    const above = await inSales([{ saleId: sales.running.id, price: 20 }]);
    const added = productRow(refs);
    const file = csvOf([priced(above.code, '20.01'), priced(held.code, '19'), added, priced(held.code, '20')]);
    // The same code twice is refused on its own; at the flash price exactly is refused too.
    const atPrice = csvOf([priced(held.code, '20')]);
    const before = await productsOf(t, MINE);
    const reports = [];
    for (const dryRun of [true, false]) {
      const report = await imported(file, { dryRun });
      expect(report).toMatchObject({ dry_run: dryRun, imported: false, rows: 4, created: 1, updated: 1, refused: 2 });
      expect(report.errors).toEqual([
        { line: 3, column: 'price', message: message('price', '20.00', sales.running.name) },
        { line: 5, column: 'code', message: 'The code is on line 3 too.' },
      ]);
      reports.push(report);
      expect((await imported(atPrice, { dryRun })).errors).toEqual([
        { line: 2, column: 'price', message: message('price', '20.00', sales.running.name) },
      ]);
    }
    expect(reports[1]).toEqual({ ...reports[0], dry_run: false });
    expect(await productsOf(t, MINE)).toEqual(before);
    expect(await productWithCode(t, added.code!)).toBeUndefined();
  });

  it('is refused by the discount price it would sell at, and passes above it', async () => {
    const held = await inSales([{ saleId: sales.upcoming.id, price: 20 }]);
    const report = await imported(csvOf([priced(held.code, '40', '18')]));
    expect(report).toMatchObject({ imported: false, refused: 1 });
    expect(report.errors).toEqual([
      { line: 2, column: 'price', message: message('discount price', '20.00', sales.upcoming.name) },
    ]);
    expect(await productWithCode(t, held.code)).toMatchObject({ price: 3000, discount_price: 0 });
    expect(await imported(csvOf([priced(held.code, '40', '20.01')]))).toMatchObject({ imported: true, updated: 1 });
    expect(await productWithCode(t, held.code)).toMatchObject({ price: 4000, discount_price: 2001 });
  });

  it('names the highest flash price of the product’s sales, and rows above every one are written', async () => {
    const held = await inSales([
      { saleId: sales.running.id, price: 20 },
      { saleId: sales.upcoming.id, price: 25 },
    ]);
    const report = await imported(csvOf([priced(held.code, '24')]), { dryRun: true });
    expect(report.errors).toEqual([
      { line: 2, column: 'price', message: message('price', '25.00', sales.upcoming.name) },
    ]);
    const written = await imported(csvOf([priced(held.code, '25.01')]));
    expect(written).toMatchObject({ imported: true, updated: 1, refused: 0, errors: [] });
    expect(await productWithCode(t, held.code)).toMatchObject({ price: 2501 });
  });

  it('is said in the owner’s language', async () => {
    const held = await inSales([{ saleId: sales.running.id, price: 20 }]);
    const report = await imported(csvOf([priced(held.code, '19')]), { dryRun: true, language: 'ar' });
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]).toMatchObject({ line: 2, column: 'price' });
    expect(report.errors[0].message).toMatch(/[\u0600-\u06ff]/);
    expect(report.errors[0].message).toContain('20.00');
    expect(report.errors[0].message).toContain(sales.running.name);
  });
});
