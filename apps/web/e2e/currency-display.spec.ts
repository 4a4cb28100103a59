import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './journey.ts';
import { formatMoney, type Order, type Voucher } from '@souk/contract';
import {
  addAddress,
  apiAs,
  apiData,
  type JourneyProduct,
  master,
  productsFromTwoShops,
  signInAsNewCustomer,
} from './support.ts';

test('vouchers, an order’s row, details and invoice show the chosen currency, as the cart does', async ({
  page,
  request,
}) => {
  const euro = (await master(request)).currencies.find((c) => c.name === 'EUR')!;
  const money = (amount: number) =>
    formatMoney(amount, {
      symbol: euro.symbol,
      position: euro.position,
      rate: euro.rate_from_default,
      precision: euro.precision,
    });
  const { token } = await signInAsNewCustomer(page, request, 'prices');
  const { first } = await productsFromTwoShops(request, 9);
  await apiAs(request, token, '/cart/store', { product_id: first.id, quantity: 3, size: first.sizes[0]!.id });
  const { coupons } = await apiAs<{ coupons: Voucher[] }>(request, token, `/get-vouchers?shop_id=${first.shop.id}`);
  const capped = coupons.find((c) => c.discount_type === 'Percentage' && (c.max_discount_amount ?? 0) > 0)!;

  await page.goto('/');
  await page.getByRole('button', { name: 'Currency' }).click();
  await page.getByRole('menuitem', { name: `${euro.name} (${euro.symbol})` }).click();
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /My Cart/ });
  await drawer.getByRole('button', { name: 'Vouchers' }).click();
  const card = page
    .getByRole('dialog', { name: 'Vouchers' })
    .getByTestId('voucher-card')
    .filter({ hasText: capped.code });
  await expect(card).toContainText(`Minimum Spend ${money(capped.min_order_amount)}`);
  await expect(card.getByTestId('voucher-cap')).toHaveText(`Up to ${money(capped.max_discount_amount!)}`);

  await apiAs(request, token, '/vouchers-collect', { coupon_id: capped.id });
  await addAddress(request, token);
  const address = (await apiAs<{ addresses: Array<{ id: number }> }>(request, token, '/addresses')).addresses[0]!;
  const { orders } = await apiAs<{ orders: Order[] }>(request, token, '/place-order', {
    shop_ids: [first.shop.id],
    address_id: address.id,
    payment_method: 'cash',
    coupon_code: capped.code,
  });
  const order = orders[0]!;
  expect(order.coupon_discount).toBeGreaterThan(0);

  await page.goto('/order-history');
  await expect(page.getByTestId('order-row').filter({ hasText: order.order_code })).toContainText(
    money(order.payable_amount),
  );
  for (const path of [`/order-history/${order.id}`, `/order-history/${order.id}/invoice`]) {
    await page.goto(path);
    const totals = page.getByTestId('totals');
    await expect(totals).toContainText(`Subtotal${money(order.total_amount)}`);
    await expect(totals).toContainText(`Coupon Discount-${money(order.coupon_discount)}`);
    await expect(totals).toContainText(money(order.payable_amount));
    await expect(page.getByTestId('order-line').first()).toContainText(euro.symbol);
  }
});

test('a voucher’s unmet minimum is written in the chosen currency, and again after another pick', async ({
  page,
  request,
}) => {
  const currencies = (await master(request)).currencies;
  const money = (name: string, amount: number) => {
    const c = currencies.find((currency) => currency.name === name)!;
    return formatMoney(amount, {
      symbol: c.symbol,
      position: c.position,
      rate: c.rate_from_default,
      precision: c.precision,
    });
  };
  const { token } = await signInAsNewCustomer(page, request, 'minimum');
  const { product, unmet } = await lineBelowAVoucherMinimum(request);
  await apiAs(request, token, '/cart/store', {
    product_id: product.id,
    quantity: 1,
    size: product.sizes[0]?.id,
    color: product.colors[0]?.id,
  });

  const pick = async (name: string) => {
    await page.getByRole('button', { name: 'Currency' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${name} `) }).click();
  };
  await page.goto('/');
  await pick('EUR');
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /My Cart/ });
  await drawer.getByRole('checkbox', { name: `Select ${product.shop.name}` }).check();
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByLabel('Voucher Code').fill(unmet.code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText(`This voucher needs a minimum order of ${money('EUR', unmet.min_order_amount)}.`),
  ).toBeVisible();

  await pick('JPY');
  await expect(
    page.getByText(`This voucher needs a minimum order of ${money('JPY', unmet.min_order_amount)}.`),
  ).toBeVisible();
});

/** The cheapest product whose one unit does not reach some voucher of its shop, with that voucher. */
async function lineBelowAVoucherMinimum(request: APIRequestContext) {
  type Card = JourneyProduct & { quantity: number; price: number; discount_price: number };
  const { products } = await apiData<{ products: Card[] }>(request, '/products?per_page=100');
  const price = (p: Card) => (p.discount_price > 0 ? p.discount_price : p.price);
  for (const product of products.filter((p) => p.quantity > 0).sort((a, b) => price(a) - price(b))) {
    const { coupons } = await apiData<{ coupons: Voucher[] }>(request, `/get-vouchers?shop_id=${product.shop.id}`);
    const unmet = coupons.find((c) => c.min_order_amount > price(product));
    if (unmet) return { product, unmet };
  }
  throw new Error('no product below any voucher minimum in the demo data');
}
