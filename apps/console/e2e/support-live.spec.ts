import { expect, test } from '@playwright/test';
import {
  apiAs,
  apiData,
  type JourneyProduct,
  placeCashOrder,
  signInAsNewCustomer,
  toast,
} from '../../web/e2e/support.ts';
import { shopChannelJoined, shopFor, signedInOwner } from './support.ts';

test('the owner’s support pages hear a shopper’s new ticket and replies without a reload', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const shopId = shopFor(testInfo.project.name, 8, 9);
  // A shopper (through the API, in a browser of their own) with an order from the shop.
  const shopperPage = await (await browser.newContext()).newPage();
  const shopper = await signInAsNewCustomer(shopperPage, request, `console-live-ticket-${shopId}`);
  const { products } = await apiData<{ products: Array<JourneyProduct & { quantity: number }> }>(
    request,
    `/products?shop_id=${shopId}&per_page=50`,
  );
  const product = products.find((p) => p.quantity >= 5)!;
  const orderCode = await placeCashOrder(request, shopper.token, product);
  const { issue_types } = await apiAs<{ issue_types: Array<{ id: number }> }>(
    request,
    shopper.token,
    '/ticket-issue-types',
  );
  const openTicket = async (subject: string) =>
    (
      await apiAs<{ support_ticket: { ticket_no: string } }>(request, shopper.token, '/support-ticket', {
        issue_type: issue_types[0]!.id,
        subject,
        message: 'Still waiting for it.',
        email: shopper.email,
        order_number: orderCode,
      })
    ).support_ticket.ticket_no;
  const reply = (ticketNumber: string, message: string) =>
    apiAs(request, shopper.token, '/support-ticket-message', { ticket_number: ticketNumber, message });
  const first = await openTicket(`Where is my parcel ${testInfo.project.name}`);

  // The owner's inbox, listening on the shop's channel. A mark on the window tells a reload apart.
  await signedInOwner(page, request, shopId);
  const listening = shopChannelJoined(page, shopId);
  await page.goto('/console/support');
  await expect(page.locator(`tr[data-row="${first}"]`)).toBeVisible();
  await listening;
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  // A new ticket: in the list at once, and a toast that opens it.
  const subject = `Wrong colour ${testInfo.project.name}`;
  const second = await openTicket(subject);
  await expect(page.locator(`tr[data-row="${second}"]`)).toContainText(subject);
  await expect(toast(page, `New ticket ${second}: ${subject}`)).toBeVisible();

  // On the first ticket's page, the shopper's reply shows in the thread, with no toast of it.
  await page.locator(`tr[data-row="${first}"]`).getByRole('link').click();
  await expect(page.getByTestId('ticket-messages')).toContainText('Still waiting for it.');
  await reply(first, 'Any news about my parcel?');
  await expect(page.getByTestId('ticket-messages')).toContainText('Any news about my parcel?');
  await expect(toast(page, `The shopper replied on ticket ${first}`)).toHaveCount(0);

  // A reply on the other ticket is a toast here, which opens that ticket with the reply.
  await reply(second, 'It should be blue, not green.');
  const replied = toast(page, `The shopper replied on ticket ${second}`);
  await replied.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/support/${second}$`));
  await expect(page.getByTestId('ticket-messages')).toContainText('It should be blue, not green.');
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
});
