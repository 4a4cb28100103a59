import type { APIRequestContext, Page } from '@playwright/test';
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
