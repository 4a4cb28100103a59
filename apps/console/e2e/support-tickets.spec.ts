import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { apiAs, DEMO_CUSTOMER, signInAsNewCustomer, toast } from '../../web/e2e/support.ts';
import { shopperChannelJoined } from './support.ts';

/** The demo marketplace's platform staff account (seed/accounts.ts). */
const STAFF = { email: 'staff@example.com', password: DEMO_CUSTOMER.password };

/** A new shopper, signed in in a browser of their own, with a ticket opened about `subject`. */
async function shopperWithTicket(browser: Browser, request: APIRequestContext, subject: string) {
  const page = await (await browser.newContext()).newPage();
  const { token, email, userId } = await signInAsNewCustomer(page, request, 'console-ticket');
  const { issue_types } = await apiAs<{ issue_types: Array<{ id: number }> }>(request, token, '/ticket-issue-types');
  const { support_ticket } = await apiAs<{ support_ticket: { ticket_no: string } }>(request, token, '/support-ticket', {
    issue_type: issue_types[0]!.id,
    subject,
    message: 'The strap came loose on the first day.',
    email,
  });
  return { page, userId, ticketNumber: support_ticket.ticket_no };
}

test('platform staff answer and resolve a shopper’s ticket in the console, and the shopper sees each at once', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const subject = `Loose strap ${testInfo.project.name}`;
  const shopper = await shopperWithTicket(browser, request, subject);
  const shopperListens = shopperChannelJoined(shopper.page, shopper.userId);
  await shopper.page.goto(`/support-ticket/${shopper.ticketNumber}`);
  await expect(shopper.page.getByTestId('ticket-status')).toHaveText('Running');
  await shopperListens;

  // Staff sign in through the form, as staff, and land in the support inbox: no shop sections.
  await page.goto('/console/');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByLabel('I am platform staff (support tickets)').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/console\/support$/);
  await expect(page.getByRole('heading', { name: 'Support tickets', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link')).toHaveText(['Support']);
  await page.goto('/console/dashboard');
  await expect(page).toHaveURL(/\/console\/support$/);
  await expectAccessible(page, 'console support inbox');

  // The new ticket is in the open tab; the staff member opens it.
  await page.getByRole('link', { name: /^Open/ }).click();
  await page.locator(`tr[data-row="${shopper.ticketNumber}"]`).getByRole('link').click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByTestId('ticket-messages')).toContainText('The strap came loose on the first day.');

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

  // In Arabic, right to left. (Staff sign in once per journey: staff-login allows an address
  // five sign-ins in ten minutes.)
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
