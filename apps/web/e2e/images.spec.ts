import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './journey.ts';
import { IMAGE_WIDTHS } from '@souk/contract';
import { signInAsNewCustomer } from './support.ts';

/** The URLs of the pictures the page was sent as WebP. */
function webpResponses(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.headers()['content-type'] === 'image/webp') urls.push(response.url());
  });
  return urls;
}

/** Which copy the browser drew for `image`: its `w`, its own pixels, and the device pixels it fills. */
async function chosenCopy(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true);
  const drawn = await image.evaluate(async (img: HTMLImageElement) => {
    // Loaded on its own, the copy's natural width is its own pixels (a srcset's is scaled to `sizes`).
    const copy = new Image();
    copy.src = img.currentSrc;
    await copy.decode();
    return {
      url: img.currentSrc,
      pixels: copy.naturalWidth,
      devicePixels: img.getBoundingClientRect().width * window.devicePixelRatio,
    };
  });
  return { ...drawn, width: Number(new URL(drawn.url).searchParams.get('w')) };
}

test('an uploaded photo comes back as WebP at the width it is shown, not as the 1600 px original', async ({
  page,
  request,
}) => {
  await signInAsNewCustomer(page, request, 'photo-sizes');
  const webp = webpResponses(page);
  await page.goto('/profile');
  const original = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Profile Photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: original });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();

  // The account sidebar's avatar, drawn from the stored photo's URL.
  const avatar = await chosenCopy(page.getByRole('complementary').locator('img'));
  expect(avatar.url).toMatch(/\/uploads\/profiles\/[0-9a-f]{32}\.jpg\?w=\d+$/);
  expect(IMAGE_WIDTHS).toContain(avatar.width);
  expect(avatar.pixels).toBe(avatar.width);
  // Wide enough for the screen's pixels, and the smallest copy that is.
  expect(avatar.width).toBeGreaterThanOrEqual(avatar.devicePixels);
  expect(IMAGE_WIDTHS.filter((w) => w < avatar.width).every((w) => w < avatar.devicePixels)).toBe(true);
  expect(webp).toContain(avatar.url);
});
