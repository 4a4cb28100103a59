import { productCsvColumns } from '@souk/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from './helpers/accounts.ts';
import { CATALOGUE_CACHES, ownersApp } from './helpers/seller.ts';
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
import type { TestContext } from './helpers/test-app.ts';

// The owner's products out as CSV and back in, with the catalogue's caches on
// (CATALOGUE_CACHES). Files and rows the import refuses are in seller-product-csv-refusals.test.ts.
let t: TestContext;
const MINE = 3;
const THEIRS = 4;
let token: string;
let theirToken: string;
let refs: CsvRefs;

beforeAll(async () => {
  ({ t, token, theirToken } = await ownersApp(MINE, THEIRS, { env: CATALOGUE_CACHES }));
  refs = await csvRefs(t);
});
afterAll(() => t.close());

const newRow = (overrides: Row = {}) => productRow(refs, overrides);
const imported = (file: string, options?: ImportOptions) => importReport(t, token, file, options);
const shopProducts = (shopId: number) => productsOf(t, shopId);
const withCode = (code: string) => productWithCode(t, code);

async function exported(as = token) {
  const res = await get(t, '/api/seller/products/export', as);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res;
}

/** The export's rows as objects by column. */
async function exportedRows(as = token): Promise<Row[]> {
  const [header, ...rows] = parse((await exported(as)).body, { bom: true }) as string[][];
  return rows.map((row) => Object.fromEntries(header!.map((column, i) => [column, row[i]!])));
}

describe('the export', () => {
  it('is a UTF-8 CSV download of the shop’s own products, with a header row', async () => {
    const res = await exported();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFFcode,name,category,')).toBe(true);
    const [header] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual([...productCsvColumns]);
    const rows = await exportedRows();
    const mine = await shopProducts(MINE);
    expect(mine.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.code).sort()).toEqual(mine.map((product) => product.code).sort());
  });

  it('writes prices as decimals, flags as 1 or 0, names of categories, and options as name:price lists', async () => {
    const row = newRow();
    await imported(csvOf([row]));
    const written = (await exportedRows()).find((r) => r.code === row.code);
    expect(written).toEqual({ ...row, discount_price: '39.5', sizes: 'S:0|M:0|L:2.5' });
  });

  it('writes a | or : inside an option’s name after a \\, and reads it back as it was', async () => {
    const row = newRow({ sizes: 'Size\\: XL:1|A\\|B:0', colours: 'Night\\: blue:#000033:0' });
    await imported(csvOf([row]));
    const { id } = (await withCode(row.code!))!;
    const form = (await get(t, `/api/seller/products/${id}`, token)).json().data.product;
    expect(form.sizes.map((size: { name: string }) => size.name)).toEqual(['Size: XL', 'A|B']);
    expect(form.colors.map((color: { name: string }) => color.name)).toEqual(['Night: blue']);
    expect((await exportedRows()).find((r) => r.code === row.code)).toMatchObject({
      sizes: 'Size\\: XL:1|A\\|B:0',
      colours: 'Night\\: blue:#000033:0',
    });
  });

  it('puts an apostrophe before a cell a spreadsheet would run as a formula, and the import takes it off', async () => {
    const formula = '=HYPERLINK("http://evil.example","click")';
    const row = newRow({
      name: formula,
      short_description: '+1 for the porch',
      seo_title: '@once',
      seo_description: '-5%',
    });
    await imported(csvOf([row]));
    const res = await exported();
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    const written = (await exportedRows()).find((r) => r.code === row.code)!;
    expect(written).toMatchObject({ name: `'${formula}`, short_description: "'+1 for the porch", seo_title: "'@once" });
    expect(written.seo_description).toBe("'-5%");
    expect(await withCode(row.code!)).toMatchObject({ name: formula, meta_title: '@once', meta_description: '-5%' });
    const again = await imported(res.body, { dryRun: true });
    expect(again).toMatchObject({ created: 0, updated: 0, errors: [] });
  });

  it('keeps Arabic text as it was written', async () => {
    const row = newRow({
      name: 'فانوس نحاسي',
      short_description: 'فانوس للشرفة، يضيء بدفء.',
      sizes: 'صغير:0|كبير:2.50',
    });
    await imported(csvOf([row]));
    expect(await withCode(row.code!)).toMatchObject({
      name: 'فانوس نحاسي',
      short_description: 'فانوس للشرفة، يضيء بدفء.',
    });
    const written = (await exportedRows()).find((r) => r.code === row.code)!;
    expect(written).toMatchObject({ name: 'فانوس نحاسي', sizes: 'صغير:0|كبير:2.5' });
  });

  it('pages through a shop larger than a page, products added at the same moment once each', async () => {
    // 600 new products share their created_at: a page may end among them.
    const rows = Array.from({ length: 600 }, () => newRow({ sizes: '', colours: '' }));
    expect(await imported(csvOf(rows))).toMatchObject({ created: 600, errors: [] });
    const codes = (await exportedRows()).map((row) => row.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBe((await shopProducts(MINE)).length);
    expect(codes.slice(-600).sort()).toEqual(rows.map((row) => row.code).sort());
  });

  it('is the owner’s shop only, and refuses a caller without a seller token', async () => {
    const theirs = await exportedRows(theirToken);
    const mine = new Set((await shopProducts(MINE)).map((product) => product.code));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((row) => mine.has(row.code!))).toEqual([]);
    expect((await get(t, '/api/seller/products/export')).statusCode).toBe(401);
  });
});

describe('an import', () => {
  it('of the export as it is changes nothing (and writes nothing)', async () => {
    const before = await shopProducts(MINE);
    const file = (await exported()).body;
    const dry = await imported(file, { dryRun: true });
    expect(dry).toEqual({
      dry_run: true,
      imported: false,
      rows: before.length,
      created: 0,
      updated: 0,
      unchanged: before.length,
      refused: 0,
      errors: [],
      error_count: 0,
    });
    const real = await imported(file);
    expect(real).toMatchObject({ imported: true, created: 0, updated: 0, unchanged: before.length });
    expect(await shopProducts(MINE)).toEqual(before);
  });

  it('adds new codes and changes the shop’s own, with sizes and colours; the storefront shows it at once', async () => {
    const row = newRow({ name: `Quokka Zephyr Lantern ${process.pid}` });
    const search = async () => {
      const res = await get(t, `/api/products?search=${encodeURIComponent(row.name!)}`);
      return (res.json().data.products as { id: number }[]).length;
    };
    expect(await search()).toBe(0);
    const report = await imported(csvOf([row]));
    expect(report).toMatchObject({ imported: true, rows: 1, created: 1, updated: 0, errors: [] });
    const product = (await withCode(row.code!))!;
    expect(product).toMatchObject({ shop_id: MINE, price: 4999, discount_price: 3950, quantity: 12, is_active: 1 });
    expect(product.slug).toMatch(new RegExp(`-${product.id}$`));
    const form = (await get(t, `/api/seller/products/${product.id}`, token)).json().data.product;
    expect(form.sizes.map(({ name, price }: { name: string; price: number }) => [name, price])).toEqual([
      ['S', 0],
      ['M', 0],
      ['L', 2.5],
    ]);
    expect(form.colors.map(({ id: _, ...color }: { id: number }) => color)).toEqual([
      { name: 'Red', color_code: '#aa0000', price: 0 },
      { name: 'Blue', color_code: '#0000aa', price: 1.25 },
    ]);
    expect(await search()).toBe(1);

    const changed = await imported(csvOf([{ ...row, price: '55', discount_price: '0', sizes: 'M:1' }]));
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect(await withCode(row.code!)).toMatchObject({ id: product.id, price: 5500, discount_price: 0 });
    const details = await get(t, `/api/product-details?product_id=${product.id}`);
    expect(details.json().data.product).toMatchObject({ price: 55 });
  });

  it('keeps what a column the file leaves out holds, and what the CSV has no column for', async () => {
    const row = newRow();
    await imported(csvOf([row]));
    const { id } = (await withCode(row.code!))!;
    await t.db
      .insertInto('translations')
      .values({ entity: 'product', entity_id: id, locale: 'ar', field: 'name', value: 'فانوس', search_text: 'فانوس' })
      .execute();
    const report = await imported(csvOf([{ code: row.code, quantity: '3' }]));
    expect(report).toMatchObject({ updated: 1, errors: [] });
    const form = (await get(t, `/api/seller/products/${id}`, token)).json().data.product;
    expect(form).toMatchObject({ name: row.name, price: 49.99, quantity: 3, description: row.description });
    expect(form.sizes).toHaveLength(3);
    expect(form.translations.ar.name).toBe('فانوس');
  });

  it('reads names or ids, a semicolon-separated file, a byte order mark and a row shorter than the header', async () => {
    const category = await t.db
      .selectFrom('categories')
      .select('id')
      .where('name', '=', refs.category)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const row = newRow({ category: String(category.id), sub_category: refs.sub.toUpperCase(), brand: '' });
    const columns = Object.keys(row);
    const text = `\uFEFF${stringify([columns, columns.map((c) => row[c as keyof Row]!)], { delimiter: ';' })}`;
    expect(await imported(text)).toMatchObject({ created: 1, errors: [] });
    expect(await withCode(row.code!)).toMatchObject({ category_id: category.id, brand_id: null });
    const short = newRow();
    const file = `code,name,category,price,quantity,is_active\n${short.code},${short.name},${refs.category},9`;
    expect(await imported(file, { dryRun: true })).toMatchObject({ created: 0, refused: 1 });
  });
});
