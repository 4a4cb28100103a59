import { describe, expect, it } from 'vitest';
import { registerCustomer } from './helpers/accounts.ts';
import { preparedProduct, sellerToken } from './helpers/commerce.ts';
import { seededSales } from './helpers/seller-flash-sales.ts';
import { daysFromNow, promotionsSuite } from './helpers/staff-promotions.ts';

// Flash sales scheduled, renamed, moved and switched off by platform staff, with the
// storefront's caches on: shoppers see each change at their next page load.
const { suite, send, form, shopperReads, auditOf, addSale } = promotionsSuite();

const saleBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring Flash',
  start_date: daysFromNow(-1 / 24),
  end_date: daysFromNow(30),
  is_active: true,
  approval_required: true,
  ...overrides,
});
const salePage = (id: number, language = 'en') => shopperReads(`/api/flash-sale/${id}/details`, language);
const read = async (id: number) => (await send('GET', `/flash-sales/${id}`)).json().data.flash_sale;

/** A product put in sale `id` at `price` (minor units) as the seed would, straight in the table. */
async function entryIn(id: number, price: number, sold = 0) {
  const product = await preparedProduct(suite.t, { price: 5000, quantity: 20 });
  await suite.t.db
    .insertInto('flash_sale_products')
    .values({ flash_sale_id: id, product_id: product.id, price, quantity: 10, sold })
    .execute();
  return product;
}

describe('who may keep the flash sales', () => {
  it('admits staff only: an owner is refused 403, a shopper and a guest 401', async () => {
    const owner = await sellerToken(suite.t, 2);
    const shopper = await registerCustomer(suite.t);
    for (const url of ['/flash-sales', '/flash-sales/1', '/flash-sales/1/entries', '/flash-sale-requests']) {
      expect((await send('GET', url)).statusCode, url).not.toBe(401);
      expect((await send('GET', url, undefined, owner)).statusCode, url).toBe(403);
      expect((await send('GET', url, undefined, shopper.token)).statusCode, url).toBe(401);
    }
    expect((await send('PUT', '/flash-sales/1', saleBody(), owner)).statusCode).toBe(403);
    expect((await form('/flash-sales', { name: 'Mine' }, null, owner)).statusCode).toBe(403);
  });

  it('lists the sales by status, with what the shops sell in each', async () => {
    const seeded = await seededSales(suite.t);
    const running = (await send('GET', '/flash-sales')).json().data;
    expect(running.counts).toMatchObject({ running: expect.any(Number), upcoming: expect.any(Number) });
    const mega = running.flash_sales.find((sale: { id: number }) => sale.id === seeded.running);
    expect(mega).toMatchObject({ status: 'running', is_active: true, approval_required: false, pending: 0 });
    const entries = await suite.t.db
      .selectFrom('flash_sale_products')
      .select(['sold'])
      .where('flash_sale_id', '=', seeded.running)
      .execute();
    expect(mega.entries).toBe(entries.length);
    expect(mega.sold).toBe(entries.reduce((sum, row) => sum + row.sold, 0));
    const upcoming = (await send('GET', '/flash-sales?status=upcoming')).json().data;
    expect(upcoming.flash_sales.map((sale: { id: number }) => sale.id)).toContain(seeded.upcoming);
    expect(upcoming.flash_sales.every((sale: { status: string }) => sale.status === 'upcoming')).toBe(true);

    const page = (await send('GET', `/flash-sales/${seeded.running}/entries?per_page=100`)).json().data;
    expect(page.total).toBe(entries.length);
    expect(page.entries[0]).toMatchObject({ shop: { id: expect.any(Number), name: expect.any(String) } });
    expect(page.entries[0].price).toBeLessThan(page.entries[0].product.price);
  });
});

describe('a flash sale from its scheduling to its switching off', () => {
  it('schedules one with its Arabic name; the storefront shows it, renamed and moved, at its next load', async () => {
    const created = await form('/flash-sales', {
      name: 'Spring Flash',
      start_date: daysFromNow(2),
      end_date: daysFromNow(4),
      is_active: 'true',
      'translations.ar': 'تخفيضات الربيع',
    });
    expect(created.statusCode, created.body).toBe(200);
    const sale = created.json().data.flash_sale;
    expect(sale).toMatchObject({ status: 'upcoming', approval_required: true, translations: { ar: 'تخفيضات الربيع' } });
    expect(sale.thumbnail).toMatch(/^\/uploads\/flash-sales\/[0-9a-f]{32}\.png$/);
    const shown = (await salePage(sale.id, 'ar')).json().data.flash_sale;
    expect(shown).toMatchObject({ name: 'تخفيضات الربيع', status: 'upcoming' });

    // A product in it, then the sale moved to run now: its flash price shows at once.
    const product = await entryIn(sale.id, 3000);
    const values = saleBody({ name: 'Spring Flash Sale', translations: { ar: null } });
    const moved = await send('PUT', `/flash-sales/${sale.id}`, values);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.flash_sale).toMatchObject({ status: 'running', translations: { ar: null } });
    expect((await salePage(sale.id, 'ar')).json().data.flash_sale.name).toBe('Spring Flash Sale');
    const details = async () =>
      (await shopperReads(`/api/product-details?product_id=${product.id}`)).json().data.product;
    expect(await details()).toMatchObject({ discount_price: 30, flash_sale: { id: sale.id } });

    // Switched off: the sale's page is gone and the product sells at its own price again.
    const off = await send('PUT', `/flash-sales/${sale.id}`, { ...values, is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await salePage(sale.id)).statusCode).toBe(404);
    expect(await details()).toMatchObject({ flash_sale: null });

    const entries = await auditOf('flash_sale', sale.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'flash_sale.create',
      'flash_sale.update',
      'flash_sale.update',
    ]);
    expect(JSON.parse(entries[1]!.before!)).toMatchObject({
      name: 'Spring Flash',
      translations: { ar: 'تخفيضات الربيع' },
    });
    expect(JSON.parse(entries[2]!.after!)).toEqual({ is_active: false });
  });

  it('replaces its picture', async () => {
    const id = await addSale();
    const before = (await read(id)).thumbnail;
    const res = await form(`/flash-sales/${id}/thumbnail`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.flash_sale.thumbnail).not.toBe(before);
    expect((await salePage(id)).json().data.flash_sale.thumbnail).toBe(res.json().data.flash_sale.thumbnail);
    expect((await auditOf('flash_sale', id)).at(-1)?.action).toBe('flash_sale.image');
  });
});

describe('the rules of a sale’s dates', () => {
  it('refuses bad sales with 422 naming the field', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ end_date: daysFromNow(-1 / 24 - 1) }, 'end_date', 'The end date must be after the start date.'],
      [{ start_date: daysFromNow(-3), end_date: daysFromNow(-1) }, 'end_date', 'The end date must be in the future.'],
      [{ start_date: 'tomorrow' }, 'start_date', 'The start date must be a date and time.'],
      [{ name: '' }, 'name', 'The name field is required.'],
      [{ 'translations.xx': 'Nope' }, 'translations.xx', 'The language is not one the shop offers.'],
      [{ approval_required: 'perhaps' }, 'approval_required', 'The approval field must be true or false.'],
    ];
    const count = async () => (await suite.t.db.selectFrom('flash_sales').select('id').execute()).length;
    const before = await count();
    for (const [fields, field, message] of cases) {
      const res = await form('/flash-sales', {
        name: 'Bad',
        start_date: daysFromNow(-1 / 24),
        end_date: daysFromNow(3),
        ...fields,
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(fields)).toEqual([message]);
    }
    expect(await count()).toBe(before);
  });

  it('keeps an ended sale’s dates, and a running sale’s start once it has sold', async () => {
    const running = await addSale();
    const product = await entryIn(running, 3000, 2);
    expect(product).toBeDefined();
    const later = await send('PUT', `/flash-sales/${running}`, saleBody({ start_date: daysFromNow(1) }));
    expect(later.statusCode).toBe(422);
    expect(later.json().errors).toEqual({
      start_date: ['Units of this running sale have sold; its start cannot move into the future.'],
    });
    const stored = await read(running);
    const longer = await send('PUT', `/flash-sales/${running}`, {
      ...saleBody({ start_date: stored.start_date }),
      end_date: daysFromNow(40),
    });
    expect(longer.statusCode, longer.body).toBe(200);

    const ended = await addSale();
    await suite.t.db
      .updateTable('flash_sales')
      .set({ start_date: daysFromNow(-5), end_date: daysFromNow(-1) })
      .where('id', '=', ended)
      .execute();
    const old = await read(ended);
    const reopened = await send('PUT', `/flash-sales/${ended}`, saleBody({ start_date: old.start_date }));
    expect(reopened.json().errors).toEqual({
      end_date: ['This flash sale has ended; its dates can no longer change.'],
    });
    const renamed = await send('PUT', `/flash-sales/${ended}`, {
      ...saleBody({ name: 'Old sale' }),
      start_date: old.start_date,
      end_date: old.end_date,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.flash_sale).toMatchObject({ name: 'Old sale', status: 'ended' });
  });

  it('answers 404 for a sale that is not there', async () => {
    expect((await send('GET', '/flash-sales/999999')).statusCode).toBe(404);
    expect((await send('GET', '/flash-sales/999999/entries')).statusCode).toBe(404);
    expect((await send('PUT', '/flash-sales/999999', saleBody())).statusCode).toBe(404);
    expect((await form('/flash-sales/999999/thumbnail', {})).statusCode).toBe(404);
  });
});
