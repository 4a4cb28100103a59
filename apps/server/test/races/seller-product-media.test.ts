import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post } from '../helpers/accounts.ts';
import { sellerToken } from '../helpers/commerce.ts';
import { sampleImage } from '../helpers/images.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// A product's pictures changed by requests released together: every picture call starts by
// locking the product row, so they take turns and each reads what the one before it left.
let t: TestContext;
const SHOP = 5;
let token: string;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await sellerToken(t, SHOP);
  const category = await t.db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  categoryId = category.id;
});
afterAll(() => t.close());

const ROUNDS = 8;
const PNG = await sampleImage('png');

let serial = 0;
async function productWith(pictures: number): Promise<{ id: number; images: { id: number; url: string }[] }> {
  serial += 1;
  const body = { name: `Racing Jug ${serial}`, code: `RJ-${process.pid}-${serial}`, category_id: categoryId, price: 9 };
  const created = await post(t, '/api/seller/products', { ...body, quantity: 3, is_active: true }, { token });
  const id = created.json().data.product.id as number;
  const res = await upload(id, pictures);
  expect(res.statusCode, res.body).toBe(200);
  return { id, images: res.json().data.images };
}

function upload(productId: number, pictures: number) {
  const payload = new FormData();
  for (let i = 0; i < pictures; i++) payload.append('images', new Blob([PNG]), `${i}.png`);
  return t.app.inject({
    method: 'POST',
    url: `/api/seller/products/${productId}/images`,
    headers: bearer(token),
    payload,
  });
}

const gallery = (productId: number) =>
  t.db
    .selectFrom('product_images')
    .select(['id', 'url', 'position'])
    .where('product_id', '=', productId)
    .where('type', '=', 'image')
    .orderBy('position')
    .orderBy('id')
    .execute();

const thumbnailOf = async (productId: number) =>
  (await t.db.selectFrom('products').select('thumbnail').where('id', '=', productId).executeTakeFirstOrThrow())
    .thumbnail;

describe('a product’s pictures changed by requests at once', () => {
  it(`four different orders at once leave one of them whole, no position twice (${ROUNDS} rounds)`, async () => {
    const { id, images } = await productWith(5);
    const ids = images.map((image) => image.id);
    for (let round = 0; round < ROUNDS; round++) {
      // Each request a different rotation of the gallery.
      const orders = [1, 2, 3, 4].map((by) => [
        ...ids.slice((by + round) % ids.length),
        ...ids.slice(0, (by + round) % ids.length),
      ]);
      const answers = await Promise.all(
        orders.map((sent) =>
          t.app.inject({
            method: 'PUT',
            url: `/api/seller/products/${id}/images/order`,
            payload: { ids: sent },
            headers: bearer(token),
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      const rows = await gallery(id);
      expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3, 4]);
      expect(orders).toContainEqual(rows.map((row) => row.id));
    }
  });

  it(`a picture deleted while it is chosen as the card's never leaves the card on a deleted file (${ROUNDS} rounds)`, async () => {
    const { id } = await productWith(ROUNDS + 1);
    for (let round = 0; round < ROUNDS; round++) {
      // The card picture itself every other round, another picture in between.
      const rows = await gallery(id);
      const card = await thumbnailOf(id);
      const victim = rows.find((row) => (row.url === card) === (round % 2 === 0));
      if (!victim) throw new Error('the gallery ran out');
      const answers = await Promise.all([
        post(t, `/api/seller/products/${id}/images/${victim.id}/thumbnail`, {}, { token }),
        t.app.inject({
          method: 'DELETE',
          url: `/api/seller/products/${id}/images/${victim.id}`,
          headers: bearer(token),
        }),
        post(t, `/api/seller/products/${id}/images/${victim.id}/thumbnail`, {}, { token }),
      ]);
      // The deletion always lands; a choice made after it finds no such picture.
      expect(answers[1]!.statusCode, answers[1]!.body).toBe(200);
      for (const res of [answers[0]!, answers[2]!]) expect([200, 404]).toContain(res.statusCode);
      const thumbnail = await thumbnailOf(id);
      const left = await gallery(id);
      expect(left.map((row) => row.url)).toContain(thumbnail);
      expect(left.map((row) => row.id)).not.toContain(victim.id);
      expect(existsSync(path.join(t.dataDir, thumbnail))).toBe(true);
      expect(existsSync(path.join(t.dataDir, victim.url))).toBe(false);
    }
  });

  it('uploads at once never pass the ten pictures a product holds, and the refused leave no file', async () => {
    const { id } = await productWith(7);
    const dir = path.join(t.dataDir, 'uploads', 'products');
    const filesBefore = readdirSync(dir).length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(id, 1)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) expect(res.statusCode).toBe(422);
    const rows = await gallery(id);
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(readdirSync(dir)).toHaveLength(filesBefore + 3);
  });
});

describe('a product’s form saved by requests at once', () => {
  it(`two saves with texts in both other languages leave one save's texts whole (${ROUNDS} rounds)`, async () => {
    const { id } = await productWith(1);
    const code = `RT-${process.pid}`;
    const save = (tag: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/seller/products/${id}`,
        headers: bearer(token),
        payload: {
          name: `Jug ${tag}`,
          code,
          category_id: categoryId,
          price: 9,
          quantity: 3,
          is_active: true,
          video_url: `https://cdn.example.com/${tag}.mp4`,
          translations: Object.fromEntries(
            ['ar', 'fr'].map((locale) => [
              locale,
              { name: `${locale} ${tag}`, short_description: `${locale} short ${tag}`, description: `<p>${tag}</p>` },
            ]),
          ),
        },
      });
    for (let round = 0; round < ROUNDS; round++) {
      const tags = [`a${round}x`, `b${round}y`];
      const answers = await Promise.all(tags.map(save));
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      const texts = await t.db
        .selectFrom('translations')
        .select('value')
        .where('entity', '=', 'product')
        .where('entity_id', '=', id)
        .execute();
      const videos = await t.db
        .selectFrom('product_images')
        .select('url')
        .where('product_id', '=', id)
        .where('type', '=', 'video')
        .execute();
      const written = [...texts.map((text) => text.value), ...videos.map((video) => video.url)];
      expect(written).toHaveLength(7);
      const holders = tags.filter((tag) => written.every((value) => value.includes(tag)));
      expect(holders, written.join(' | ')).toHaveLength(1);
    }
  });
});
