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
  const { data } = (await response.json()) as { data: { access: { token: string }; user: unknown } };
  // The auth store's persisted shape (zustand persist, version 1).
  const stored = JSON.stringify({
    state: { token: data.access.token, user: data.user, favoriteProducts: 0 },
    version: 1,
  });
  await page.addInitScript((value) => {
    if (!localStorage.getItem('auth')) localStorage.setItem('auth', value);
  }, stored);
  return { ...customer, token: data.access.token };
}
