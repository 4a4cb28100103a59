import type { APIRequestContext, Page } from '@playwright/test';
import { apiData } from '../../web/e2e/support.ts';
import { mailTo } from './staff.ts';

const OWNER_PASSWORD = 'Quince-orchard-2026';

/** Calls the API as `token`'s holder, sending `body` with `method`. */
async function send<T>(request: APIRequestContext, method: 'POST' | 'PUT', path: string, body: object, token = '') {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    data: body,
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A shop of the journey's own, opened the way a seller's is (applied for, approved by the staff
 * member signed in on `page`, its owner's password set from the mailed link), selling one product:
 * every seeded shop is some other console journey's, and switching one off would break it.
 */
export async function openOwnShop(page: Page, request: APIRequestContext, tag: string) {
  const name = `Quince Orchard ${tag} ${Date.now()}`;
  const email = `quince-${tag}-${Date.now()}@example.com`;
  const application = await send<{ id: number }>(request, 'POST', '/seller-applications', {
    shop_name: name,
    name: 'Rania Quince',
    email,
    phone: '5550108888',
    address: '3 Orchard Row, Irbid',
  });
  const staff = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('souk-console-session') ?? '{}') as { access: { token: string } }).access,
  );
  const approved = await send<{ application: { shop_id: number } }>(
    request,
    'POST',
    `/staff/seller-applications/${application.id}/approve`,
    {},
    staff.token,
  );
  const link = new URL(/https?:\/\/\S+/.exec(await mailTo(request, email))![0]);
  await send(request, 'POST', '/seller/set-password', {
    token: link.searchParams.get('token'),
    password: OWNER_PASSWORD,
  });
  const owner = await send<{ access: { token: string } }>(request, 'POST', '/seller/login', {
    email,
    password: OWNER_PASSWORD,
  });
  const { categories } = await apiData<{ categories: Array<{ id: number }> }>(request, '/categories');
  const { product } = await send<{ product: { id: number; name: string } }>(
    request,
    'POST',
    '/seller/products',
    {
      name: `Quince Jam ${tag}`,
      code: `QJ-${tag}-${Date.now()}`,
      category_id: categories[0]!.id,
      price: 24,
      quantity: 50,
      is_active: true,
    },
    owner.access.token,
  );
  return { id: approved.application.shop_id, name, email, product };
}
