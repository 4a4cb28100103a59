import { describe, expect, it } from 'vitest';
import { bearer, get, registerCustomer } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { CATALOGUE, catalogueSuite } from './helpers/staff-catalogue.ts';

// Brands, units of sale and the colour palette: who may keep them, what they may be, what
// products hold on to, and what the storefront shows at its next page load.
const { suite, send, changed, auditOf } = catalogueSuite();

/** The first listed product of a brand, as a shopper's list shows it (its card names the brand and unit). */
async function cardOfBrand(brandId: number, language = 'en') {
  const res = await suite.t.app.inject({
    url: `/api/products?brand_id=${brandId}&per_page=1`,
    headers: { 'accept-language': language },
  });
  return res.json().data.products[0];
}

/** The brand and unit of the first listed product that has both. */
async function usedBrand() {
  const row = await suite.t.db
    .selectFrom('products')
    .select(['brand_id', 'unit_id'])
    .where('brand_id', 'is not', null)
    .where('unit_id', 'is not', null)
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { brand_id: Number(row.brand_id), unit_id: Number(row.unit_id) };
}

describe('platform staff keep the brands, the units and the colour palette', () => {
  it('admits staff only: an owner is refused 403, a shopper and a guest 401', async () => {
    const owner = await sellerToken(suite.t, 1);
    const shopper = await registerCustomer(suite.t);
    for (const list of ['brands', 'units', 'colours']) {
      const url = `${CATALOGUE}/${list}`;
      expect((await get(suite.t, url, suite.staff.token)).statusCode, list).toBe(200);
      expect((await get(suite.t, url, owner)).statusCode, list).toBe(403);
      expect((await get(suite.t, url, shopper.token)).statusCode, list).toBe(401);
      expect((await get(suite.t, url)).statusCode, list).toBe(401);
      expect((await send('POST', `/${list}`, { name: 'X' }, owner)).statusCode, list).toBe(403);
    }
  });

  it('refuses bad entries with 422 naming the field, and answers 404 for one that is not there', async () => {
    const [brand] = (await send('GET', '/brands')).json().data.brands;
    const [unit] = (await send('GET', '/units')).json().data.units;
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['/brands', { name: '', is_active: true }, 'name', 'The name field is required.'],
      ['/brands', { name: 'Acme', slug: brand.slug, is_active: true }, 'slug', 'The slug has already been taken.'],
      ['/brands', { name: brand.name, is_active: true }, 'slug', 'The slug has already been taken.'],
      ['/brands', { name: 'Acme', is_active: 'no' }, 'is_active', 'The active field must be true or false.'],
      ['/units', { name: unit.name }, 'name', 'The name has already been taken.'],
      ['/units', { name: 'x'.repeat(51) }, 'name', 'The name may not be greater than 50 characters.'],
      [
        '/units',
        { name: 'Crate', translations: { zz: 'x' } },
        'translations.zz',
        'The language is not one the shop offers.',
      ],
      [
        '/colours',
        { name: 'Teal', color_code: 'teal' },
        'color_code',
        'The colour code must be a colour like #1a2b3c.',
      ],
      ['/colours', { name: '', color_code: '#008080' }, 'name', 'The name field is required.'],
    ];
    for (const [url, body, field, message] of cases) {
      const res = await send('POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    for (const [label, list, body] of [
      ['Brand', 'brands', { name: 'Acme', is_active: true }],
      ['Unit', 'units', { name: 'Crate' }],
      ['Colour', 'colours', { name: 'Teal', color_code: '#008080' }],
    ] as const) {
      expect((await send('PUT', `/${list}/999999`, body)).json()).toEqual({ message: `${label} not found.` });
      expect((await send('DELETE', `/${list}/999999`)).statusCode).toBe(404);
    }
  });

  it('renames a brand: product cards and the filter panel show the new name at the next load', async () => {
    const { brand_id: brandId } = await usedBrand();
    const brand = (await send('GET', '/brands')).json().data.brands.find((b: { id: number }) => b.id === brandId);
    expect(brand.product_count).toBeGreaterThan(0);
    await cardOfBrand(brandId);
    const filters = () =>
      suite.t.app.inject(`/api/products?brand_id=${brandId}`).then((res) => res.json().data.filters);
    await filters();
    await changed('PUT', `/brands/${brandId}`, { name: 'Northwind Works', slug: brand.slug, is_active: true });
    expect((await cardOfBrand(brandId)).brand).toBe('Northwind Works');
    expect((await filters()).brands).toContainEqual({ id: brandId, name: 'Northwind Works' });
    const [entry] = await auditOf('brand', brandId);
    expect(entry).toMatchObject({ action: 'brand.update', before: JSON.stringify({ name: brand.name }) });

    const refused = await send('DELETE', `/brands/${brandId}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^\d+ products? (is|are) of this brand: deactivate it instead/);
    // Deactivated, shops can no longer pick it; the products keep it.
    await changed('PUT', `/brands/${brandId}`, { name: 'Northwind Works', slug: brand.slug, is_active: false });
    const options = await suite.t.app.inject({
      url: '/api/seller/product-options',
      headers: bearer(await sellerToken(suite.t, 1)),
    });
    expect(options.json().data.brands.map((b: { id: number }) => b.id)).not.toContain(brandId);
    expect((await cardOfBrand(brandId)).brand).toBe('Northwind Works');
  });

  it('adds, renames and removes an unused brand, slug made from the name', async () => {
    const added = await changed('POST', '/brands', { name: 'Élan Outfitters', is_active: true });
    const brand = added.brands.find((b: { name: string }) => b.name === 'Élan Outfitters');
    expect(brand).toMatchObject({ slug: 'elan-outfitters', is_active: true, product_count: 0 });
    await changed('PUT', `/brands/${brand.id}`, { name: 'Elan', slug: null, is_active: true });
    expect((await send('GET', '/brands')).json().data.brands).toContainEqual({ ...brand, name: 'Elan', slug: 'elan' });
    const removed = await changed('DELETE', `/brands/${brand.id}`);
    expect(removed.brands.map((b: { id: number }) => b.id)).not.toContain(brand.id);
    expect((await auditOf('brand', brand.id)).map((entry) => entry.action)).toEqual([
      'brand.create',
      'brand.update',
      'brand.delete',
    ]);
  });

  it('names a unit in each language: product cards follow; a unit in use is not removed', async () => {
    const { brand_id: brandId, unit_id: unitId } = await usedBrand();
    const unit = (await send('GET', '/units')).json().data.units.find((u: { id: number }) => u.id === unitId);
    expect(unit.product_count).toBeGreaterThan(0);
    await cardOfBrand(brandId, 'ar');
    await changed('PUT', `/units/${unitId}`, { name: unit.name, translations: { ar: 'صندوق كبير' } });
    expect((await cardOfBrand(brandId, 'ar')).unit).toEqual({ id: unitId, name: 'صندوق كبير' });
    const refused = await send('DELETE', `/units/${unitId}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/sold by this unit: their shops must choose another one first\.$/);

    const added = await changed('POST', '/units', { name: 'Crate', translations: { ar: 'قفص' } });
    const crate = added.units.find((u: { name: string }) => u.name === 'Crate');
    expect(crate).toMatchObject({ translations: { ar: 'قفص' }, product_count: 0 });
    await changed('DELETE', `/units/${crate.id}`);
    const texts = await suite.t.db
      .selectFrom('translations')
      .select('id')
      .where('entity', '=', 'unit')
      .where('entity_id', '=', crate.id)
      .execute();
    expect(texts).toEqual([]);
    expect((await auditOf('unit', crate.id)).map((entry) => entry.action)).toEqual(['unit.create', 'unit.delete']);
  });

  it('keeps the colour palette, which the shops’ product form offers', async () => {
    const added = await changed('POST', '/colours', { name: 'Teal', color_code: '#008080' });
    expect(added.colours).toContainEqual({ id: expect.any(Number), name: 'Teal', color_code: '#008080' });
    const teal = added.colours.find((c: { name: string }) => c.name === 'Teal');
    await changed('PUT', `/colours/${teal.id}`, { name: 'Deep Teal', color_code: '#00A0A0' });
    const palette = await suite.t.app.inject({
      url: '/api/seller/colour-palette',
      headers: bearer(await sellerToken(suite.t, 1)),
    });
    expect(palette.statusCode).toBe(200);
    expect(palette.json().data.colours).toContainEqual({ id: teal.id, name: 'Deep Teal', color_code: '#00a0a0' });
    const taken = await send('POST', '/colours', { name: 'Deep Teal', color_code: '#000000' });
    expect(taken.json().errors.name).toEqual(['The name has already been taken.']);
    expect((await suite.t.app.inject('/api/seller/colour-palette')).statusCode).toBe(401);
    await changed('DELETE', `/colours/${teal.id}`);
    expect((await auditOf('colour', teal.id)).map((entry) => entry.action)).toEqual([
      'colour.create',
      'colour.update',
      'colour.delete',
    ]);
  });
});
