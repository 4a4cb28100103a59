import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get } from './helpers/accounts.ts';
import { CATALOGUE_CACHES, ownersApp } from './helpers/seller.ts';
import {
  featuredShop,
  publicViews as shopViews,
  shopperReads as readPublic,
  shopRow as rowOf,
} from './helpers/seller-shop.ts';
import { suggestionsFor } from './helpers/suggestions.ts';
import type { TestContext } from './helpers/test-app.ts';
import { TestClock } from './helpers/test-clock.ts';

// The owner's shop profile and what shoppers see after a save, with the catalogue's caches on
// (CATALOGUE_CACHES). The logo and banner uploads are in seller-shop-pictures.test.ts.
let t: TestContext;
const clock = new TestClock();
const MINE = 6;
const THEIRS = 7;
let token: string;
let theirToken: string;
let productId: number;

beforeAll(async () => {
  ({ t, token, theirToken } = await ownersApp(MINE, THEIRS, { clock, env: CATALOGUE_CACHES }));
  productId = await featuredShop(t, MINE);
});
afterAll(() => t.close());

const shopperReads = (url: string, language?: string) => readPublic(t, url, language);
const publicViews = (language?: string) => shopViews(t, { id: MINE, productId }, language);
const shopRow = (id = MINE) => rowOf(t, id);

/** Moves the clock to `hh:mm` of the server's day (its own time zone, as the hours are). */
function at(hours: number, minutes: number) {
  const target = new Date(clock.now());
  target.setHours(hours, minutes, 0, 0);
  clock.advance((target.getTime() - clock.now()) / 1000);
}

const put = (payload: object, as = token) =>
  t.app.inject({ method: 'PUT', url: '/api/seller/shop', payload, headers: bearer(as) });

let serial = 0;
function profileBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Hearth Renamed ${serial}`,
    short_description: `Pots and pans, take ${serial}.`,
    description: '<p><strong>Cast</strong> iron.</p><script>alert(1)</script>',
    address: '7 Kiln Road, Springfield',
    phone: '+1 (555) 010-3106',
    email: 'Kitchen@Hearth.Example',
    opening_time: '00:00',
    closing_time: '23:59',
    estimated_delivery_time: '3-5 days',
    delivery_charge: '4.75',
    translations: {
      ar: {
        name: `مطبخ ${serial}`,
        short_description: `أواني الطبخ ${serial}`,
        description: '<p>حديد <em>صلب</em></p><img src=x onerror=alert(1)>',
        estimated_delivery_time: '3-5 أيام',
      },
    },
    ...overrides,
  };
}

const textRows = (locale: string) =>
  t.db
    .selectFrom('translations')
    .select(['field', 'value', 'search_text'])
    .where('entity', '=', 'shop')
    .where('entity_id', '=', MINE)
    .where('locale', '=', locale)
    .orderBy('field')
    .execute();

describe('GET /api/seller/shop', () => {
  it('answers the owner’s shop as its form shows it, with every other language’s texts', async () => {
    const res = await get(t, '/api/seller/shop', token);
    expect(res.statusCode, res.body).toBe(200);
    const { shop, languages } = res.json().data;
    const row = await shopRow();
    expect(shop).toMatchObject({
      id: MINE,
      name: row.name,
      logo: row.logo,
      banner: row.banner,
      opening_time: row.opening_time,
      delivery_charge: row.delivery_charge / 100,
    });
    expect(languages).toContainEqual(expect.objectContaining({ name: 'en', direction: 'ltr', is_default: true }));
    expect(languages).toContainEqual(expect.objectContaining({ name: 'ar', direction: 'rtl', is_default: false }));
    expect(Object.keys(shop.translations).sort()).toEqual(['ar', 'fr']);
    const seededArabic = Object.fromEntries((await textRows('ar')).map((text) => [text.field, text.value]));
    expect(shop.translations.ar).toEqual({ name: null, ...seededArabic });
  });

  it('shows each owner their own shop only', async () => {
    const res = await get(t, '/api/seller/shop', theirToken);
    expect(res.json().data.shop.id).toBe(THEIRS);
    expect((await t.app.inject({ url: '/api/seller/shop' })).statusCode).toBe(401);
  });
});

describe('PUT /api/seller/shop', () => {
  it('saves the profile, and every public answer showing the shop shows it at once', async () => {
    at(12, 0);
    const before = await publicViews();
    await publicViews('ar');
    const slug = (await shopRow()).slug;
    const body = profileBody();
    const res = await put(body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data.shop;
    expect(saved).toMatchObject({
      name: body.name,
      description: '<p><strong>Cast</strong> iron.</p>',
      email: 'kitchen@hearth.example',
      delivery_charge: 4.75,
      shop_status: 'Online',
    });
    expect(saved.translations.ar).toEqual({ ...body.translations.ar, description: '<p>حديد <em>صلب</em></p>' });
    expect((await get(t, '/api/seller/shop', token)).json().data.shop).toEqual(saved);

    const row = await shopRow();
    expect(row).toMatchObject({ delivery_charge: 475, phone: '+1 (555) 010-3106' });
    // Shoppers reach a shop by its id, so its slug (its key) stays whatever its name becomes.
    expect(row.slug).toBe(slug);

    const after = await publicViews();
    expect(before.page.name).not.toBe(body.name);
    for (const card of [after.page, after.list, after.top, after.home, after.product.shop]) {
      expect(card.name).toBe(body.name);
    }
    expect(after.page).toMatchObject({
      short_description: body.short_description,
      description: saved.description,
      estimated_delivery_time: '3-5 days',
      delivery_charge: 4.75,
    });
    expect(after.product.shop.estimated_delivery_time).toBe('3-5 days');

    const arabic = await publicViews('ar');
    expect(arabic.page).toMatchObject({
      short_description: body.translations.ar.short_description,
      description: '<p>حديد <em>صلب</em></p>',
      estimated_delivery_time: '3-5 أيام',
    });
    // The name in Arabic is suggested to a search in Arabic (once the index's turn has come).
    const suggested = await suggestionsFor(t, body.translations.ar.name, 'ar');
    expect(suggested.shops.map((shop) => [shop.id, shop.name])).toContainEqual([MINE, body.translations.ar.name]);
  });

  it('replaces the texts of each language sent, drops blank ones and keeps the languages not sent', async () => {
    const french = await textRows('fr');
    const res = await put(
      profileBody({ translations: { ar: { name: '', short_description: 'نص قصير', description: '' } } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.shop.translations.ar).toEqual({
      name: null,
      short_description: 'نص قصير',
      description: null,
      estimated_delivery_time: null,
    });
    expect(await textRows('ar')).toEqual([{ field: 'short_description', value: 'نص قصير', search_text: null }]);
    expect(await textRows('fr')).toEqual(french);
    // With no Arabic delivery time, shoppers in Arabic read the shop's own.
    expect((await shopperReads(`/api/shops/${MINE}`, 'ar')).shop.estimated_delivery_time).toBe('3-5 days');
  });

  it('keeps a translated name searchable as the catalogue’s are', async () => {
    const res = await put(profileBody({ translations: { fr: { name: 'Crème Brûlée Cuisine' } } }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await textRows('fr')).find((text) => text.field === 'name')?.search_text).toBe('creme brulee cuisine');
  });

  it('names each field it refuses, a language’s field by its language, and changes nothing', async () => {
    const before = await shopRow();
    const beforeTexts = await textRows('ar');
    const res = await put({
      ...profileBody(),
      name: ' ',
      opening_time: '24:00',
      closing_time: '9:5',
      email: 'not-an-email',
      phone: 'call me',
      delivery_charge: '-1',
      translations: { ar: { name: 'م', estimated_delivery_time: 'x'.repeat(51) } },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'closing_time',
      'delivery_charge',
      'email',
      'name',
      'opening_time',
      'phone',
      'translations.ar.estimated_delivery_time',
      'translations.ar.name',
    ]);
    expect(res.json().errors.name).toEqual(['The name field is required.']);
    expect(res.json().errors['translations.ar.name']).toEqual(['The name must be at least 2 characters.']);

    const unoffered = await put(profileBody({ translations: { de: { name: 'Küche' }, en: { name: 'Kitchen' } } }));
    expect(unoffered.statusCode).toBe(422);
    expect(unoffered.json().errors).toEqual({
      'translations.de': ['The language is not one the shop offers.'],
      'translations.en': ['The language is not one the shop offers.'],
    });
    expect(await shopRow()).toEqual(before);
    expect(await textRows('ar')).toEqual(beforeTexts);
  });

  it('changes the signed-in owner’s shop only', async () => {
    const theirs = await shopRow(THEIRS);
    const res = await put(profileBody(), theirToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.shop.id).toBe(THEIRS);
    expect((await shopRow()).name).not.toBe((await shopRow(THEIRS)).name);
    await put({ ...profileBody(), name: theirs.name, delivery_charge: theirs.delivery_charge / 100 }, theirToken);
  });
});

describe('Online or Offline by the hours saved', () => {
  it('reads the status as shoppers see it, hours past midnight included', async () => {
    const save = async (opening_time: string, closing_time: string) => {
      const res = await put(profileBody({ opening_time, closing_time }));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.shop.shop_status;
    };
    at(23, 30);
    expect(await save('09:00', '17:00')).toBe('Offline');
    expect(await save('22:00', '02:00')).toBe('Online');
    at(1, 15);
    expect(await save('22:00', '02:00')).toBe('Online');
    expect(await save('02:00', '22:00')).toBe('Offline');
    expect(await save('10:00', '10:00')).toBe('Online');
  });
});
