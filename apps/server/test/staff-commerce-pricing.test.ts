import { describe, expect, it } from 'vitest';
import { commerceSuite } from './helpers/staff-commerce.ts';

// The pricing tables of checkout that staff keep: VAT rates and delivery charge bands.
const { suite, send, commerce, audits, parsed, expect422, basket } = commerceSuite();

describe('VAT rates', () => {
  it('adds, changes, pauses and removes a rate, each priced in at the next checkout and logged', async () => {
    const { price } = await basket(2);
    // 2 x 10.00 = 20.00, band 1-3 = 2.00, VAT 5% = 1.00.
    expect(await price()).toMatchObject({ order_tax_amount: 1, payable_amount: 23 });

    const added = await send('POST', '/vat-rates', { name: 'Eco levy', percentage: '2.5', is_active: true });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('VAT rate added.');
    const rate = added.json().data.vat_rates.find((row: { name: string }) => row.name === 'Eco levy');
    expect(rate).toEqual({ id: expect.any(Number), name: 'Eco levy', percentage: 2.5, is_active: true });
    let checkout = await price();
    expect(checkout.all_vat_taxes).toEqual([
      { id: expect.any(Number), name: 'VAT', percentage: 5, amount: 1 },
      { id: rate.id, name: 'Eco levy', percentage: 2.5, amount: 0.5 },
    ]);
    expect(checkout.payable_amount).toBe(23.5);

    expect(
      (await send('PUT', `/vat-rates/${rate.id}`, { name: 'Eco levy', percentage: 10, is_active: true })).statusCode,
    ).toBe(200);
    expect((await price()).payable_amount).toBe(25);
    expect(
      (await send('PUT', `/vat-rates/${rate.id}`, { name: 'Eco levy', percentage: 10, is_active: false })).statusCode,
    ).toBe(200);
    checkout = await price();
    expect(checkout.all_vat_taxes.map((tax: { name: string }) => tax.name)).toEqual(['VAT']);
    const same = await send('PUT', `/vat-rates/${rate.id}`, { name: 'Eco levy', percentage: 10, is_active: false });
    expect(same.json().message).toBe('Nothing changed.');

    const removed = await send('DELETE', `/vat-rates/${rate.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.vat_rates.map((row: { name: string }) => row.name)).toEqual(['VAT', 'Luxury tax']);
    expect((await send('DELETE', `/vat-rates/${rate.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `/vat-rates/${rate.id}`, { name: 'Eco levy', percentage: 1 })).statusCode).toBe(404);
    expect((await price()).payable_amount).toBe(23);

    const entries = async (action: string) => (await audits(action)).filter((e) => e.subject_id === String(rate.id));
    expect((await entries('vat_rate.create')).map(parsed)).toEqual([
      { before: null, after: { name: 'Eco levy', percentage: 2.5, is_active: true } },
    ]);
    expect((await entries('vat_rate.update')).map(parsed)).toEqual([
      {
        before: { name: 'Eco levy', percentage: 2.5, is_active: true },
        after: { name: 'Eco levy', percentage: 10, is_active: true },
      },
      {
        before: { name: 'Eco levy', percentage: 10, is_active: true },
        after: { name: 'Eco levy', percentage: 10, is_active: false },
      },
    ]);
    expect((await entries('vat_rate.delete')).map(parsed)).toEqual([
      { before: { name: 'Eco levy', percentage: 10, is_active: false }, after: null },
    ]);
    expect((await entries('vat_rate.create'))[0]?.actor_id).toBe(suite.staff.id);
  });

  it('refuses a rate without a name, of a name taken, or out of 0 to 100 with 422 naming the field', async () => {
    const before = (await commerce()).vat_rates;
    expect422(await send('POST', '/vat-rates', { name: ' ', percentage: 101, is_active: 'yes' }), {
      name: ['The name field is required.'],
      percentage: ['The percentage may not be greater than 100.'],
      is_active: ['The active field must be true or false.'],
    });
    expect422(await send('POST', '/vat-rates', { name: 'Levy', percentage: '1.255' }), {
      percentage: ['The percentage may have at most 2 decimals.'],
    });
    expect422(await send('POST', '/vat-rates', { name: 'vat', percentage: 3 }), {
      name: ['Another VAT rate has this name.'],
    });
    const luxury = before.find((rate: { name: string }) => rate.name === 'Luxury tax');
    expect422(await send('PUT', `/vat-rates/${luxury.id}`, { name: 'VAT', percentage: 3 }), {
      name: ['Another VAT rate has this name.'],
    });
    expect((await commerce()).vat_rates).toEqual(before);
  });
});

describe('delivery charge bands', () => {
  const bands = (payload: object) => send('PUT', '/delivery-bands', payload);
  const DEMO = [
    { min_quantity: 1, max_quantity: 3, charge: 2 },
    { min_quantity: 4, max_quantity: 10, charge: 4 },
    { min_quantity: 11, max_quantity: null, charge: 6 },
  ];

  it('refuses overlapping, backward, open-ended-in-the-middle and negative bands, naming the row and field', async () => {
    const logged = (await audits('commerce.delivery_bands')).length;
    expect422(
      await bands({
        bands: [
          { min_quantity: 0, max_quantity: 3, charge: 2 },
          { min_quantity: 4, max_quantity: 10, charge: -1 },
        ],
      }),
      {
        'bands.0.min_quantity': ['The from quantity must be at least 1.'],
        'bands.1.charge': ['The charge must be at least 0.'],
      },
    );
    expect422(
      await bands({
        bands: [
          { min_quantity: 1, max_quantity: 5, charge: 2 },
          { min_quantity: 5, max_quantity: 4, charge: 3 },
          { min_quantity: 6, max_quantity: '', charge: 4 },
          { min_quantity: 20, max_quantity: 30, charge: 5 },
        ],
      }),
      {
        'bands.1.min_quantity': ['The from quantity must be above 5, where the band before ends.'],
        'bands.1.max_quantity': ['The to quantity must be at least 5.'],
        'bands.2.max_quantity': ['Only the last band may be open-ended.'],
      },
    );
    expect(await audits('commerce.delivery_bands')).toHaveLength(logged);
    expect((await commerce()).delivery_bands).toEqual(DEMO);
  });

  it('replaces the bands at once; the next checkout charges by the new ones, and a gap falls back to the shop’s own charge', async () => {
    const { price, product } = await basket(5);
    expect((await price()).delivery_charge).toBe(4);
    /** The shop's own delivery charge, in the default currency: what a basket in no band pays. */
    const shopCharge = async (shopId: number) =>
      (
        await suite.t.db
          .selectFrom('shops')
          .select('delivery_charge')
          .where('id', '=', shopId)
          .executeTakeFirstOrThrow()
      ).delivery_charge / 100;

    const next = [
      { min_quantity: 1, max_quantity: 2, charge: 1.5 },
      { min_quantity: 5, max_quantity: 9, charge: '7.25' },
      { min_quantity: 10, max_quantity: '', charge: 0 },
    ];
    const res = await bands({ bands: next });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Delivery charges saved.');
    const saved = [
      { min_quantity: 1, max_quantity: 2, charge: 1.5 },
      { min_quantity: 5, max_quantity: 9, charge: 7.25 },
      { min_quantity: 10, max_quantity: null, charge: 0 },
    ];
    expect(res.json().data.delivery_bands).toEqual(saved);
    expect(await suite.t.db.selectFrom('delivery_charges').select('charge').orderBy('min_quantity').execute()).toEqual([
      { charge: 150 },
      { charge: 725 },
      { charge: 0 },
    ]);
    expect((await price()).delivery_charge).toBe(7.25);
    // 3 and 4 items fall in no band: the shop's own charge.
    const { price: gap, product: inGap } = await basket(3);
    expect((await gap()).delivery_charge).toBe(await shopCharge(inGap.shopId));

    expect(parsed((await audits('commerce.delivery_bands')).at(-1)!)).toEqual({
      before: { delivery_bands: DEMO },
      after: { delivery_bands: saved },
    });
    expect((await bands({ bands: next })).json().message).toBe('Nothing changed.');

    // No bands at all: every order pays its shop's charge.
    expect((await bands({ bands: [] })).json().data.delivery_bands).toEqual([]);
    expect((await price()).delivery_charge).toBe(await shopCharge(product.shopId));
    expect((await bands({ bands: DEMO })).statusCode).toBe(200);
    expect((await price()).delivery_charge).toBe(4);
  });
});
