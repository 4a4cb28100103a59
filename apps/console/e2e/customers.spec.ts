import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { apiAs, signInAsNewCustomer, toast } from '../../web/e2e/support.ts';
import { signInAsStaff } from './staff.ts';

/** The shopper's next page load finds their session ended: the storefront says so and asks them to log in. */
async function sessionEnded(shopper: Page): Promise<void> {
  // Watched from before the reload: the 401's toast can come and go before the load ends.
  const told = expect(toast(shopper, 'Your session has ended. Please log in again.')).toBeVisible({
    timeout: 15_000,
  });
  await shopper.reload();
  await told;
  await expect(shopper.getByRole('dialog', { name: 'Login' })).toBeVisible();
}

/** Staff press a confirm button and its twin in the dialog that asks first. */
async function confirm(page: Page, button: string, question: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

test('platform staff find a shopper, deactivate them (their session ends), reactivate them and sign them out everywhere', async ({
  browser,
  page,
  request,
}, testInfo) => {
  // A new shopper, signed in in a browser of their own, with a support ticket.
  const shopper = await (await browser.newContext()).newPage();
  const customer = await signInAsNewCustomer(shopper, request, 'console-customer');
  const { issue_types } = await apiAs<{ issue_types: Array<{ id: number }> }>(
    request,
    customer.token,
    '/ticket-issue-types',
  );
  const subject = `Wrong size ${testInfo.project.name}`;
  const { support_ticket } = await apiAs<{ support_ticket: { ticket_no: string } }>(
    request,
    customer.token,
    '/support-ticket',
    { issue_type: issue_types[0]!.id, subject, message: 'The shoes are a size too small.', email: customer.email },
  );
  await shopper.goto('/order-history');
  await expect(shopper.getByRole('heading', { name: 'Order History' })).toBeVisible();

  // Staff find them by e-mail from the Customers section, with the matches counted per status.
  await signInAsStaff(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }).fill(customer.email.toUpperCase());
  const row = page.locator(`tr[data-row="${customer.userId}"]`);
  await expect(row).toContainText(customer.email);
  await expect(row).toContainText('Active');
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Account status' });
  await expect(tabs.getByRole('link', { name: /^Active/ })).toContainText('1');
  await expect(tabs.getByRole('link', { name: /^Deactivated/ })).toContainText('0');
  await expectAccessible(page, 'console customers');

  // Their page: the profile and the ticket.
  await row.getByRole('link', { name: customer.name }).click();
  await expect(page.getByRole('heading', { name: customer.name, level: 1 })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  await expect(page.getByText('0 orders in all')).toBeVisible();
  await expect(page.getByText('1 ticket in all')).toBeVisible();
  const ticket = page.getByRole('region', { name: 'Support tickets' });
  await expect(ticket.getByRole('row').filter({ hasText: support_ticket.ticket_no })).toContainText(subject);
  await expect(ticket).toContainText('Open');
  await expectAccessible(page, 'console customer');

  // Deactivated (asked first): the shopper's session ends and their sign-in is refused.
  await confirm(page, 'Deactivate', `Deactivate ${customer.name}?`);
  await expect(toast(page, `${customer.name} is deactivated and signed out everywhere.`)).toBeVisible();
  await expect(page.getByText('This account is deactivated: the customer cannot sign in.')).toBeVisible();
  await sessionEnded(shopper);
  const login = shopper.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email / Phone Number').fill(customer.email);
  await login.getByLabel('Password', { exact: true }).fill(customer.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByText('This account has been deactivated.')).toBeVisible();

  // Reactivated, they sign in again.
  await confirm(page, 'Reactivate', `Reactivate ${customer.name}?`);
  await expect(toast(page, `${customer.name} can sign in again.`)).toBeVisible();
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(shopper.getByText('Login Successful')).toBeVisible();
  await shopper.goto('/order-history');
  await expect(shopper.getByRole('heading', { name: 'Order History' })).toBeVisible();

  // Signed out everywhere (asked first): their session ends again.
  await page.reload();
  await expect(page.getByRole('term').filter({ hasText: 'Devices signed in' })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: /^1$/ })).toBeVisible();
  await confirm(page, 'Sign out everywhere', `Sign ${customer.name} out on every device?`);
  await expect(toast(page, `${customer.name} is signed out everywhere.`)).toBeVisible();
  await sessionEnded(shopper);

  // In Arabic, right to left: the customer's page and the list.
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تذاكر الدعم', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' })).toBeVisible();
  await expectAccessible(page, 'console customer, Arabic');
  await page.getByRole('link', { name: 'كل العملاء' }).click();
  await expect(page.getByRole('heading', { name: 'العملاء', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'ابحث بالاسم أو البريد الإلكتروني أو الهاتف' }).fill(customer.email);
  await expect(page.locator(`tr[data-row="${customer.userId}"]`)).toContainText('مفعّل');
  await expectAccessible(page, 'console customers, Arabic');
});
