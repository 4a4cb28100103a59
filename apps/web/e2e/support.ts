import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Master } from '@souk/contract';

/** Reads the real server's answer, the way the storefront does, to compare the page against it. */
export async function apiData<T>(request: APIRequestContext, path: string, locale = 'en'): Promise<T> {
  const response = await request.get(`/api${path}`, {
    headers: { 'Accept-Language': locale, 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

export const master = (request: APIRequestContext, locale = 'en') => apiData<Master>(request, '/master', locale);

/**
 * Picks a language from the navbar menu, as a shopper does, and waits for the reload the choice
 * makes, so a later step never races it.
 */
export async function pickLanguage(page: Page, menuLabel: string, language: string): Promise<void> {
  await page.getByRole('button', { name: menuLabel }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: language }).click();
  await reloaded;
}

/**
 * Stores the shopper's language before every page the test opens, as a returning shopper has it.
 * Setting it after a page has loaded races the storefront, which adopts the server's locale
 * (and reloads) once the master data arrives.
 */
export async function storeLocale(page: Page, locale: string): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

/** Opens the phone side menu when the viewport hides the desktop navigation. */
export async function openMenuIfPhone(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
}

export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'Souk-demo-2026' };

/** Opens the login dialog from the navbar (the side menu on narrower screens). */
export async function openLogin(page: Page): Promise<void> {
  await openMenuIfPhone(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in through the login dialog and waits for the success toast. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email / Phone Number').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Opens the signed-in user menu: the dropdown on a desktop, the side menu's list on a phone. */
export async function openUserMenu(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByTestId('user-menu-list')).toBeVisible();
  } else {
    await page.getByTestId('user-menu').click();
  }
}

/** A customer nobody else uses: unique email and phone per call. */
export function newCustomer(tag: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `Journey ${tag}`,
    email: `journey-${tag}-${stamp}@example.com`,
    phone: `5${stamp.slice(-9)}`,
    password: 'Walnut-Harbour-42',
  };
}

/** The newest code the local server "sent" to `to` (its dev outbox, newest first). */
export async function readOtp(request: APIRequestContext, to: string, after = ''): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { messages } = await apiData<{ messages: Array<{ body: string; created_at: string }> }>(
        request,
        `/dev/outbox?to=${encodeURIComponent(to)}`,
      );
      const newest = messages.find((m) => m.created_at > after);
      code = newest?.body.match(/\b(\d{4})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** Registers a fresh customer through the API and starts the page signed in as them (one sign-up). */
export async function signInAsNewCustomer(page: Page, request: APIRequestContext, tag: string) {
  const customer = newCustomer(tag);
  const response = await request.post('/api/registration', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { ...customer, country: 'United States', phone_code: '+1' },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { access: { token: string }; user: { id: number } } };
  // The auth store's persisted shape (zustand persist, version 1).
  const stored = JSON.stringify({
    state: { token: data.access.token, user: data.user, favoriteProducts: 0 },
    version: 1,
  });
  await page.addInitScript((value) => {
    if (!localStorage.getItem('auth')) localStorage.setItem('auth', value);
  }, stored);
  return { ...customer, token: data.access.token, userId: data.user.id };
}

/** Calls the real server as a signed-in customer (the journeys read their own totals this way). */
export async function apiAs<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const headers = { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
  const response = body
    ? await request.post(`/api${path}`, { headers, data: body })
    : await request.get(`/api${path}`, { headers });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export interface JourneyProduct {
  id: number;
  name: string;
  shop: { id: number; name: string };
  sizes: Array<{ id: number; name: string }>;
  colors: Array<{ id: number; name: string }>;
}

/**
 * Products with sizes and colours and stock to spare, from two different shops: two from the
 * first shop and one from the second, each priced 20 or more. `offset` spreads parallel journeys over different products.
 */
export async function productsFromTwoShops(request: APIRequestContext, offset = 0) {
  type Card = JourneyProduct & { quantity: number; price: number; discount_price: number };
  const { products } = await apiData<{ products: Card[] }>(request, '/products?per_page=100');
  // At 20 or more each, three of one make a subtotal that meets the demo vouchers' minimum spends.
  const usable = products.filter(
    (p) =>
      p.sizes.length > 1 &&
      p.colors.length > 1 &&
      p.quantity >= 20 &&
      (p.discount_price > 0 ? p.discount_price : p.price) >= 20,
  );
  // Discounted ones first, so the journeys see the discounted price carried into the order.
  usable.sort((a, b) => Number(b.discount_price > 0) - Number(a.discount_price > 0));
  const byShop = new Map<number, JourneyProduct[]>();
  for (const product of usable) byShop.set(product.shop.id, [...(byShop.get(product.shop.id) ?? []), product]);
  const shops = [...byShop.values()].filter((list) => list.length >= 2);
  const first = shops[offset % shops.length]!;
  const second = shops[(offset + 1) % shops.length]!;
  return { first: first[0]!, extra: first[1]!, other: second[0]! };
}

/** Saves a delivery address for a customer through the API: the default one unless told otherwise. */
export const addAddress = (
  request: APIRequestContext,
  token: string,
  { line = '12 Cedar Street', isDefault = true }: { line?: string; isDefault?: boolean } = {},
) =>
  apiAs(request, token, '/address/store', {
    name: 'Journey Buyer',
    phone: '5550001111',
    address_line: line,
    address_type: 'Home',
    is_default: isDefault ? 1 : 0,
  });

/** The demo owner of a shop (seller{n}@example.com owns the n-th seeded shop): their API token. */
export async function sellerToken(request: APIRequestContext, shopId: number): Promise<string> {
  const response = await request.post('/api/seller/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: `seller${shopId}@example.com`, password: DEMO_CUSTOMER.password },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { access: { token: string }; shop: { id: number } } };
  expect(data.shop.id).toBe(shopId);
  return data.access.token;
}

/**
 * Resolves once the page has joined a private chat channel (so an event sent now reaches it):
 * `channel` when named, else the first it joins.
 */
export function chatSubscribed(page: Page, channel?: string): Promise<unknown> {
  const joined = (payload: string) =>
    payload.includes('pusher_internal:subscription_succeeded') && (!channel || payload.includes(`"${channel}"`));
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      void ws
        .waitForEvent('framereceived', {
          predicate: (frame) => joined(String(frame.payload)),
          timeout: 20_000,
        })
        .then(resolve, () => undefined);
    });
  });
}

/** Places a cash order of one `product` through the API (with a saved address) and answers its code. */
export async function placeCashOrder(request: APIRequestContext, token: string, product: JourneyProduct) {
  return (await placeCash(request, token, product)).order_code;
}

/** A cash order of one `product` that its shop has marked Delivered (through the seller API); answers its id. */
export async function deliveredOrder(request: APIRequestContext, token: string, product: JourneyProduct) {
  const { id } = await placeCash(request, token, product);
  const seller = await sellerToken(request, product.shop.id);
  await apiAs(request, seller, `/seller/orders/${id}/status`, { order_status: 'Delivered' });
  return id;
}

async function placeCash(request: APIRequestContext, token: string, product: JourneyProduct) {
  await addAddress(request, token);
  // A product sold in sizes is bought in its first; one without any, as it is.
  await apiAs(request, token, '/cart/store', { product_id: product.id, quantity: 1, size: product.sizes[0]?.id });
  const address = (await apiAs<{ addresses: Array<{ id: number }> }>(request, token, '/addresses')).addresses[0]!;
  const placed = await apiAs<{ orders: Array<{ id: number; order_code: string }> }>(request, token, '/place-order', {
    shop_ids: [product.shop.id],
    address_id: address.id,
    payment_method: 'cash',
  });
  return placed.orders[0]!;
}

/** A fresh shopper with one product of a shop in the basket. */
export async function shopperWithBasket(page: Page, request: APIRequestContext, tag: string, offset: number) {
  const shopper = await signInAsNewCustomer(page, request, tag);
  const { first } = await productsFromTwoShops(request, offset);
  await apiAs(request, shopper.token, '/cart/store', { product_id: first.id, quantity: 1 });
  return { ...shopper, shop: first.shop };
}

/** A toast (sonner's list), apart from the same words under a field. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
