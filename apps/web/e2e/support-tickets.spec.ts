import path from 'node:path';
import { expect, test } from './journey.ts';
import {
  apiAs,
  placeCashOrder,
  productsFromTwoShops,
  sellerToken,
  signInAsNewCustomer,
  storeLocale,
} from './support.ts';

const screens = path.resolve(import.meta.dirname, '../../../test-results/screens');

// A real 1x1 PNG: the server checks a file's type by its content, not by its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('a ticket about an order, with an attachment checked before upload, a staff reply and a reply back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token, email } = await signInAsNewCustomer(page, request, 'ticket');
  const { first } = await productsFromTwoShops(request, 11);
  const orderCode = await placeCashOrder(request, token, first);

  await page.goto('/support-tickets');
  await expect(page.getByTestId('empty-state')).toContainText('No tickets here');
  await expect(page.getByRole('link', { name: 'Running (0)' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  // Nothing filled in: the server names each missing field under it.
  await dialog.getByRole('button', { name: 'Open Ticket' }).click();
  await expect(dialog.getByText('The message field is required.')).toBeVisible();
  await expect(dialog.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Issue type').selectOption({ index: 1 });
  await dialog.getByLabel('Subject (optional)').fill('Parcel arrived damaged');
  await dialog.getByLabel('Your message').fill('The box was crushed; photo attached.');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Order number (optional)').fill(orderCode);

  // Wrong type and too large are named before anything is sent; the photo is kept.
  const files = dialog.getByLabel('Attachments (optional)');
  await files.setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
    { name: 'box.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(dialog.getByText('notes.txt is not an image or a PDF.')).toBeVisible();
  await expect(dialog.getByText('scan.pdf is larger than 5 MB.')).toBeVisible();
  await expect(dialog.getByTestId('chosen-attachments').getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByTestId('chosen-attachments')).toContainText('box.png');
  await dialog.getByRole('button', { name: 'Open Ticket' }).click();

  await expect(page).toHaveURL(/\/support-ticket\/[^/]+$/);
  const ticketNumber = decodeURIComponent(page.url().split('/').pop()!);
  await expect(page.getByRole('heading', { name: ticketNumber })).toBeVisible();
  await expect(page.getByTestId('ticket-status')).toHaveText('Running');
  await expect(page.getByTestId('ticket-facts')).toContainText('Parcel arrived damaged');
  await expect(page.getByTestId('ticket-facts')).toContainText(orderCode.replace('#', ''));
  await expect(page.getByTestId('ticket-attachments').getByRole('link')).toHaveCount(1);
  await expect(page.getByTestId('ticket-attachments')).toContainText('PNG');

  // The shop answers through the seller API and pins its answer.
  const seller = await sellerToken(request, first.shop.id);
  await apiAs(request, seller, '/seller/support-ticket-message', {
    ticket_number: ticketNumber,
    message: 'Sorry about that. A replacement leaves today.',
    is_highlighted: true,
  });
  await page.reload();
  const thread = page.getByTestId('ticket-thread');
  // The thread opens with the ticket's own message.
  await expect(thread.getByTestId('ticket-message')).toHaveCount(2);
  await expect(thread.getByTestId('ticket-message').first()).toContainText('The box was crushed; photo attached.');
  await expect(thread).toContainText('A replacement leaves today.');
  await expect(thread).toContainText('Highlighted');
  await expect(page.getByTestId('highlighted-messages')).toContainText('A replacement leaves today.');

  await page.getByLabel('Your reply').fill('Thank you, that solves it.');
  await page.getByRole('button', { name: 'Send Reply' }).click();
  await expect(thread.getByTestId('ticket-message')).toHaveCount(3);
  await expect(thread.getByTestId('ticket-message').last()).toContainText('Thank you, that solves it.');
  await expect(page.getByLabel('Your reply')).toHaveValue('');

  await page.goto('/support-tickets');
  const row = page.getByTestId('ticket-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(ticketNumber);
  await expect(page.getByRole('link', { name: 'Running (1)' })).toBeVisible();

  // Withdrawn, it moves to the cancel tab and takes no more replies.
  await row.click();
  await page.getByRole('button', { name: 'Cancel Ticket' }).click();
  await page.getByRole('dialog', { name: 'Cancel Ticket' }).getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Cancelled');
  await expect(page.getByLabel('Your reply')).toBeHidden();
  await page.goto('/support-tickets?status=cancel');
  await expect(page.getByRole('link', { name: 'Cancelled (1)' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('ticket-row')).toContainText(ticketNumber);
});

// Not a check: the ticket screens, desktop and phone, in both directions, for review (`npm run screenshots`).
for (const locale of ['en', 'ar']) {
  test(`ticket screens in ${locale} @screens`, async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const { token, email } = await signInAsNewCustomer(page, request, `ticketshots${locale}`);
    const { first } = await productsFromTwoShops(request, 13);
    const orderCode = await placeCashOrder(request, token, first);
    const { issue_types } = await apiAs<{ issue_types: Array<{ id: number }> }>(request, token, '/ticket-issue-types');
    const { support_ticket } = await apiAs<{ support_ticket: { ticket_no: string } }>(
      request,
      token,
      '/support-ticket',
      {
        issue_type: issue_types[0]!.id,
        subject: 'Wrong colour delivered',
        message: 'I ordered blue and received green. Could you exchange it?',
        email,
        order_number: orderCode,
      },
    );
    const seller = await sellerToken(request, first.shop.id);
    await apiAs(request, seller, '/seller/support-ticket-message', {
      ticket_number: support_ticket.ticket_no,
      message: 'Sorry for the mix-up. Please keep the green one; the blue one ships today.',
      is_highlighted: true,
    });
    await apiAs(request, token, '/support-ticket-message', {
      ticket_number: support_ticket.ticket_no,
      message: 'Thank you!',
    });
    const shot = async (name: string, fullPage = true) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(screens, `${info.project.name}-${locale}-${name}.png`), fullPage });
    };
    await storeLocale(page, locale);
    await page.goto('/support-tickets');
    await shot('support-tickets');
    await page.goto(`/support-ticket/${support_ticket.ticket_no}`);
    await shot('support-ticket');
    await page.goto('/support-tickets?status=completed');
    await shot('support-tickets-empty');
    await page.getByTestId('new-ticket').click();
    await page
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
        { name: 'box.png', mimeType: 'image/png', buffer: PNG },
      ]);
    await shot('new-ticket-dialog', false);
  });
}
