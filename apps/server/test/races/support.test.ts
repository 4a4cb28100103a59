import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../helpers/accounts.ts';
import { sellerToken } from '../helpers/commerce.ts';
import { ticketAboutOrder } from '../helpers/support.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// A support ticket answered and closed from both sides at once: the shopper through the
// storefront, the shop of the order through the seller API.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a ticket closed by the shopper and the shop while both reply', () => {
  it('closes once, as the close that answered 200 said, and keeps every reply that answered 200 (6 rounds)', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { who, ticket, shopId } = await ticketAboutOrder(t);
      const shop = await sellerToken(t, shopId);
      const number = ticket.ticket_no;
      const cancel = () => post(t, '/api/support-ticket/cancel', { ticket_number: number }, { token: who.token });
      const complete = () =>
        post(t, '/api/seller/support-ticket/status', { ticket_number: number, status: 'completed' }, { token: shop });
      const replies = [
        post(t, '/api/support-ticket-message', { ticket_number: number, message: 'Any news?' }, { token: who.token }),
        post(
          t,
          '/api/seller/support-ticket-message',
          { ticket_number: number, message: 'On its way.' },
          { token: shop },
        ),
      ];
      const closes = [cancel(), complete(), cancel(), complete()];
      const [answered, closed] = await Promise.all([Promise.all(replies), Promise.all(closes)]);

      const winners = closed.flatMap((res, i) =>
        res.statusCode === 200 ? [i % 2 === 0 ? 'cancel' : 'completed'] : [],
      );
      expect(winners).toHaveLength(1);
      for (const res of closed) expect([200, 422]).toContain(res.statusCode);
      const head = await t.db
        .selectFrom('support_tickets')
        .select(['id', 'status'])
        .where('ticket_number', '=', number)
        .executeTakeFirstOrThrow();
      expect(head.status).toBe(winners[0]);
      const messages = await t.db.selectFrom('ticket_messages').select('id').where('ticket_id', '=', head.id).execute();
      expect(messages).toHaveLength(1 + answered.filter((res) => res.statusCode === 200).length);
    }
  });
});
