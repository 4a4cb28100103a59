import {
  chatShopChannel,
  chatUserChannel,
  REALTIME_EVENTS,
  supportStaffChannel,
  type TicketActivityEvent,
  type TicketEvent,
} from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EMAIL } from '../src/seed/accounts.ts';
import { DEMO_PASSWORD, post } from './helpers/accounts.ts';
import { formAuth, listen, storefrontClient } from './helpers/chat.ts';
import { addToCart, placeOrder, preparedProduct, sellerToken, shopper } from './helpers/commerce.ts';
import { channelJoiner, nextEvent } from './helpers/realtime.ts';
import { createTicket, issueTypeId, ticketAboutOrder, ticketFields } from './helpers/support.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
let port: number;
const { channelOf, disconnect } = channelJoiner((token) => storefrontClient(t, port, token));
beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t);
});
afterAll(async () => {
  disconnect();
  await t.close();
});

describe('ticket events in real time', () => {
  it("tells the ticket's shopper of a staff reply and of the ticket's closing, and nothing of a refused reply", async () => {
    const { who, ticket, shopId } = await ticketAboutOrder(t);
    const channel = await channelOf(who.token, chatUserChannel(who.user.id));
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

/** Platform staff's seller-API token, signed in as the demo's staff account. */
async function staffToken(): Promise<string> {
  const res = await post(t, '/api/seller/staff-login', { email: STAFF_EMAIL, password: DEMO_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  return res.json().data.access.token as string;
}

/** A shopper's new order from shop `shopId` (the first shop with a product left, when not given). */
async function orderFrom(who: Awaited<ReturnType<typeof shopper>>, shopId?: number) {
  const product = await preparedProduct(t, { price: 1000, quantity: 10 }, shopId);
  await addToCart(t, who.token, { product_id: product.id, quantity: 1 });
  const placed = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
  expect(placed.statusCode, placed.body).toBe(200);
  return { shopId: product.shopId, orderCode: (placed.json().data.orders[0] as { order_code: string }).order_code };
}

/** Opens a ticket as `token`'s shopper, about the order with `orderCode` when given; its number. */
async function openTicket(token: string, subject: string, orderCode?: string): Promise<string> {
  const fields = { ...ticketFields(await issueTypeId(t)), subject, ...(orderCode ? { order_number: orderCode } : {}) };
  const res = await createTicket(t, token, fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.support_ticket.ticket_no as string;
}

/** Every ticket activity `channel` hears from now on. */
function activityOn(channel: Awaited<ReturnType<typeof channelOf>>) {
  const heard: TicketActivityEvent[] = [];
  channel.bind(REALTIME_EVENTS.ticketToSupport, (data: TicketActivityEvent) => heard.push(data));
  return heard;
}

describe("a shopper's ticket activity, heard by the support side", () => {
  it("tells the order's shop and platform staff of a new ticket, a reply and a cancelling; another shop hears nothing", async () => {
    const who = await shopper(t);
    const { shopId, orderCode } = await orderFrom(who);
    const other = await t.db
      .selectFrom('shops')
      .select('id')
      .where('id', '!=', shopId)
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const shopChannel = await channelOf(await sellerToken(t, shopId), chatShopChannel(shopId));
    const otherChannel = await channelOf(await sellerToken(t, other.id), chatShopChannel(other.id));
    const staffChannel = await channelOf(await staffToken(), supportStaffChannel);
    const byShop = activityOn(shopChannel);
    const byOther = activityOn(otherChannel);
    const byStaff = activityOn(staffChannel);

    const opened = nextEvent<TicketActivityEvent>(shopChannel, REALTIME_EVENTS.ticketToSupport);
    const number = await openTicket(who.token, 'Wrong size', orderCode);
    const expected = (activity: string, status = 'running') => ({
      ticket: { ticket_number: number, status, subject: 'Wrong size' },
      activity,
    });
    expect(await opened).toEqual(expected('opened'));

    const replied = nextEvent<TicketActivityEvent>(shopChannel, REALTIME_EVENTS.ticketToSupport);
    const reply = { ticket_number: number.toLowerCase(), message: 'Any news?' };
    expect((await post(t, '/api/support-ticket-message', reply, { token: who.token })).statusCode).toBe(200);
    expect(await replied).toEqual(expected('replied'));

    const cancelled = nextEvent<TicketActivityEvent>(shopChannel, REALTIME_EVENTS.ticketToSupport);
    const cancel = { ticket_number: number };
    expect((await post(t, '/api/support-ticket/cancel', cancel, { token: who.token })).statusCode).toBe(200);
    expect(await cancelled).toEqual(expected('cancelled', 'cancel'));

    // Refused, a reply announces nothing; a ticket about no order reaches staff alone. A last
    // ticket, about the other shop's order, comes after anything they could have sent on each
    // channel, so once it is heard there the lists are complete.
    expect((await post(t, '/api/support-ticket-message', reply, { token: who.token })).statusCode).toBe(422);
    const general = await openTicket(who.token, 'Where do I change my email?');
    const last = await orderFrom(who, other.id);
    const lastOnStaff = nextEvent(staffChannel, REALTIME_EVENTS.ticketToSupport);
    const lastOnOther = nextEvent(otherChannel, REALTIME_EVENTS.ticketToSupport);
    const lastNumber = await openTicket(who.token, 'Late parcel', last.orderCode);
    await Promise.all([lastOnStaff, lastOnOther]);

    const seen = (heard: TicketActivityEvent[]) => heard.map((e) => [e.ticket.ticket_number, e.activity]);
    expect(seen(byShop)).toEqual([
      [number, 'opened'],
      [number, 'replied'],
      [number, 'cancelled'],
    ]);
    expect(seen(byStaff)).toEqual([...seen(byShop), [general, 'opened'], [lastNumber, 'opened']]);
    expect(seen(byOther)).toEqual([[lastNumber, 'opened']]);
  });

  it('lets only a staff token join the staff channel: a shopper and a shop owner are refused', async () => {
    const who = await shopper(t);
    const owner = await sellerToken(t, 1);
    const authorise = async (token?: string) =>
      (await formAuth(t, token, { socket_id: '1.2', channel_name: supportStaffChannel })).statusCode;
    expect(await authorise(await staffToken())).toBe(200);
    expect(await authorise(who.token)).toBe(403);
    expect(await authorise(owner)).toBe(403);
    expect(await authorise(undefined)).toBe(401);

    // Through pusher-js as the console would join it: the owner's subscription is refused.
    const client = await storefrontClient(t, port, owner);
    try {
      const refused = nextEvent<{ status: number }>(client.subscribe(supportStaffChannel), 'pusher:subscription_error');
      expect((await refused).status).toBe(403);
    } finally {
      client.disconnect();
    }
  });
});
