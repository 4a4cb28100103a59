import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { apiAs, signInAsNewCustomer, toast } from '../../web/e2e/support.ts';
import { signInAsStaff } from './staff.ts';
import { shopperChannelJoined, staffChannelJoined } from './support.ts';

/** A new shopper, signed in in a browser of their own, with a ticket opened about `subject`. */
async function shopperWithTicket(browser: Browser, request: APIRequestContext, subject: string) {
  const page = await (await browser.newContext()).newPage();
  const { token, email, userId } = await signInAsNewCustomer(page, request, 'console-ticket');
  const { issue_types } = await apiAs<{ issue_types: Array<{ id: number }> }>(request, token, '/ticket-issue-types');
  const open = async (about: string) =>
    (
      await apiAs<{ support_ticket: { ticket_no: string } }>(request, token, '/support-ticket', {
        issue_type: issue_types[0]!.id,
        subject: about,
        message: 'The strap came loose on the first day.',
        email,
      })
    ).support_ticket.ticket_no;
  const reply = (ticketNumber: string, message: string) =>
    apiAs(request, token, '/support-ticket-message', { ticket_number: ticketNumber, message });
  return { page, userId, ticketNumber: await open(subject), open, reply };
}

test('platform staff answer and resolve a shopper’s ticket in the console, each side seeing the other’s at once', async ({
  browser,
  page,
  request,
}, testInfo) => {
  // Two browsers, four tickets and both languages: past the default 30 s on a phone.
  test.setTimeout(90_000);
  const subject = `Loose strap ${testInfo.project.name}`;
  const shopper = await shopperWithTicket(browser, request, subject);
  const shopperListens = shopperChannelJoined(shopper.page, shopper.userId);
  await shopper.page.goto(`/support-ticket/${shopper.ticketNumber}`);
  await expect(shopper.page.getByTestId('ticket-status')).toHaveText('Running');
  await shopperListens;

  // Staff sign in through the form, as staff, and land in the support inbox: no shop sections.
  await signInAsStaff(page);
  await expect(page.getByRole('heading', { name: 'Support tickets', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Support' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  const staffListens = staffChannelJoined(page);
  await page.goto('/console/dashboard');
  await expect(page).toHaveURL(/\/console\/support$/);
  await expectAccessible(page, 'console support inbox');

  // Listening on staff's channel, the inbox shows a shopper's new ticket (about no shop's
  // order: staff answer those alone) without a reload (a mark on the window would be gone),
  // with a toast.
  await staffListens;
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  const another = `Change my email ${testInfo.project.name}`;
  const anotherNumber = await shopper.open(another);
  await expect(page.locator(`tr[data-row="${anotherNumber}"]`)).toContainText(another);
  await expect(toast(page, `New ticket ${anotherNumber}: ${another}`)).toBeVisible();

  // The first ticket is in the open tab; the staff member opens it.
  await page.getByRole('link', { name: /^Open/ }).click();
  await page.locator(`tr[data-row="${shopper.ticketNumber}"]`).getByRole('link').click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByTestId('ticket-messages')).toContainText('The strap came loose on the first day.');

  // The shopper's reply shows in the open thread without a reload.
  await shopper.reply(shopper.ticketNumber, 'It came loose again this morning.');
  await expect(page.getByTestId('ticket-messages')).toContainText('It came loose again this morning.');
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

  // An empty reply is refused under the field; a reply reaches the shopper's open page.
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('The message field is required.')).toBeVisible();
  await expectAccessible(page, 'console support ticket');
  await page.getByLabel('Your reply').fill('A new strap is on its way to you.');
  await page.getByLabel('Highlight this reply for the shopper').check();
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(page, 'Reply sent.')).toBeVisible();
  await expect(page.getByTestId('ticket-messages')).toContainText('A new strap is on its way to you.');
  await expect(page.getByLabel('Your reply')).toHaveValue('');
  await expect(shopper.page.getByTestId('ticket-thread')).toContainText('A new strap is on its way to you.');

  // Resolved (asked first), it takes no more replies, and the shopper's page says so at once.
  await page.getByRole('button', { name: 'Mark resolved' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark resolved' }).click();
  await expect(toast(page, 'Ticket resolved.')).toBeVisible();
  await expect(page.getByText('This ticket is closed; no more replies can be sent.')).toBeVisible();
  await expect(page.getByLabel('Your reply')).toHaveCount(0);
  await expect(shopper.page.getByTestId('ticket-status')).toHaveText('Completed');

  // Elsewhere in the console staff are not interrupted by every shop's tickets: no toast, a
  // count on the Support link instead, gone once Support is opened. (Opened from the address:
  // on a phone the toasts above cover the sections' tabs.)
  const listening = staffChannelJoined(page);
  await page.goto('/console/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await listening;
  const later = `Wrong size ${testInfo.project.name}`;
  const laterNumber = await shopper.open(later);
  const news = menu.getByRole('link', { name: /^Support \d+ tickets? with news$/ });
  await expect(news).toBeVisible();
  await expect(toast(page, `New ticket ${laterNumber}`)).toHaveCount(0);
  await news.click();
  await expect(page.locator(`tr[data-row="${laterNumber}"]`)).toContainText(later);
  await expect(menu.getByRole('link', { name: 'Support', exact: true })).toBeVisible();
  await page.goto(`/console/support/${shopper.ticketNumber}`);

  // In Arabic, right to left.
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('هذه التذكرة مغلقة؛ لا يمكن إرسال ردود أخرى.')).toBeVisible();
  await expect(page.getByText('محلولة').first()).toBeVisible();
  await expectAccessible(page, 'console support ticket, Arabic');
  await page.getByRole('link', { name: 'كل التذاكر' }).click();
  await expect(page.getByRole('heading', { name: 'تذاكر الدعم', level: 1 })).toBeVisible();
  await expect(page.locator(`tr[data-row="${shopper.ticketNumber}"]`)).toContainText('محلولة');
  await expectAccessible(page, 'console support inbox, Arabic');
});
