import type { Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import {
  apiAs,
  apiData,
  deliveredOrder,
  logIn,
  newCustomer,
  productsFromTwoShops,
  sellerToken,
  signInAsNewCustomer,
} from './support.ts';

// Markup that runs script if a screen ever renders stored text as HTML.
const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';

/** Each stored text shows as the literal characters, and nothing set the flag the markup would set. */
async function expectInert(page: Page, texts: string[]) {
  for (const text of texts) {
    await expect(page.getByText(text, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  }
  // An injected <img> fires onerror once its load of "x" fails; let any such request settle.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
}

test('a profile name made of markup shows as text', async ({ page, request }) => {
  // Signed up with the markup as a name, then signed in through the page, which shows the name.
  const customer = { ...newCustomer('xss-profile'), name: SCRIPT };
  const signUp = await request.post('/api/registration', {
    data: { ...customer, country: 'United States', phone_code: '+1' },
  });
  expect(signUp.status()).toBe(200);
  await page.goto('/');
  await logIn(page, customer.email, customer.password);
  const { token } = ((await signUp.json()) as { data: { access: { token: string } } }).data.access;
  await apiAs(request, token, '/update-profile', { name: IMG });
  await page.goto('/profile');
  await expect(page.getByLabel('Full Name')).toHaveValue(IMG);
  await expectInert(page, [SCRIPT]);
});

test('an address made of markup shows as text', async ({ page, request }) => {
  const { token } = await signInAsNewCustomer(page, request, 'xss-address');
  await apiAs(request, token, '/address/store', {
    name: IMG,
    phone: '5550001111',
    address_line: SCRIPT,
    address_type: 'Home',
  });
  await page.goto('/manage-address');
  await expectInert(page, [IMG, SCRIPT]);
});

test('chat messages made of markup, from the shopper and from the shop, show as text', async ({ page, request }) => {
  const { token, userId } = await signInAsNewCustomer(page, request, 'xss-chat');
  const { first } = await productsFromTwoShops(request, 5);
  await apiAs(request, token, '/send-message', { shop_id: first.shop.id, message: IMG });
  const shop = await sellerToken(request, first.shop.id);
  const answer = await request.post('/api/seller/send-message', {
    headers: { Authorization: `Bearer ${shop}` },
    data: { user_id: userId, message: SCRIPT },
  });
  expect(answer.status()).toBe(200);
  await page.goto(`/massages?shop_id=${first.shop.id}`);
  await expectInert(page, [IMG, SCRIPT]);
});

test('a support ticket and its reply made of markup show as text', async ({ page, request }) => {
  const { token, email } = await signInAsNewCustomer(page, request, 'xss-ticket');
  const { issue_types } = await apiData<{ issue_types: Array<{ id: number }> }>(request, '/ticket-issue-types');
  const { support_ticket } = await apiAs<{ support_ticket: { ticket_no: string } }>(request, token, '/support-ticket', {
    issue_type: issue_types[0]!.id,
    subject: IMG,
    message: SCRIPT,
    email,
  });
  await apiAs(request, token, '/support-ticket-message', { ticket_number: support_ticket.ticket_no, message: IMG });
  await page.goto(`/support-ticket/${encodeURIComponent(support_ticket.ticket_no)}`);
  await expectInert(page, [IMG, SCRIPT]);
});

test('a review made of markup shows as text on the product page', async ({ page, request }) => {
  const { token } = await signInAsNewCustomer(page, request, 'xss-review');
  const { extra } = await productsFromTwoShops(request, 3);
  const orderId = await deliveredOrder(request, token, extra);
  await apiAs(request, token, '/product-review', {
    product_id: extra.id,
    order_id: orderId,
    rating: 4,
    description: IMG + SCRIPT,
  });
  await page.goto(`/products/${extra.id}/details`);
  await expect(page.getByTestId('review-list')).toBeVisible();
  await expectInert(page, [IMG + SCRIPT]);
});
