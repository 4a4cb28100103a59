import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../helpers/accounts.ts';
import { sessionWaitingForLock } from '../helpers/db-sessions.ts';
import { sellerToken } from '../helpers/commerce.ts';
import { ticketAboutOrder } from '../helpers/support.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from '../helpers/test-app.ts';

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

describe.runIf(testDatabaseUrl)('a reply that reaches a ticket while its closing is being written', () => {
  it('waits for the closing and is refused; no message is added to the closed ticket', async () => {
    const { ticket, shopId } = await ticketAboutOrder(t);
    const number = ticket.ticket_no;
    const staff = await sellerToken(t, shopId);
    let sent: ReturnType<typeof post> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('support_tickets')
        .set({ status: 'completed' })
        .where('ticket_number', '=', number)
        .execute();
      sent = post(
        t,
        '/api/seller/support-ticket-message',
        { ticket_number: number, message: 'after the closing' },
        { token: staff },
      );
      await sessionWaitingForLock(t.db, t.pgSchema);
    });
    const res = await sent!;
    expect(res.statusCode, res.body).toBe(422);
    const kept = await t.db
      .selectFrom('ticket_messages as m')
      .innerJoin('support_tickets as s', 's.id', 'm.ticket_id')
      .select('m.message')
      .where('s.ticket_number', '=', number)
      .execute();
    expect(kept.map((row) => row.message)).not.toContain('after the closing');
  });
});
