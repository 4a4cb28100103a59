import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../web/e2e/support.ts';

/** The demo marketplace's platform staff account (seed/accounts.ts). */
const STAFF = { email: 'staff@example.com', password: DEMO_CUSTOMER.password };

/**
 * Signs platform staff in through the console's form, ticking "I am platform staff", and waits
 * for their start, the support inbox.
 */
export async function signInAsStaff(page: Page, next = ''): Promise<void> {
  await page.goto(`/console/${next ? `sign-in?next=${encodeURIComponent(next)}` : ''}`);
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByLabel('I am platform staff').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(next ? new RegExp(`/console${next}$`) : /\/console\/support$/);
}

/** Applies through the storefront's form, as a would-be seller does; the application's e-mail. */
export async function applyInStorefront(page: Page, shopName: string): Promise<string> {
  const email = `applicant-${Date.now()}@example.com`;
  await page.goto('/shop/register');
  await page.getByLabel('Shop Name').fill(shopName);
  await page.getByLabel('Owner Name').fill('Salma Haddad');
  await page.getByLabel('Phone Number').fill('5550107777');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Address', { exact: true }).fill('7 Spice Lane, Amman');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application received');
  return email;
}

/** The newest mail the local outbox holds for `to`. */
export async function mailTo(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await response.json()) as { data: { messages: Array<{ body: string }> } };
  return data.messages[0]?.body ?? '';
}

/** Staff open the waiting application of `shopName` from the Sellers section. */
export async function openApplication(page: Page, shopName: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Products' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Sellers' }).click();
  await expect(page.getByRole('heading', { name: "Sellers' applications", level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /^Waiting/ }).click();
  // Followed by its address rather than pressed: an application another journey sends meanwhile
  // moves the rows, and a press can land on the row that took this one's place.
  const href = await page.getByRole('link', { name: shopName }).getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('heading', { name: shopName, level: 1 })).toBeVisible();
}
