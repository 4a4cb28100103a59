import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/accounts.ts';
import { sellerToken, shopper } from './helpers/commerce.ts';
import { applyAsSeller, staffToken } from './helpers/staff.ts';
import { ticketAboutOrder } from './helpers/support.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
let staff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(() => t.close());

interface Entry {
  actor: { id: number; name: string | null };
  action: string;
  subject_type: string;
  subject_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function log(query = ''): Promise<{ total: number; actions: string[]; entries: Entry[] }> {
  const res = await get(t, `/api/staff/audit-log?per_page=100${query}`, staff.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('the audit log of the platform console', () => {
  it('keeps who approved and declined which application, with the application before and after', async () => {
    const approved = await applyAsSeller(t, 'audit-approve');
    const declined = await applyAsSeller(t, 'audit-decline');
    await post(t, `/api/staff/seller-applications/${approved}/approve`, {}, { token: staff.token });
    await post(
      t,
      `/api/staff/seller-applications/${declined}/decline`,
      { reason: 'No licence' },
      { token: staff.token },
    );
    const { entries, actions } = await log('&subject_type=seller_application');
    expect(entries.slice(0, 2)).toMatchObject([
      {
        actor: { id: staff.id, name: expect.stringContaining('Platform Staff') },
        action: 'seller_application.decline',
        subject_id: String(declined),
        before: { status: 'pending' },
        after: { status: 'declined', reason: 'No licence' },
      },
      {
        action: 'seller_application.approve',
        subject_id: String(approved),
        before: { status: 'pending' },
        after: { status: 'approved', shop: 'Shop audit-approve' },
      },
    ]);
    expect(actions).toEqual(expect.arrayContaining(['seller_application.approve', 'seller_application.decline']));
  });

  it("keeps staff's replies and closings of tickets, not a shop owner's, and nothing a refusal did", async () => {
    const { ticket, shopId } = await ticketAboutOrder(t);
    const number = ticket.ticket_no;
    const reply = (token: string, message: string) =>
      post(t, '/api/seller/support-ticket-message', { ticket_number: number, message }, { token });
    const close = (token: string) =>
      post(t, '/api/seller/support-ticket/status', { ticket_number: number, status: 'completed' }, { token });
    expect((await reply(await sellerToken(t, shopId), 'From the shop')).statusCode).toBe(200);
    expect((await reply(staff.token, 'From staff')).statusCode).toBe(200);
    expect((await close(staff.token)).statusCode).toBe(200);
    expect((await reply(staff.token, 'Too late')).statusCode).toBe(422);
    expect((await close(staff.token)).statusCode).toBe(422);
    const { entries, total } = await log(`&subject_type=support_ticket&subject_id=${number}`);
    expect(total).toBe(2);
    expect(entries).toMatchObject([
      { action: 'support_ticket.resolve', before: { status: 'running' }, after: { status: 'completed' } },
      { action: 'support_ticket.reply', before: null, after: { message: 'From staff', highlighted: false } },
    ]);
    const byAction = await log('&action=support_ticket.resolve');
    expect(byAction.entries.every((entry) => entry.action === 'support_ticket.resolve')).toBe(true);
  });

  it("refuses a shop owner's token (403), a shopper's (401) and a filter too long (422 on it)", async () => {
    expect((await get(t, '/api/staff/audit-log', await sellerToken(t, 10))).statusCode).toBe(403);
    expect((await get(t, '/api/staff/audit-log', (await shopper(t)).token)).statusCode).toBe(401);
    const long = await get(t, `/api/staff/audit-log?action=${'x'.repeat(61)}`, staff.token);
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['action']);
  });
});
