import { expect, type Page, test } from '@playwright/test';
import { formatMoney } from '@souk/contract';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { storefrontRunning } from '../../web/e2e/journey.ts';
import { apiData, toast } from '../../web/e2e/support.ts';
import { signInAsStaff } from './staff.ts';

/**
 * Each project adds a currency of its own (both run against one database), each with the symbol
 * on another side. The default is left as it is: other journeys read prices in it.
 */
const CURRENCIES = {
  'console-desktop': { name: 'DSK', symbol: 'Đ', position: 'suffix', rate: 2.5, precision: 1 },
  'console-phone': { name: 'PHN', symbol: '₱', position: 'prefix', rate: 40, precision: 0 },
} as const;

/** The first popular product's price as the home page shows it (in the default currency). */
async function popularPrice(page: Page): Promise<number> {
  const home = await apiData<{ popular_products: Array<{ price: number; discount_price: number }> }>(
    page.request,
    '/home',
  );
  const first = home.popular_products[0]!;
  return first.discount_price > 0 && first.discount_price < first.price ? first.discount_price : first.price;
}

test('platform staff add a currency: the storefront offers it at the next page load and shows prices in it', async ({
  page,
}, testInfo) => {
  const currency = CURRENCIES[testInfo.project.name as keyof typeof CURRENCIES] ?? CURRENCIES['console-desktop'];

  // The Currencies section: the demo's three, USD the default, which cannot change (prices are stored).
  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Currencies' }).click();
  await expect(page.getByRole('heading', { name: 'Currencies', level: 1 })).toBeVisible();
  await expect(page.locator('tr[data-row="USD"]')).toContainText('Default');
  await expect(page.locator('tr[data-row="EUR"]')).toContainText('Offered');
  await expect(page.getByText('The default currency stays USD: prices are already stored in it')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make default' })).toHaveCount(0);
  await expectAccessible(page, 'console currencies');

  // Added with an invalid rate first: refused under the rate, and nothing saved.
  await page.getByRole('link', { name: 'Add a currency' }).click();
  await expect(page.getByRole('heading', { name: 'Add a currency', level: 1 })).toBeVisible();
  await page.getByLabel('Code').fill(currency.name.toLowerCase());
  await page.getByLabel('Symbol', { exact: true }).fill(currency.symbol);
  await page.getByLabel('Symbol’s place').selectOption(currency.position);
  await page.getByLabel('Decimals').fill(String(currency.precision));
  const rate = page.getByLabel('Rate from the default');
  await rate.fill('0');
  await page.getByRole('button', { name: 'Save the currency' }).click();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(rate).toHaveAccessibleDescription(/The rate must be greater than 0\./);
  await expect(page).toHaveURL(/\/console\/currencies\/new$/);
  await expectAccessible(page, 'console new currency, refused rate');

  // A valid rate: the preview reads as the storefront will, and the currency is added.
  await rate.fill(String(currency.rate));
  const display = {
    symbol: currency.symbol,
    position: currency.position,
    rate: currency.rate,
    precision: currency.precision,
  };
  await expect(page.getByText(`A price of $1,234.50 shows as ${formatMoney(1234.5, display)}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Save the currency' }).click();
  await expect(toast(page, `${currency.name} added: shoppers can pick it now.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Currencies', level: 1 })).toBeVisible();
  const row = page.locator(`tr[data-row="${currency.name}"]`);
  await expect(row).toContainText('Offered');
  await expect(row).toContainText(formatMoney(1234.5, display));

  // The storefront's next page load offers it, and prices read in its symbol, place and rate.
  const amount = await popularPrice(page);
  await page.goto('/');
  await storefrontRunning(page);
  await page.getByRole('button', { name: 'Currency' }).click();
  await page.getByRole('menuitem', { name: `${currency.name} (${currency.symbol})` }).click();
  const card = page.getByRole('region', { name: 'Popular Products' }).getByTestId('product-card').first();
  await expect(card).toContainText(formatMoney(amount, display));
  await expect(card).not.toContainText('$');

  // In Arabic, right to left: the list and the form.
  await page.goto('/console/currencies');
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'العملات', level: 1 })).toBeVisible();
  await expect(page.locator(`tr[data-row="${currency.name}"]`)).toContainText('معروضة');
  await expect(page.locator('tr[data-row="USD"]')).toContainText('افتراضية');
  await expectAccessible(page, 'console currencies, Arabic');
  await page.locator(`tr[data-row="${currency.name}"]`).getByRole('link', { name: currency.name }).click();
  await expect(page.getByRole('heading', { name: currency.name, level: 1 })).toBeVisible();
  await expect(page.getByLabel('سعر الصرف من العملة الافتراضية')).toHaveValue(String(currency.rate));
  await expectAccessible(page, 'console currency, Arabic');
});
