import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post } from './helpers/accounts.ts';
import { CATALOGUE_CACHES, ownerApp } from './helpers/seller.ts';
import {
  galleryCategory,
  galleryProduct,
  shopperSees as shopperView,
  uploadedPictures,
} from './helpers/seller-media.ts';
import type { TestContext } from './helpers/test-app.ts';

// A product's video link as its owner saves it, and the gallery shoppers see after each change,
// with the catalogue's caches on (CATALOGUE_CACHES).
let t: TestContext;
const MINE = 3;
let token: string;
let category: { id: number; thumbnail: string };

beforeAll(async () => {
  ({ t, token } = await ownerApp(MINE, { env: CATALOGUE_CACHES }));
  category = await galleryCategory(t);
});
afterAll(() => t.close());

const create = (overrides: Record<string, unknown>) => galleryProduct(t, token, category.id, overrides);
const uploaded = (productId: number, count: number) => uploadedPictures(t, token, productId, count);
const shopperSees = (productId: number) => shopperView(t, MINE, productId);

describe('the product’s video', () => {
  const put = (id: number, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/seller/products/${id}`, payload: body, headers: bearer(token) });
  const formOf = async (id: number) => (await get(t, `/api/seller/products/${id}`, token)).json().data.product;
  /** The form as read, sent back with `changes`. */
  const saved = async (id: number, changes: Record<string, unknown>) => {
    const { images: _i, translations: _t, thumbnail: _th, ...form } = await formOf(id);
    return put(id, { ...form, ...changes });
  };

  it('is one link, written one way, shown first in the gallery; blank removes it', async () => {
    const id = await create({ video_url: 'https://youtu.be/dQw4w9WgXcQ?t=3' });
    const { images } = await uploaded(id, 1);
    expect((await formOf(id)).video_url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const seen = await shopperSees(id);
    expect(seen.gallery).toEqual(['video:https://www.youtube.com/watch?v=dQw4w9WgXcQ', `image:${images[0]!.url}`]);
    // The video's still is the product's picture: a YouTube page is no image.
    const details = (await get(t, `/api/product-details?product_id=${id}`)).json().data.product;
    expect(details.thumbnails.map((m: { thumbnail: string }) => m.thumbnail)).toEqual([
      seen.pageThumbnail,
      images[0]!.url,
    ]);

    expect((await saved(id, { video_url: 'https://cdn.example.com/clips/vase.mp4' })).statusCode).toBe(200);
    expect((await shopperSees(id)).gallery[0]).toBe('video:https://cdn.example.com/clips/vase.mp4');
    const videos = await t.db
      .selectFrom('product_images')
      .select('url')
      .where('product_id', '=', id)
      .where('type', '=', 'video')
      .execute();
    expect(videos).toEqual([{ url: 'https://cdn.example.com/clips/vase.mp4' }]);

    for (const wrong of ['http://cdn.example.com/vase.mp4', 'https://example.com/watch?v=1', 'javascript:alert(1)']) {
      const refused = await saved(id, { video_url: wrong });
      expect(refused.statusCode, wrong).toBe(422);
      expect(refused.json().errors).toEqual({
        video_url: ['The video link must be a YouTube or Vimeo page, or an https link to an MP4 or WebM file.'],
      });
    }
    expect((await saved(id, { video_url: '' })).statusCode).toBe(200);
    expect((await formOf(id)).video_url).toBeNull();
    expect((await shopperSees(id)).gallery).toEqual([`image:${images[0]!.url}`]);
  });

  it('goes with a copy, while the uploaded card picture stays with its product', async () => {
    const id = await create({ video_url: 'https://vimeo.com/76979871' });
    const { thumbnail } = await uploaded(id, 1);
    const res = await post(t, `/api/seller/products/${id}/duplicate`, {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().data.product;
    expect(copy).toMatchObject({ video_url: 'https://vimeo.com/76979871', images: [], thumbnail: category.thumbnail });
    expect(copy.thumbnail).not.toBe(thumbnail);
  });
});
