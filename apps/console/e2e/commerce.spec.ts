import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { StaffCommerceResponse } from '@souk/contract';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { addAddress, apiAs, apiData, signInAsNewCustomer, toast } from '../../web/e2e/support.ts';
import { signInAsStaff } from './staff.ts';

// The commerce settings are one for the whole server, and every journey running meanwhile
// checks out under them. So this journey changes only what no other one reads: a VAT rate of
// 0% of its own (totals stay as they were), a delivery band for 50 items or more (desktop) and
// the gateway's title (phone), each project its own so the two runs never save over each
// other; and it puts each back. Switching cash on delivery or multi-vendor off would break the
// others: the server's tests cover those.

interface Card {
  id: number;
  name: string;
  quantity: number;
  flash_sale: unknown;
  sizes: Array<{ id: number }>;
  shop: { id: number; name: string };
}

/** The signed-in staff member's token, as the console keeps it. */
const staffTokenOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('souk-console-session') ?? '{}') as { access: { token: string } }).access.token,
  );

async function commerce(request: APIRequestContext, token: string): Promise<StaffCommerceResponse> {
  const response = await request.get('/api/staff/commerce', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: StaffCommerceResponse }).data;
}

/**
 * Puts back what a failed run of this project may have left: its VAT rate, and the gateways
 * (phone) or the bands (desktop), never what the other project is changing meanwhile.
 */
async function restore(request: APIRequestContext, token: string, original: StaffCommerceResponse, phone: boolean) {
  const headers = { Authorization: `Bearer ${token}` };
  const left = (await commerce(request, token)).vat_rates.find((rate) => rate.name === rateNameOf(phone));
  if (left) await request.delete(`/api/staff/commerce/vat-rates/${left.id}`, { headers });
  if (phone) {
    const gateways = original.settings.payment_gateways.map(({ name, title }) => ({ name, title }));
    await request.put('/api/staff/commerce', { headers, data: { payment_gateways: gateways } });
  } else {
    await request.put('/api/staff/commerce/delivery-bands', { headers, data: { bands: original.delivery_bands } });
  }
}

const rateNameOf = (phone: boolean) => `Journey levy ${phone ? 'phone' : 'desktop'}`;

/** A shopper's checkout of 50 of one product (with stock to spare), opened from the basket. */
async function shopperAtCheckout(page: Page, request: APIRequestContext, tag: string, offset: number) {
  const { products } = await apiData<{ products: Card[] }>(request, '/products?per_page=100');
  const product = products.filter((p) => p.quantity >= 60 && !p.flash_sale)[offset]!;
  const shopperPage = await (await page.context().browser()!.newContext()).newPage();
  const shopper = await signInAsNewCustomer(shopperPage, request, tag);
  await addAddress(request, shopper.token);
  await apiAs(request, shopper.token, '/cart/store', {
    product_id: product.id,
    quantity: 50,
    size: product.sizes[0]?.id,
  });
  await shopperPage.goto('/');
  await shopperPage.getByTestId('cart-button').click();
  const drawer = shopperPage.getByRole('dialog', { name: /My Cart/ });
  await drawer.getByRole('checkbox', { name: `Select ${product.shop.name}` }).check();
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(shopperPage).toHaveURL(/\/checkout$/);
  await expect(shopperPage.getByTestId('totals')).toBeVisible();
  return shopperPage;
}

test('platform staff add a VAT rate checkout charges, change a delivery band or the gateway’s title, and put each back', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'console-phone';
  const rateName = rateNameOf(phone);

  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Commerce' }).click();
  await expect(page.getByRole('heading', { name: 'Commerce settings', level: 1 })).toBeVisible();
  await expectAccessible(page, 'console commerce');
  const token = await staffTokenOf(page);
  const original = await commerce(page.request, token);
  const sandbox = original.settings.payment_gateways.find((gateway) => gateway.name === 'sandbox')!;

  try {
    // Shoppers must keep a way to pay: refused under the field, nothing saved.
    await page.getByRole('checkbox', { name: 'Cash on delivery' }).uncheck();
    await page.getByRole('checkbox', { name: 'Online payment' }).uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    const cash = page.getByRole('checkbox', { name: 'Cash on delivery' });
    await expect(cash).toHaveAttribute('aria-invalid', 'true');
    await expect(cash).toHaveAccessibleDescription(/Shoppers need a way to pay/);
    await expectAccessible(page, 'console commerce, refused switches');
    expect((await commerce(page.request, token)).settings.cash_on_delivery).toBe(true);
    await page.reload();

    // A VAT rate, added from the keyboard: refused above 100%, then saved at 0%.
    const add = page.getByRole('link', { name: 'Add a VAT rate' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'New VAT rate', level: 1 })).toBeVisible();
    await page.getByLabel('Name').fill(rateName);
    const percentage = page.getByLabel('Percentage');
    await percentage.fill('101');
    await percentage.press('Enter');
    await expect(percentage).toHaveAttribute('aria-invalid', 'true');
    await expect(percentage).toHaveAccessibleDescription(/The percentage may not be greater than 100/);
    await expectAccessible(page, 'console VAT rate, refused');
    await percentage.fill('0');
    await percentage.press('Enter');
    await expect(toast(page, `${rateName} added.`)).toBeVisible();
    await expect(page).toHaveURL(/\/console\/commerce$/);
    await expect(page.locator(`li[data-row="${rateName}"]`)).toContainText('0%');

    // The shopper's next checkout lists it.
    const shopper = await shopperAtCheckout(page, request, `console-commerce-${phone ? 'p' : 'd'}`, phone ? 1 : 0);
    await expect(shopper.getByTestId('totals')).toContainText(`${rateName} (0%)`);

    if (phone) {
      // The gateway's title, as shoppers read it at checkout.
      const title = page.getByLabel('Title shoppers see for sandbox');
      await title.fill(`${sandbox.title} · phone`);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(page, 'Commerce settings saved.')).toBeVisible();
      await shopper.reload();
      await expect(shopper.getByLabel(`${sandbox.title} · phone`)).toBeVisible();
      await title.fill(sandbox.title);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(page, 'Commerce settings saved.').last()).toBeVisible();
      await shopper.reload();
      await expect(shopper.getByLabel(sandbox.title, { exact: true })).toBeVisible();
    } else {
      // A band for 50 items or more, and the band before it ending at 49: refused backwards first.
      const band = (number: number) => page.getByRole('group', { name: `Band ${number}` });
      const last = original.delivery_bands.length;
      await band(last).getByLabel('To', { exact: true }).fill('49');
      await page.getByRole('button', { name: 'Add a band' }).click();
      await expect(band(last + 1).getByLabel('From')).toHaveValue('50');
      await band(last + 1)
        .getByLabel('From')
        .fill('40');
      await band(last + 1)
        .getByLabel('Charge')
        .fill('7.25');
      await page.getByRole('button', { name: 'Save delivery charges' }).click();
      const from = band(last + 1).getByLabel('From');
      await expect(from).toHaveAttribute('aria-invalid', 'true');
      await expect(from).toHaveAccessibleDescription('The from quantity must be above 49, where the band before ends.');
      await from.fill('50');
      await page.getByRole('button', { name: 'Save delivery charges' }).click();
      await expect(toast(page, 'Delivery charges saved.')).toBeVisible();
      await expect(page.getByTestId('bands-now')).toContainText('50 items or more$7.25');
      await shopper.reload();
      await expect(shopper.getByTestId('totals')).toContainText('Delivery Charge$7.25');

      // Back as it was: the new band removed, the one before open-ended again.
      await page.getByRole('button', { name: `Remove band ${last + 1}` }).click();
      await band(last).getByLabel('To', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Save delivery charges' }).click();
      await expect(toast(page, 'Delivery charges saved.').last()).toBeVisible();
      expect((await commerce(page.request, token)).delivery_bands).toEqual(original.delivery_bands);
      await shopper.reload();
      await expect(shopper.getByTestId('totals')).not.toContainText('Delivery Charge$7.25');
    }

    // Removed (asked first), the rate leaves the next checkout.
    await page.locator(`li[data-row="${rateName}"]`).getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove' });
    await expect(dialog).toContainText(`Remove the ${rateName} rate?`);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, `${rateName} removed.`)).toBeVisible();
    await expect(page.locator(`li[data-row="${rateName}"]`)).toHaveCount(0);
    await shopper.reload();
    await expect(shopper.getByTestId('totals')).toBeVisible();
    await expect(shopper.getByTestId('totals')).not.toContainText(rateName);
    await shopper.context().close();
  } finally {
    await restore(page.request, token, original, phone);
  }
  const now = await commerce(page.request, token);
  if (phone) expect(now.settings.payment_gateways).toEqual(original.settings.payment_gateways);
  else expect(now.delivery_bands).toEqual(original.delivery_bands);
  expect(now.vat_rates.map((rate) => rate.name)).not.toContain(rateName);

  // In Arabic, right to left.
  await page.reload();
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'إعدادات التجارة', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'الدفع عند الاستلام' })).toBeChecked();
  await expectAccessible(page, 'console commerce, Arabic');
  await page.getByRole('link', { name: 'إضافة نسبة ضريبة' }).click();
  await page.getByRole('button', { name: 'حفظ نسبة الضريبة' }).click();
  await expect(page.getByLabel('الاسم')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'console VAT rate, Arabic, refused');
});
