import { ticketMessagesResponseSchema } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/accounts.ts';
import { sellerToken, shopper } from './helpers/commerce.ts';
import { staffToken as staffFor } from './helpers/staff.ts';
import { createTicket, issueTypeId, ticketAboutOrder, ticketFields } from './helpers/support.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const staffToken = async () => (await staffFor(t)).token;

const staffReply = (token: string, ticketNumber: string, message: string, extra: object = {}) =>
  post(t, '/api/seller/support-ticket-message', { ticket_number: ticketNumber, message, ...extra }, { token });

describe('support tickets: staff replies through the seller API', () => {
  it("lets the order's shop reply (highlighted) into the shopper's thread; another shop gets 404", async () => {
    const { who, ticket, order, shopId } = await ticketAboutOrder(t);
    expect(
      (await get(t, `/api/support-ticket/show?ticket_number=${ticket.ticket_no}`, who.token)).json().data,
    ).toMatchObject({ support_ticket: { order_number: order.order_code } });
    const seller = await sellerToken(t, shopId);
    const res = await staffReply(seller, ticket.ticket_no, 'A replacement is on its way.', { is_highlighted: true });
    expect(res.statusCode).toBe(200);
    const shown = (await get(t, `/api/support-ticket/show?ticket_number=${ticket.ticket_no}`, who.token)).json().data;
    const last = shown.support_ticket.messages.at(-1);
    expect(last).toMatchObject({ message: 'A replacement is on its way.', is_staff: true, is_highlighted: true });
    expect(shown.highlighted_messages.map((m: { id: number }) => m.id)).toEqual([last.id]);
    const other = await t.db
      .selectFrom('shops')
      .select('id')
      .where('id', '!=', shopId)
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await staffReply(await sellerToken(t, other.id), ticket.ticket_no, 'Hi')).statusCode).toBe(404);
    expect((await staffReply(who.token, ticket.ticket_no, 'Hi')).statusCode).toBe(401);
  });

  it("lists and shows a ticket about the shop's order to its owner, and to no other shop", async () => {
    const { ticket, shopId } = await ticketAboutOrder(t);
    const seller = await sellerToken(t, shopId);
    const listed = await get(t, '/api/seller/support-tickets?status=running', seller);
    expect(listed.statusCode).toBe(200);
    const numbers = (token: string) =>
      get(t, '/api/seller/support-tickets', token).then((res) =>
        res.json().data.support_tickets.map((s: { ticket_no: string }) => s.ticket_no),
      );
    expect(listed.json().data.total).toBe(listed.json().data.support_tickets.length);
    expect(await numbers(seller)).toContain(ticket.ticket_no);
    const shown = await get(t, `/api/seller/support-ticket/show?ticket_number=${ticket.ticket_no}`, seller);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      support_ticket: { ticket_no: ticket.ticket_no },
      highlighted_messages: [],
    });
    const other = await t.db
      .selectFrom('shops')
      .select('id')
      .where('id', '!=', shopId)
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const otherToken = await sellerToken(t, other.id);
    expect(await numbers(otherToken)).not.toContain(ticket.ticket_no);
    const hidden = await get(t, `/api/seller/support-ticket/show?ticket_number=${ticket.ticket_no}`, otherToken);
    expect(hidden.statusCode).toBe(404);
  });

  it('lets platform staff answer a ticket about no order and close it; replies then stop', async () => {
    const who = await shopper(t);
    const created = await createTicket(t, who.token, ticketFields(await issueTypeId(t)));
    const number = created.json().data.support_ticket.ticket_no as string;
    const anyShop = await t.db.selectFrom('shops').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await staffReply(await sellerToken(t, anyShop.id), number, 'Hi')).statusCode).toBe(404);
    const staff = await staffToken();
    expect((await staffReply(staff, number, 'We are on it.')).statusCode).toBe(200);
    const closed = await post(
      t,
      '/api/seller/support-ticket/status',
      { ticket_number: number, status: 'completed' },
      {
        token: staff,
      },
    );
    expect(closed.json().data.support_ticket.status).toBe('completed');
    expect((await staffReply(staff, number, 'One more thing')).statusCode).toBe(422);
    const mine = (await get(t, '/api/support-tickets?status=completed', who.token)).json().data;
    expect(mine.support_tickets.map((s: { ticket_no: string }) => s.ticket_no)).toEqual([number]);
    const thread = ticketMessagesResponseSchema.parse(
      (await get(t, `/api/support-ticket-messages?ticket_number=${number}`, who.token)).json().data,
    );
    expect(thread.messages.map((m) => [m.message, m.is_staff])).toEqual([
      ['The box arrived crushed.', false],
      ['We are on it.', true],
    ]);
  });

  it('refuses staff sign-in to a seller or customer account and to a wrong password', async () => {
    const seller = await t.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'seller')
      .executeTakeFirstOrThrow();
    const wrong = await post(
      t,
      '/api/seller/staff-login',
      { email: seller.email, password: 'Souk-demo-2026' },
      {
        ip: '10.77.0.2',
      },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.email[0]).toBe('These credentials do not match our records.');
  });
});
