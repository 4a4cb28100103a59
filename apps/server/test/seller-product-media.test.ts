import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post } from './helpers/accounts.ts';
import { SAMPLE_PDF } from './helpers/images.ts';
import { CATALOGUE_CACHES, ownersApp } from './helpers/seller.ts';
import {
  galleryCategory,
  galleryProduct,
  JPEG,
  type Media,
  PNG,
  shopperSees as shopperView,
  uploadedPictures,
  uploadPictures,
} from './helpers/seller-media.ts';
import type { TestContext } from './helpers/test-app.ts';

// A product's pictures as its owner manages them, and what shoppers see after each change, with
// the catalogue's caches on (CATALOGUE_CACHES). The video link is in seller-product-video.test.ts.
let t: TestContext;
const MINE = 3;
const THEIRS = 4;
let token: string;
let theirToken: string;
let category: { id: number; thumbnail: string };

beforeAll(async () => {
  ({ t, token, theirToken } = await ownersApp(MINE, THEIRS, { env: CATALOGUE_CACHES }));
  category = await galleryCategory(t);
});
afterAll(() => t.close());

const create = (as = token) => galleryProduct(t, as, category.id);
const upload = (productId: number, files: { bytes: Buffer; name?: string }[], as = token) =>
  uploadPictures(t, as, productId, files);
const uploaded = (productId: number, count: number) => uploadedPictures(t, token, productId, count);
const shopperSees = (productId: number) => shopperView(t, MINE, productId);

const order = (productId: number, ids: number[], as = token) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/seller/products/${productId}/images/order`,
    payload: { ids },
    headers: bearer(as),
  });
const remove = (productId: number, imageId: number, as = token) =>
  t.app.inject({ method: 'DELETE', url: `/api/seller/products/${productId}/images/${imageId}`, headers: bearer(as) });
const choose = (productId: number, imageId: number, as = token) =>
  post(t, `/api/seller/products/${productId}/images/${imageId}/thumbnail`, {}, { token: as });

const storedFile = (url: string) => path.join(t.dataDir, url);
const productFiles = () => {
  const dir = path.join(t.dataDir, 'uploads', 'products');
  return existsSync(dir) ? readdirSync(dir).map((name) => `/uploads/products/${name}`) : [];
};
const galleryRows = (productId: number) =>
  t.db
    .selectFrom('product_images')
    .select(['id', 'url', 'position'])
    .where('product_id', '=', productId)
    .where('type', '=', 'image')
    .orderBy('position')
    .execute();

describe('pictures uploaded to a product', () => {
  it('are re-encoded, stored in order, take over from the category’s picture and show to shoppers at once', async () => {
    const id = await create();
    expect((await shopperSees(id)).cardThumbnail).toBe(category.thumbnail);
    const withText = await sharp(PNG)
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .png()
      .toBuffer();
    const res = await upload(id, [{ bytes: withText }, { bytes: JPEG }]);
    expect(res.statusCode, res.body).toBe(200);
    const media: Media = res.json().data;
    expect(media.images).toHaveLength(2);
    expect(media.images[0]!.url).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.png$/);
    expect(media.images[1]!.url).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.jpg$/);
    expect(media.thumbnail).toBe(media.images[0]!.url);
    for (const image of media.images) expect(existsSync(storedFile(image.url))).toBe(true);
    expect((await sharp(storedFile(media.images[0]!.url)).metadata()).exif).toBeUndefined();
    // The storefront's widths are made from it by the same pipeline as every upload.
    const resized = await get(t, `${media.images[0]!.url}?w=320`);
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');

    expect(await shopperSees(id)).toEqual({
      gallery: media.images.map((image) => `image:${image.url}`),
      pageThumbnail: media.images[0]!.url,
      cardThumbnail: media.images[0]!.url,
    });
    // The edit form reads them too.
    const form = (await get(t, `/api/seller/products/${id}`, token)).json().data.product;
    expect(form).toMatchObject({ thumbnail: media.thumbnail, images: media.images });

    // A later upload goes at the end and leaves the card as it was.
    const more: Media = (await upload(id, [{ bytes: PNG }])).json().data;
    expect(more.images.slice(0, 2)).toEqual(media.images);
    expect(more.images).toHaveLength(3);
    expect(more.thumbnail).toBe(media.thumbnail);
  });

  it('refuses files that are not pictures or too large, naming each by its place, and stores none of the upload', async () => {
    const id = await create();
    const kept = await uploaded(id, 1);
    const filesBefore = productFiles().length;
    const notPicture = await upload(id, [{ bytes: PNG }, { bytes: SAMPLE_PDF, name: 'menu.pdf' }]);
    expect(notPicture.statusCode).toBe(422);
    expect(notPicture.json().errors).toEqual({
      'images.1': ['The file must be an image of type: png, jpeg, webp, gif.'],
    });
    const huge = await upload(id, [{ bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }, { bytes: PNG }]);
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ 'images.0': ['The file may not be greater than 5 MB.'] });
    // A file whose first bytes say PNG but that does not decode: found by sharp, after the first was stored.
    const disguised = Buffer.concat([PNG.subarray(0, 16), Buffer.from('<svg onload=x>')]);
    const late = await upload(id, [{ bytes: JPEG }, { bytes: PNG }, { bytes: disguised }]);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ 'images.2': ['The file must be an image of type: png, jpeg, webp, gif.'] });
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/seller/products/${id}/images`,
      headers: bearer(token),
      payload: {},
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ images: ['The images field is required.'] });
    expect(await galleryRows(id)).toEqual([{ ...kept.images[0], position: 0 }]);
    expect(productFiles()).toHaveLength(filesBefore);
  });

  it('holds at most ten pictures a product', async () => {
    const id = await create();
    await uploaded(id, 9);
    const filesBefore = productFiles().length;
    const over = await upload(id, [{ bytes: PNG }, { bytes: PNG }]);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ images: ['A product may have at most 10 pictures; this one has 9.'] });
    expect(productFiles()).toHaveLength(filesBefore);
    expect((await uploaded(id, 1)).images).toHaveLength(10);
    const eleven = await upload(
      id,
      Array.from({ length: 11 }, () => ({ bytes: PNG })),
    );
    expect(eleven.statusCode).toBe(422);
    expect(Object.keys(eleven.json().errors)).toEqual(['images']);
  });
});

describe('the gallery’s order, card picture and deletions', () => {
  it('reorders the gallery as sent, and refuses an order that does not name every picture once', async () => {
    const id = await create();
    const { images } = await uploaded(id, 3);
    const [a, b, c] = images.map((image) => image.id) as [number, number, number];
    const res = await order(id, [c, a, b]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.images.map((image: { id: number }) => image.id)).toEqual([c, a, b]);
    expect((await galleryRows(id)).map((row) => [row.id, row.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const byId = new Map(images.map((image) => [image.id, image.url]));
    expect((await shopperSees(id)).gallery).toEqual([c, a, b].map((key) => `image:${byId.get(key)}`));

    for (const stale of [
      [a, b],
      [a, b, c, c],
      [a, b, 999_999],
    ]) {
      const refused = await order(id, stale);
      expect(refused.statusCode, JSON.stringify(stale)).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['ids']);
    }
    expect((await galleryRows(id)).map((row) => row.id)).toEqual([c, a, b]);
  });

  it('makes the chosen picture the card’s, on the product page and in the lists at once', async () => {
    const id = await create();
    const { images } = await uploaded(id, 2);
    const second = images[1]!;
    const res = await choose(id, second.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.thumbnail).toBe(second.url);
    const seen = await shopperSees(id);
    expect(seen.cardThumbnail).toBe(second.url);
    expect(seen.pageThumbnail).toBe(second.url);
    expect(seen.gallery).toEqual(images.map((image) => `image:${image.url}`));
  });

  it('deletes a picture and its file after the change, hands the card on, and keeps the last picture', async () => {
    const id = await create();
    const { images } = await uploaded(id, 2);
    const [first, second] = images as [Media['images'][number], Media['images'][number]];
    await get(t, `${first.url}?w=160`);
    const copies = path.join(t.dataDir, 'cache', 'images', '160', `${first.url.replace('/uploads/', '')}.webp`);
    expect(existsSync(copies)).toBe(true);

    const res = await remove(id, first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ thumbnail: second.url, images: [second] });
    expect(existsSync(storedFile(first.url))).toBe(false);
    expect(existsSync(copies)).toBe(false);
    expect(await shopperSees(id)).toEqual({
      gallery: [`image:${second.url}`],
      pageThumbnail: second.url,
      cardThumbnail: second.url,
    });

    const last = await remove(id, second.id);
    expect(last.statusCode).toBe(422);
    expect(last.json().errors).toEqual({
      image_id: ['A product keeps at least one picture: add another before deleting this one.'],
    });
    expect(existsSync(storedFile(second.url))).toBe(true);
    expect(await galleryRows(id)).toHaveLength(1);
  });

  it('leaves the demo catalogue’s shared picture files alone when a product deletes one', async () => {
    const demo = await t.db
      .selectFrom('product_images as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['i.id', 'i.url', 'p.id as product_id'])
      .where('p.shop_id', '=', MINE)
      .where('i.type', '=', 'image')
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    await uploaded(demo.product_id, 1);
    expect((await remove(demo.product_id, demo.id)).statusCode).toBe(200);
    expect(existsSync(storedFile(demo.url))).toBe(true);
  });
});

describe('another shop’s product or picture', () => {
  it('answers 404 to every picture call, stores no file and changes nothing', async () => {
    const theirs = await create(theirToken);
    const added = await upload(theirs, [{ bytes: PNG }, { bytes: JPEG }], theirToken);
    expect(added.statusCode, added.body).toBe(200);
    const their: Media = added.json().data;
    const [first, second] = their.images as [Media['images'][number], Media['images'][number]];
    const mine = await create();
    const myMedia = await uploaded(mine, 2);
    const filesBefore = productFiles().length;

    const answers = await Promise.all([
      upload(theirs, [{ bytes: PNG }]),
      order(theirs, [second.id, first.id]),
      remove(theirs, first.id),
      choose(theirs, second.id),
      // Their picture through my product: not mine either.
      remove(mine, first.id),
      choose(mine, second.id),
      order(mine, [...myMedia.images.map((image) => image.id), first.id]),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 422]);
    expect(productFiles()).toHaveLength(filesBefore);
    expect((await galleryRows(theirs)).map((row) => row.id)).toEqual([first.id, second.id]);
    const row = await t.db
      .selectFrom('products')
      .select('thumbnail')
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(row.thumbnail).toBe(first.url);
    expect(existsSync(storedFile(first.url))).toBe(true);
  });

  it('asks for a token', async () => {
    const payload = new FormData();
    payload.append('images', new Blob([PNG]), 'a.png');
    expect((await t.app.inject({ method: 'POST', url: '/api/seller/products/1/images', payload })).statusCode).toBe(
      401,
    );
  });
});
