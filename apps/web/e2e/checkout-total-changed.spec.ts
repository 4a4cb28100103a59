import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { type CheckoutTotals, type Currency, formatMoney, type OrdersResponse, type Quote } from '@souk/contract';
import { expect, test } from './journey.ts';
import {
  addAddress,
  apiAs,
  apiData,
  type JourneyProduct,
  master,
  productsFromTwoShops,
  sellerToken,
  signInAsNewCustomer,
  storeLocale,
} from './support.ts';

const screens = path.resolve(import.meta.dirname, '../../../test-results/screens');

/** A date `days` from today as the seller API takes it (YYYY-MM-DD). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const QUANTITY = 2;

/**
 * Changes what a cart line costs on the server while the shopper's checkout is open: a quote
 * for the line's product, size, colour and quantity, answered by the shop at `unitPrice` and
 * accepted, replaces the line with one at the approved price (docs/features/quotes-and-support-tickets.md).
 */
async function repriceLine(request: APIRequestContext, token: string, product: JourneyProduct, unitPrice: number) {
  const { quote } = await apiAs<{ quote: Quote }>(request, token, '/quote/store', {
    shop_id: product.shop.id,
    lines: [{ product_id: product.id, quantity: QUANTITY, size: product.sizes[0]!.id, color: product.colors[0]!.id }],
  });
  await apiAs(request, await sellerToken(request, product.shop.id), `/seller/quotes/${quote.id}/answer`, {
    lines: quote.lines.map((line) => ({ id: line.id, unit_price: unitPrice })),
    valid_until: inDays(7),
  });
  await apiAs(request, token, `/quote/${quote.id}/accept`, {});
}

interface Scene {
  locale: 'en' | 'ar';
  /** A currency other than the default to pick from the top bar first, by name. */
  currency?: string;
  /** Spreads parallel runs over different products. */
  offset: number;
}

/**
 * A new customer with an address and one shop's line in the cart opens the checkout from the
 * cart drawer; then the line's price changes on the server. Answers what the page needs next:
 * the shopper's words, the totals before and after, and amounts as the page formats them.
 */
async function checkoutThenPriceChange(page: Page, request: APIRequestContext, scene: Scene) {
  const { token } = await signInAsNewCustomer(page, request, `total-changed-${scene.locale}`);
  await addAddress(request, token);
  const { first: product } = await productsFromTwoShops(request, scene.offset);
  await apiAs(request, token, '/cart/store', {
    product_id: product.id,
    quantity: QUANTITY,
    size: product.sizes[0]!.id,
    color: product.colors[0]!.id,
  });
  const messages = await apiData<Record<string, string>>(request, `/lang/${scene.locale}`);
  const t = (key: string) => messages[key] ?? key;
  const currencies = (await master(request)).currencies;
  const currency: Currency = currencies.find((c) => (scene.currency ? c.name === scene.currency : c.is_default))!;
  const money = (amount: number) =>
    formatMoney(amount, {
      symbol: currency.symbol,
      position: currency.position,
      rate: currency.rate_from_default,
      precision: currency.precision,
    });
  const totals = async () =>
    (await apiAs<{ checkout: CheckoutTotals }>(request, token, '/cart/checkout', { shop_ids: [product.shop.id] }))
      .checkout;

  await storeLocale(page, scene.locale);
  await page.goto('/');
  if (scene.currency) {
    await page.getByRole('button', { name: t('Currency') }).click();
    await page.getByRole('menuitem', { name: `${currency.name} (${currency.symbol})` }).click();
  }
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('checkbox').check();
  await drawer.getByRole('button', { name: t('Proceed to Checkout') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const before = await totals();
  await expect(page.getByTestId('totals')).toContainText(money(before.payable_amount));

  // A unit price well away from the list one, so the two totals cannot meet.
  await repriceLine(request, token, product, 11.11);
  const after = await totals();
  expect(after.payable_amount).not.toBe(before.payable_amount);
  return { token, t, money, before, after };
}

const placeOrderButton = (page: Page, t: (key: string) => string) =>
  page.getByRole('button', { name: t('Place Order'), exact: true });

const SCENES: Scene[] = [
  // In English the shopper has picked euros: the notice writes amounts as the totals do.
  { locale: 'en', currency: 'EUR', offset: 13 },
  { locale: 'ar', offset: 14 },
];

for (const scene of SCENES) {
  test(`in ${scene.locale}, a total that changed since the checkout opened is refused, shown old and new, and placed at the new one on the next press`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { token, t, money, before, after } = await checkoutThenPriceChange(page, request, scene);
    const orders = async () => (await apiAs<OrdersResponse>(request, token, '/orders')).orders;

    await placeOrderButton(page, t).click();
    const notice = page.getByRole('alert').filter({ hasText: t('The total has changed') });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t('Nothing was ordered. Check the new total, then press Place Order again.'));
    await expect(notice).toContainText(`${t('Previous total')}${money(before.payable_amount)}`);
    await expect(notice).toContainText(`${t('New total')}${money(after.payable_amount)}`);
    // The totals above it are the server's new ones; nothing was confirmed, nothing placed.
    await expect(page.getByTestId('totals')).toContainText(money(after.payable_amount));
    await expect(page.getByRole('dialog', { name: t('Order Placed') })).toBeHidden();
    expect(await orders()).toEqual([]);
    // A 375 px phone holds the notice without a sideways scroll, in either direction.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await placeOrderButton(page, t).click();
    const confirm = page.getByRole('dialog', { name: t('Order Placed') });
    await expect(confirm.getByTestId('placed-orders').getByRole('link')).toHaveCount(1);
    const placed = await orders();
    expect(placed).toHaveLength(1);
    expect(placed[0]!.payable_amount).toBe(after.payable_amount);
    await expect(confirm.getByTestId('placed-orders')).toHaveText(placed[0]!.order_code);
  });

  // Not a check: saves the notice, desktop and phone, for review. Run with SCREENSHOTS=1.
  test(`the changed-total notice in ${scene.locale} @screens`, async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const { t } = await checkoutThenPriceChange(page, request, { ...scene, offset: scene.offset + 2 });
    await placeOrderButton(page, t).click();
    await page.getByTestId('total-changed').waitFor();
    // The notice with the button under it, as the shopper sees them before pressing again.
    await placeOrderButton(page, t).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screens, `${info.project.name}-${scene.locale}-total-changed.png`) });
  });
}
