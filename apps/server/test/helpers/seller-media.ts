import { expect } from 'vitest';
import { bearer, get } from './accounts.ts';
import { sampleImage } from './images.ts';
import { createdProduct } from './seller.ts';
import type { TestContext } from './test-app.ts';

export const PNG = await sampleImage('png');
export const JPEG = await sampleImage('jpeg', { width: 64, height: 48 });

/** A product's pictures as the console's calls answer them. */
export interface Media {
  thumbnail: string;
  images: { id: number; url: string }[];
}

/** The first active top-level category: its picture is a new product's until one is uploaded. */
export const galleryCategory = (t: TestContext) =>
  t.db
    .selectFrom('categories')
    .select(['id', 'thumbnail'])
    .where('parent_id', 'is', null)
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();

let serial = 0;
/** A new active product of `token`'s shop, in `categoryId`, without pictures: its id. */
export async function galleryProduct(
  t: TestContext,
  token: string,
  categoryId: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  serial += 1;
  const body = {
    name: `Gallery Vase ${serial}`,
    code: `GV-${process.pid}-${serial}`,
    category_id: categoryId,
    price: 30,
    quantity: 5,
    is_active: true,
    ...overrides,
  };
  return (await createdProduct(t, token, body)).id;
}

/** Sends `files` as one upload of pictures to the product. */
export function uploadPictures(
  t: TestContext,
  token: string,
  productId: number,
  files: { bytes: Buffer; name?: string }[],
) {
  const payload = new FormData();
  for (const [i, file] of files.entries()) payload.append('images', new Blob([file.bytes]), file.name ?? `${i}.png`);
  return t.app.inject({
    method: 'POST',
    url: `/api/seller/products/${productId}/images`,
    headers: bearer(token),
    payload,
  });
}

/** Uploads `count` pictures, PNG and JPEG in turn, and answers the product's pictures after. */
export async function uploadedPictures(
  t: TestContext,
  token: string,
  productId: number,
  count: number,
): Promise<Media> {
  const res = await uploadPictures(
    t,
    token,
    productId,
    Array.from({ length: count }, (_, i) => ({ bytes: i % 2 === 0 ? PNG : JPEG })),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** What a shopper reads: the product page's gallery and the card in the shop's list. */
export async function shopperSees(t: TestContext, shopId: number, productId: number) {
  const details = await get(t, `/api/product-details?product_id=${productId}`);
  expect(details.statusCode, details.body).toBe(200);
  const { product } = details.json().data;
  const list = await get(t, `/api/products?shop_id=${shopId}&sort_type=newest&per_page=50`);
  const card = list.json().data.products.find((p: { id: number }) => p.id === productId);
  return {
    gallery: (product.thumbnails as { url: string; type: string }[]).map((m) => `${m.type}:${m.url}`),
    pageThumbnail: product.thumbnail as string,
    cardThumbnail: card?.thumbnail as string | undefined,
  };
}
