import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../web/e2e/support.ts';

/**
 * Starts the page signed in to the console as the demo owner of `shopId` (seller{n} owns shop
 * n), the way a sign-in leaves it: the session in local storage. Journeys about signing in
 * itself go through the form instead.
 */
export async function signedInOwner(page: Page, request: APIRequestContext, shopId: number): Promise<void> {
  const response = await request.post('/api/seller/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: `seller${shopId}@example.com`, password: DEMO_CUSTOMER.password },
  });
  if (!response.ok()) throw new Error(`seller login answered ${response.status()}`);
  const { data } = (await response.json()) as { data: unknown };
  await page.addInitScript((session) => localStorage.setItem('souk-console-session', session), JSON.stringify(data));
}

/** The shop each project's journeys work in, so desktop and phone runs side by side do not meet. */
export const shopFor = (projectName: string, desktop: number, phone: number) =>
  projectName.includes('phone') ? phone : desktop;
