import { PRODUCT_CSV_MAX_BYTES, PRODUCT_CSV_MAX_ROWS, productCsvColumns } from '@souk/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// The owner's products out as CSV and back in. The response cache is on, as in production: an
// import that forgot to say the catalogue changed would leave the storefront answering from it.
let t: TestContext;
const MINE = 3;
const THEIRS = 4;
let token: string;
let theirToken: string;
let refs: { category: string; categoryId: number; sub: string; brand: string; unit: string };

beforeAll(async () => {
  t = await createTestApp({ env: { RESPONSE_CACHE_SECONDS: '600', CATALOG_SUMMARY_SECONDS: '600' } });
  [token, theirToken] = await Promise.all([sellerToken(t, MINE), sellerToken(t, THEIRS)]);
  const sub = await t.db
    .selectFrom('categories as s')
    .innerJoin('categories as c', 'c.id', 's.parent_id')
    .select(['c.id as categoryId', 'c.name as category', 's.name as sub'])
    .where('s.is_active', '=', 1)
    .where('c.is_active', '=', 1)
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  const brand = await t.db.selectFrom('brands').select('name').where('is_active', '=', 1).executeTakeFirstOrThrow();
  const unit = await t.db.selectFrom('units').select('name').executeTakeFirstOrThrow();
  refs = { ...sub, brand: brand.name, unit: unit.name };
});
afterAll(() => t.close());

type Row = Partial<Record<(typeof productCsvColumns)[number], string>>;

let serial = 0;
/** A new product's row: every column filled, a code no product has. */
function newRow(overrides: Row = {}): Row {
  serial += 1;
  return {
    code: `CSV-${process.pid}-${serial}`,
    name: `Brass Lantern ${serial}`,
    category: refs.category,
    sub_category: refs.sub,
    brand: refs.brand,
    unit: refs.unit,
    price: '49.99',
    discount_price: '39.5',
    quantity: '12',
    is_active: '1',
    sizes: 'S:0|M:0|L:2.50',
    colours: 'Red:#aa0000:0|Blue:#0000aa:1.25',
    short_description: 'A lantern for the porch.',
    description: '<p><strong>Bright</strong> and warm.</p>',
    seo_title: 'Brass Lantern',
    seo_description: 'A lantern.',
    ...overrides,
  };
}

/** A CSV file of `rows`, with the columns the first row has. */
function csvOf(rows: Row[], columns = Object.keys(rows[0] ?? {})): string {
  return stringify([columns, ...rows.map((row) => columns.map((column) => row[column as keyof Row] ?? ''))]);
}

function importFile(
  file: string | Buffer,
  { dryRun = false, as = token, language }: { dryRun?: boolean; as?: string; language?: string } = {},
) {
  const payload = new FormData();
  payload.append('file', new Blob([file]), 'products.csv');
  return t.app.inject({
    method: 'POST',
    url: `/api/seller/products/import${dryRun ? '?dry_run=1' : ''}`,
    headers: { ...bearer(as), ...(language ? { 'accept-language': language } : {}) },
    payload,
  });
}

async function imported(file: string | Buffer, options: Parameters<typeof importFile>[1] = {}) {
  const res = await importFile(file, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

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

const shopProducts = (shopId: number) =>
  t.db
    .selectFrom('products')
    .select(['id', 'code', 'name', 'price', 'quantity', 'updated_at'])
    .where('shop_id', '=', shopId)
    .orderBy('id')
    .execute();

const withCode = (code: string) => t.db.selectFrom('products').selectAll().where('code', '=', code).executeTakeFirst();

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

describe('a file with refused rows', () => {
  it('writes nothing, and says each refused cell by its line and column', async () => {
    const before = await shopProducts(MINE);
    const [theirs] = await shopProducts(THEIRS);
    const good = newRow();
    const rows = [
      good,
      newRow({ price: 'twelve', colours: 'Red:red' }),
      newRow({ category: 'No Such Category' }),
      newRow({ code: good.code, name: 'Again' }),
      newRow({ code: theirs!.code }),
      newRow({ sizes: 'S:0:1' }),
    ];
    for (const dryRun of [true, false]) {
      const report = await imported(csvOf(rows), { dryRun });
      expect(report).toMatchObject({ dry_run: dryRun, imported: false, rows: 6, created: 1, refused: 5 });
      expect(report.errors).toEqual([
        { line: 3, column: 'price', message: 'The price must be a number.' },
        { line: 3, column: 'colours', message: 'The colour code must be a colour like #1a2b3c.' },
        { line: 4, column: 'category', message: 'No category is named "No Such Category".' },
        { line: 5, column: 'code', message: 'The code is on line 2 too.' },
        { line: 6, column: 'code', message: 'The code has already been taken.' },
        {
          line: 7,
          column: 'sizes',
          message: 'Write each size as name:extra price, as in S:0|M:0|L:2.50.',
        },
      ]);
      expect(report.error_count).toBe(6);
    }
    expect(await shopProducts(MINE)).toEqual(before);
    expect(await withCode(good.code!)).toBeUndefined();
    expect((await shopProducts(THEIRS))[0]).toEqual(theirs);
  });

  it('answers the refusals in the owner’s language', async () => {
    const report = await imported(csvOf([newRow({ price: 'twelve' })]), { dryRun: true, language: 'ar' });
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0].message).not.toBe('The price must be a number.');
    expect(report.errors[0].message).toMatch(/[\u0600-\u06ff]/);
  });

  it('applies the form’s reference rules: an inactive brand is refused where the product changes', async () => {
    const brand = await t.db
      .selectFrom('brands')
      .select(['id', 'name'])
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const row = newRow({ brand: String(brand.id) });
    await imported(csvOf([row]));
    await t.db.updateTable('brands').set({ is_active: 0 }).where('id', '=', brand.id).execute();
    try {
      // Unchanged, the product keeps its brand; changed, it must pick one the form offers.
      expect(await imported(csvOf([row]), { dryRun: true })).toMatchObject({ unchanged: 1, errors: [] });
      const report = await imported(csvOf([{ ...row, quantity: '1' }]), { dryRun: true });
      expect(report.errors).toEqual([{ line: 2, column: 'brand', message: 'The selected brand is invalid.' }]);
    } finally {
      await t.db.updateTable('brands').set({ is_active: 1 }).where('id', '=', brand.id).execute();
    }
  });
});

describe('a file the import cannot read', () => {
  const refused = async (file: string | Buffer, message: string | RegExp) => {
    const res = await importFile(file, { dryRun: true });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['file']);
    expect(res.json().errors.file[0]).toMatch(message);
  };

  it('is refused whole, naming the file', async () => {
    await refused('', 'The file field is required.');
    await refused(Buffer.from([0xff, 0xfe, 0x41, 0x00]), /UTF-8/);
    await refused('code,prix\nA1,3\n', 'The column "prix" is not one the import knows.');
    await refused('name,price\nLamp,3\n', 'The header must have a code column.');
    await refused('code,name,"unclosed\nA1,Lamp\n', /could not be read as CSV near line/);
    const tooMany = `code\n${Array.from({ length: PRODUCT_CSV_MAX_ROWS + 1 }, (_, i) => `ROW-${i}`).join('\n')}\n`;
    await refused(tooMany, 'The file may not have more than 5,000 product rows.');
    await refused(Buffer.alloc(PRODUCT_CSV_MAX_BYTES + 1, 'a'), 'The file may not be greater than 5 MB.');
  });

  it('is refused when sent as a text field, or without a form', async () => {
    const payload = new FormData();
    payload.append('file', 'code\nA1\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/products/import',
      headers: bearer(token),
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['The file must be one CSV file.'] });
    const json = await post(t, '/api/seller/products/import', {}, { token });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ file: ['The file field is required.'] });
  });
});
