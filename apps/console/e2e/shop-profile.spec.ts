import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { toast } from '../../web/e2e/support.ts';
import { shopFor, signedInOwner } from './support.ts';

/** A small PNG drawn in the browser: a square of one colour. */
async function drawnPng(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 64, 64);
    return canvas.toDataURL('image/png');
  }, colour);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('an owner edits the shop profile and shoppers read it, in English and in Arabic', async ({
  page,
  request,
}, testInfo) => {
  const shopId = shopFor(testInfo.project.name, 6, 1);
  const stamp = `${Date.now().toString(36)}${testInfo.project.name.length}`;
  const tagline = `Fresh from the journey ${stamp}`;
  const arabicName = `متجر الرحلة ${stamp}`;
  await signedInOwner(page, request, shopId);
  await page.goto('/console/shop');
  await expect(page.getByRole('heading', { name: 'Shop profile', level: 1 })).toBeVisible();
  const identity = page.getByRole('group', { name: 'Name and pictures' });
  const name = identity.getByLabel('Shop name');
  await expect(name).not.toHaveValue('');
  const shopName = await name.inputValue();
  await expectAccessible(page, 'console shop profile');

  // A shop needs a name: the form says so under the field.
  await name.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(identity.getByText('The name field is required.')).toBeVisible();
  await name.fill(shopName);

  // A new logo is sent as soon as it is chosen, and shows at once.
  await identity.getByLabel('Change the logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await drawnPng(page, '#c2410c'),
  });
  await expect(toast(page, 'Logo saved.')).toBeVisible();
  const logo = identity.getByRole('img', { name: 'Logo' });
  await expect(logo).toHaveAttribute('src', /^\/uploads\/shops\/[0-9a-f]{32}\.png$/);
  const logoUrl = (await logo.getAttribute('src'))!;

  // The short description, and the name in Arabic, beside the default language's as a hint.
  await identity.getByLabel('Short description').fill(tagline);
  const arabic = page.getByRole('group', { name: 'العربية' });
  await expect(arabic.getByText(`English: ${shopName}`, { exact: true })).toBeVisible();
  const arabicField = arabic.getByLabel('Shop name');
  await expect(arabicField).toHaveAttribute('dir', 'rtl');
  await arabicField.fill(arabicName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Shop profile saved.')).toBeVisible();
  await expect(page.getByText(/^(Online|Offline) now$/)).toBeVisible();

  // Shoppers read it at once, on the shop's page in English, then in Arabic.
  const [storefront] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'View on the storefront' }).click(),
  ]);
  await storefront.waitForLoadState();
  await expect(storefront).toHaveURL(new RegExp(`/shops/${shopId}$`));
  const header = storefront.locator('header').filter({ has: storefront.getByRole('heading', { level: 1 }) });
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(shopName);
  await expect(header.getByText(tagline)).toBeVisible();
  await expect(header.locator(`img[src="${logoUrl}"]`)).toBeVisible();

  await storefront.goto(`/shops/${shopId}?lang=ar`);
  await expect(storefront.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(arabicName);
  await expect(header.locator(`img[src="${logoUrl}"]`)).toBeVisible();
  await storefront.close();
});
