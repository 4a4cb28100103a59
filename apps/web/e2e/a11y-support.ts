import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  addAddress,
  apiAs,
  apiData,
  pickLanguage,
  placeCashOrder,
  productsFromTwoShops,
  sellerToken,
  signInAsNewCustomer,
} from './support.ts';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the bar the issue sets. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until the screen stops loading: no request in flight, no busy region, no skeleton left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  // Toasts and dialogs fade in; axe reads colours mid-animation otherwise. A toast starts its
  // fade a frame after it mounts, so frames are let pass until none is running (a few rounds:
  // one toast may follow another).
  await page.evaluate(async () => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
      await frames();
      if (document.getAnimations().length === 0) return;
    }
  });
}

/** axe's violations on the page as it is now, one line per rule with the elements it names. */
async function violationsNow(page: Page): Promise<string[]> {
  // Legacy mode runs axe inside the page itself. The default opens a blank page per check to
  // merge results from cross-origin frames, which the storefront has none of, and that took
  // 40% of each check's time. Reporting only violations (not every passing node) took a further
  // quarter off axe's time (8.4 s to 6.3 s over seven screens). `options` replaces what
  // `withTags` sets, so it comes first.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

/**
 * Runs axe on the settled page and fails naming each violation's rule, help and elements. What
 * it finds is looked at again once the page has settled anew: a toast that goes away while axe
 * reads it is caught mid-fade, which no one sees for more than a moment; a real fault is there
 * both times.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await settle(page);
  let report = await violationsNow(page);
  if (report.length > 0) {
    await settle(page);
    report = await violationsNow(page);
  }
  expect.soft(report, `${label} (${page.url()})\n${report.join('\n')}`).toEqual([]);
}

/** Switches the storefront to Arabic from the navbar, as a shopper does; the choice persists. */
export async function switchToArabic(page: Page): Promise<void> {
  await page.goto('/');
  await pickLanguage(page, 'Language', 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** One id (or slug) per public route that needs one, read from the real server. */
export async function publicIds(request: APIRequestContext) {
  const { first } = await productsFromTwoShops(request, 3);
  const { categories } = await apiData<{ categories: Array<{ id: number }> }>(request, '/categories');
  const sales = await apiData<{
    running_flash_sale: { id: number } | null;
    incoming_flash_sale: { id: number } | null;
  }>(request, '/flash-sales');
  const { blogs } = await apiData<{ blogs: Array<{ slug: string; id: number }> }>(request, '/blogs');
  const sale = sales.running_flash_sale ?? sales.incoming_flash_sale;
  return { product: first, category: categories[0]!.id, sale: sale?.id, blog: blogs[0]!.slug ?? blogs[0]!.id };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh customer with an order, an address, an answered quote and a ticket: every account route has an id. */
export async function customerWithHistory(page: Page, request: APIRequestContext, offset: number) {
  const customer = await signInAsNewCustomer(page, request, 'a11y');
  const { token, email } = customer;
  const { first, other } = await productsFromTwoShops(request, offset);
  const orderCode = await placeCashOrder(request, token, first);
  await addAddress(request, token);
  const { orders } = await apiAs<{ orders: Array<{ id: number; order_code: string }> }>(request, token, '/orders');
  const { addresses } = await apiAs<{ addresses: Array<{ id: number }> }>(request, token, '/addresses');
  const quote = await apiAs<{ quote: { id: number } }>(request, token, '/quote/store', {
    shop_id: other.shop.id,
    lines: [{ product_id: other.id, quantity: 2, size: other.sizes[0]!.id, color: other.colors[0]!.id }],
    note: 'For the office.',
  });
  // A second quote stays editable (pending); the first is answered by its shop.
  const pending = await apiAs<{ quote: { id: number } }>(request, token, '/quote/store', {
    shop_id: other.shop.id,
    lines: [{ product_id: other.id, quantity: 1 }],
  });
  const seller = await sellerToken(request, other.shop.id);
  const { quotes } = await apiAs<{ quotes: Array<{ id: number; lines: Array<{ id: number }> }> }>(
    request,
    seller,
    '/seller/quotes',
  );
  const asked = quotes.find((q) => q.id === quote.quote.id)!;
  await apiAs(request, seller, `/seller/quotes/${asked.id}/answer`, {
    lines: asked.lines.map((l) => ({ id: l.id, unit_price: 12.34 })),
    valid_until: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    note: 'This week only.',
  });
  const { issue_types } = await apiData<{ issue_types: Array<{ id: number }> }>(request, '/ticket-issue-types');
  const ticket = await request.post('/api/support-ticket', {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      issue_type: String(issue_types[0]!.id),
      subject: 'Parcel question',
      message: 'When will it arrive?',
      email,
      order_number: orderCode,
      attachments: { name: 'box.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(ticket.status()).toBe(200);
  const { support_ticket } = ((await ticket.json()) as { data: { support_ticket: { ticket_no: string } } }).data;
  return {
    ...customer,
    order: orders.find((o) => o.order_code === orderCode)!.id,
    address: addresses[0]!.id,
    quote: quote.quote.id,
    pendingQuote: pending.quote.id,
    ticket: support_ticket.ticket_no,
    product: first,
  };
}
