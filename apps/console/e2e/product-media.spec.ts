import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import {
  addAddress,
  apiAs,
  apiData,
  isPhone,
  newCustomer,
  sellerToken,
  storeLocale,
  toast,
} from '../../web/e2e/support.ts';
import { shopFor, signedInOwner } from './support.ts';

/** A PNG of `width` x `height` pixels, all of one colour: a real picture the server re-encodes. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const SHOTS = '/tmp/shots-images';
/** The video link as the server keeps it, whatever form of YouTube's address the owner typed. */
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

async function shot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `${SHOTS}/${project}-${name}.png`, fullPage: true });
}

interface Media {
  thumbnail: string;
  images: { id: number; url: string }[];
}

test('an owner adds a product with two photos and an Arabic name; shoppers see them and buy it', async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const shopId = shopFor(project, 3, 4);
  const stamp = `${Date.now().toString(36)}${project.length}`;
  const name = `Journey Clay Jug ${stamp}`;
  const arabicName = `إبريق فخاري ${stamp}`;
  await signedInOwner(page, request, shopId);

  // A new product: photos come once it is saved.
  await page.goto('/console/products/new');
  await expect(page.getByText('Save the product first, then add its photos here.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Code').fill(`JCJ-${stamp}`.toUpperCase());
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Price', { exact: true }).fill('24');
  await page.getByLabel('Stock', { exact: true }).fill('6');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Product added.')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/products\/\d+$/);
  const id = Number(/\/products\/(\d+)$/.exec(page.url())?.[1]);

  // Two photos at once; a file that is not a picture is named by the console before any upload.
  const photos = page.getByRole('region', { name: 'Photos' });
  const picker = photos.getByLabel('Add photos');
  await picker.setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: png(48, 36, [200, 80, 40]) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
  ]);
  await expect(photos.getByRole('alert')).toHaveText(
    'notes.txt: The file must be an image of type: png, jpeg, webp, gif.',
  );
  const rows = photos.locator('li[data-photo]');
  await expect(rows).toHaveCount(0);
  await picker.setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: png(48, 36, [200, 80, 40]) },
    { name: 'side.png', mimeType: 'image/png', buffer: png(48, 36, [40, 120, 200]) },
  ]);
  await expect(toast(page, '2 photos added.')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(photos.getByRole('alert')).toBeHidden();
  await expect(rows.nth(0)).toContainText('Card picture');
  await photos.getByRole('button', { name: 'Use photo 2 as the card picture' }).click();
  await expect(toast(page, 'Photo 2 is now the card picture.')).toBeVisible();
  await expect(rows.nth(1)).toContainText('Card picture');
  await expect(rows.nth(0)).not.toContainText('Card picture');
  // Moved by dragging on a desktop and by the arrows anywhere, and back to the order it had.
  if (isPhone(page)) await photos.getByRole('button', { name: 'Move photo 2 up' }).click();
  else await rows.nth(1).dragTo(rows.nth(0));
  await expect(toast(page, 'Photos reordered.')).toBeVisible();
  await expect(rows.nth(0)).toContainText('Card picture');
  await photos.getByRole('button', { name: 'Move photo 1 down' }).click();
  await expect(rows.nth(1)).toContainText('Card picture');
  await expectAccessible(page, 'console product photos');

  // The Arabic name and a video, saved with the form.
  await page.getByText('Name and descriptions in العربية').click();
  await page.getByLabel('Name (العربية)').fill(arabicName);
  await page.getByLabel('Video link').fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Product saved.')).toBeVisible();
  await shot(page, 'console-en', project);

  // The console in Arabic, right to left, for a look at the same screen.
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'الصور' })).toBeVisible();
  await shot(page, 'console-ar', project);
  await expectAccessible(page, 'console product photos, Arabic');
  await page.getByRole('button', { name: 'التبديل إلى الإنجليزية' }).click();

  // What the owner saved is what shoppers see: the video first, both photos in the gallery in
  // order, and the second photo on the product's card in the shop's list.
  const { product } = await apiData<{ product: { thumbnails: { url: string; type: string }[] } }>(
    request,
    `/product-details?product_id=${id}`,
  );
  const media = await apiAs<{ product: Media }>(request, await sellerToken(request, shopId), `/seller/products/${id}`);
  const [first, second] = media.product.images;
  expect(media.product.thumbnail).toBe(second?.url);
  expect(product.thumbnails.map((m) => m.url)).toEqual([VIDEO, first?.url, second?.url]);

  const shopper = await page.context().newPage();
  await shopper.goto(`/products/${id}/details`);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  const gallery = shopper.getByTestId('product-gallery');
  await expect(gallery.getByRole('link', { name: 'Watch video' })).toHaveAttribute('href', VIDEO);
  await expect(gallery.getByRole('button', { name: 'Picture 2' }).locator('img')).toHaveAttribute('src', first!.url);
  await expect(gallery.getByRole('button', { name: 'Picture 3' }).locator('img')).toHaveAttribute('src', second!.url);
  await shot(shopper, 'storefront-en', project);
  await shopper.goto(`/shops/${shopId}?search=${encodeURIComponent(stamp)}`);
  const card = shopper.getByTestId('product-card').filter({ hasText: name });
  await expect(card.locator('img').first()).toHaveAttribute('src', second!.url);
  await shopper.close();

  // In Arabic, the Arabic name.
  const arabic = await page.context().newPage();
  await storeLocale(arabic, 'ar');
  await arabic.goto(`/products/${id}/details`);
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByRole('heading', { level: 1, name: arabicName })).toBeVisible();
  await shot(arabic, 'storefront-ar', project);
  await arabic.close();

  // A shopper buys it, and the owner sends it on its way.
  const code = await buy(request, id, shopId);
  await page.goto('/console/orders');
  await page.locator(`tr[data-row="${code}"]`).getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { name: `Order ${code}` })).toBeVisible();
  for (const status of ['Confirmed', 'Processing', 'Picked up', 'On the way']) {
    await page.getByRole('button', { name: `Mark ${status}` }).click();
    await expect(toast(page, `Order ${code} is now ${status}.`)).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Timeline' }).locator('..')).toContainText('On the way');
});

/** A new shopper's cash order of one of the product, through the API; answers its code. */
async function buy(request: APIRequestContext, productId: number, shopId: number): Promise<string> {
  const customer = newCustomer('photo-jug');
  const registered = await request.post('/api/registration', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { ...customer, country: 'United States', phone_code: '+1' },
  });
  expect(registered.status()).toBe(200);
  const { data } = (await registered.json()) as { data: { access: { token: string } } };
  const token = data.access.token;
  await addAddress(request, token);
  await apiAs(request, token, '/cart/store', { product_id: productId, quantity: 1 });
  const { addresses } = await apiAs<{ addresses: { id: number }[] }>(request, token, '/addresses');
  const placed = await apiAs<{ orders: { order_code: string }[] }>(request, token, '/place-order', {
    shop_ids: [shopId],
    address_id: addresses[0]!.id,
    payment_method: 'cash',
  });
  return placed.orders[0]!.order_code;
}
