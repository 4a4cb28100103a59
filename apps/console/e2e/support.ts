import type { APIRequestContext, Page } from '@playwright/test';
import { chatShopChannel, chatUserChannel, supportStaffChannel } from '@souk/contract';
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

/**
 * Resolves once `page`'s realtime connection has joined `channel`: what the server sends on it
 * before then is heard by no one. Call it before the page connects.
 */
function channelJoined(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = String(payload);
        if (frame.includes('pusher_internal:subscription_succeeded') && frame.includes(channel)) resolve();
      }),
    );
  });
}

/** Once `page` (the console) has joined shop `shopId`'s private channel; see channelJoined. */
export const shopChannelJoined = (page: Page, shopId: number) => channelJoined(page, chatShopChannel(shopId));

/** Once `page` (the console, signed in as platform staff) has joined staff's channel; see channelJoined. */
export const staffChannelJoined = (page: Page) => channelJoined(page, supportStaffChannel);

/** Once `page` (the storefront) has joined shopper `userId`'s private channel; see channelJoined. */
export const shopperChannelJoined = (page: Page, userId: number) => channelJoined(page, chatUserChannel(userId));
