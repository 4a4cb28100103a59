import { chatUserChannel, REALTIME_EVENTS, type TicketEvent } from '@souk/contract';
import type PusherJs from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './helpers/accounts.ts';
import { listen, storefrontClient } from './helpers/chat.ts';
import { sellerToken } from './helpers/commerce.ts';
import { nextEvent } from './helpers/realtime.ts';
import { ticketAboutOrder } from './helpers/support.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
let port: number;
const clients: PusherJs[] = [];
beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t);
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await t.close();
});

describe('ticket events in real time', () => {
  it("tells the ticket's shopper of a staff reply and of the ticket's closing, and nothing of a refused reply", async () => {
    const { who, ticket, shopId } = await ticketAboutOrder(t);
    const client = await storefrontClient(t, port, who.token);
    clients.push(client);
    const channel = client.subscribe(chatUserChannel(who.user.id));
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const heard: TicketEvent[] = [];
    channel.bind(REALTIME_EVENTS.ticketToUser, (data: TicketEvent) => heard.push(data));
    const shop = await sellerToken(t, shopId);

    const replied = nextEvent<TicketEvent>(channel, REALTIME_EVENTS.ticketToUser);
    const reply = { ticket_number: ticket.ticket_no, message: 'We are on it.' };
    expect((await post(t, '/api/seller/support-ticket-message', reply, { token: shop })).statusCode).toBe(200);
    expect(await replied).toEqual({ ticket: { ticket_number: ticket.ticket_no, status: 'running' } });

    const closed = nextEvent<TicketEvent>(channel, REALTIME_EVENTS.ticketToUser);
    const status = { ticket_number: ticket.ticket_no, status: 'completed' };
    expect((await post(t, '/api/seller/support-ticket/status', status, { token: shop })).statusCode).toBe(200);
    expect(await closed).toEqual({ ticket: { ticket_number: ticket.ticket_no, status: 'completed' } });

    // A reply to a closed ticket is refused and announces nothing: the event of a later
    // ticket's reply arrives after any the refusal could have sent, so the list is complete.
    expect((await post(t, '/api/seller/support-ticket-message', reply, { token: shop })).statusCode).toBe(422);
    const later = await ticketAboutOrder(t, who);
    const laterReplied = nextEvent<TicketEvent>(channel, REALTIME_EVENTS.ticketToUser);
    const laterReply = { ticket_number: later.ticket.ticket_no, message: 'Seen.' };
    const laterShop = await sellerToken(t, later.shopId);
    expect((await post(t, '/api/seller/support-ticket-message', laterReply, { token: laterShop })).statusCode).toBe(
      200,
    );
    await laterReplied;
    expect(heard.map((event) => event.ticket)).toEqual([
      { ticket_number: ticket.ticket_no, status: 'running' },
      { ticket_number: ticket.ticket_no, status: 'completed' },
      { ticket_number: later.ticket.ticket_no, status: 'running' },
    ]);
  });
});
