import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts.ts';
import { SAMPLE_PDF, sampleImage } from './helpers/images.ts';
import { CATALOGUE_CACHES, ownersApp } from './helpers/seller.ts';
import { featuredShop, publicViews as shopViews, shopperReads, shopRow as rowOf } from './helpers/seller-shop.ts';
import type { TestContext } from './helpers/test-app.ts';

// The shop's logo and banner as its owner uploads them, and what shoppers see after, with the
// catalogue's caches on (CATALOGUE_CACHES).
let t: TestContext;
const MINE = 6;
const THEIRS = 7;
let token: string;
let theirToken: string;
let productId: number;

beforeAll(async () => {
  ({ t, token, theirToken } = await ownersApp(MINE, THEIRS, { env: CATALOGUE_CACHES }));
  productId = await featuredShop(t, MINE);
});
afterAll(() => t.close());

// A real image: the server decodes and re-encodes every picture.
const PNG = await sampleImage('png', { width: 64, height: 64 });

const publicViews = () => shopViews(t, { id: MINE, productId });
const shopRow = (id = MINE) => rowOf(t, id);

describe('POST /api/seller/shop/logo and /banner', () => {
  function upload(field: 'logo' | 'banner', bytes: Buffer, as = token, name = 'picture.png') {
    const payload = new FormData();
    payload.append(field, new Blob([bytes]), name);
    return t.app.inject({ method: 'POST', url: `/api/seller/shop/${field}`, headers: bearer(as), payload });
  }

  const storedFile = (url: string) => path.join(t.dataDir, url);

  it('stores a new logo re-encoded, shows it to shoppers at once and deletes the one it replaces', async () => {
    await publicViews();
    const withText = await sharp(PNG)
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .png()
      .toBuffer();
    const first = await upload('logo', withText);
    expect(first.statusCode, first.body).toBe(200);
    const logo: string = first.json().data.shop.logo;
    expect(logo).toMatch(/^\/uploads\/shops\/[0-9a-f]{32}\.png$/);
    expect(existsSync(storedFile(logo))).toBe(true);
    expect((await sharp(storedFile(logo)).metadata()).exif).toBeUndefined();
    const views = await publicViews();
    for (const card of [views.page, views.list, views.home, views.product.shop]) expect(card.logo).toBe(logo);

    const second = await upload('logo', PNG);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.shop.logo).not.toBe(logo);
    expect(existsSync(storedFile(logo))).toBe(false);
    expect((await shopRow()).logo).toBe(second.json().data.shop.logo);
  });

  it('keeps the demo’s own picture when the shop’s first upload replaces it', async () => {
    const { banner } = await shopRow(THEIRS);
    expect(banner).toMatch(/^\/uploads\/demo\//);
    const res = await upload('banner', PNG, theirToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.shop.banner).toMatch(/^\/uploads\/shops\//);
    expect(existsSync(storedFile(banner))).toBe(true);
    expect((await shopperReads(t, `/api/shops/${THEIRS}`)).shop.banner).toBe(res.json().data.shop.banner);
  });

  it('refuses what is not a picture, too large or missing, naming the field and storing nothing', async () => {
    const before = await shopRow();
    const stored = () => t.db.selectFrom('shops').select('logo').execute();
    const pdf = await upload('logo', SAMPLE_PDF, token, 'logo.pdf');
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors).toEqual({ logo: ['The logo must be an image of type: png, jpeg, webp, gif.'] });
    const disguised = await upload('banner', Buffer.concat([PNG.subarray(0, 16), Buffer.from('<svg onload=x>')]));
    expect(disguised.statusCode).toBe(422);
    expect(Object.keys(disguised.json().errors)).toEqual(['banner']);
    const huge = await upload('logo', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ logo: ['The logo may not be greater than 2 MB.'] });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/seller/shop/logo',
      headers: bearer(token),
      payload: {},
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ logo: ['The logo field is required.'] });
    expect(await shopRow()).toEqual(before);
    expect((await stored()).filter((row) => row.logo.startsWith('/uploads/shops/'))).toHaveLength(1);
  });

  it('asks for a token', async () => {
    const payload = new FormData();
    payload.append('logo', new Blob([PNG]), 'logo.png');
    expect((await t.app.inject({ method: 'POST', url: '/api/seller/shop/logo', payload })).statusCode).toBe(401);
  });
});
