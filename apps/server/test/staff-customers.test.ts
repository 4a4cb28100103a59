import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, registerCustomer } from './helpers/accounts.ts';
import { listen, signedInClient } from './helpers/chat.ts';
import { sellerToken, shopper } from './helpers/commerce.ts';
import { errorCodeOf, signIn } from './helpers/realtime.ts';
import { staffToken } from './helpers/staff.ts';
import { ticketAboutOrder } from './helpers/support.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
let staff: { id: number; token: string };
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  port = await listen(t);
});
afterAll(() => t.close());

const setActive = (id: number | string, active: unknown, token = staff.token) =>
  post(t, `/api/staff/customers/${id}/active`, { active }, { token });
const signOut = (id: number | string, token = staff.token) =>
  post(t, `/api/staff/customers/${id}/sign-out`, {}, { token });
const list = (query: string, token = staff.token) => get(t, `/api/staff/customers?${query}`, token);

/** The audit log's entries about customer `id`, oldest first. */
const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_type', '=', 'customer')
    .where('subject_id', '=', String(id))
    .orderBy('id')
    .execute();

let ips = 0;
/** Each sign-in from its own address: the failed-login throttle counts per address. */
const signInAs = (who: { body: { email: string }; password: string }) =>
  login(t, who.body.email, who.password, `10.77.${Math.floor((ips += 1) / 250)}.${(ips % 250) + 1}`);

describe('platform staff manage customers', () => {
  it('searches by a piece of the name, e-mail or phone, case aside, with the matches counted per status', async () => {
    const tag = `Quillfeather${process.pid}`;
    const first = await registerCustomer(t, { name: `Amira ${tag}` });
    const second = await registerCustomer(t, { name: `Bassam ${tag.toUpperCase()}` });
    expect((await setActive(second.user.id, false)).statusCode).toBe(200);

    const res = await list(`search=${tag.toLowerCase()}&per_page=100`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    // Newest first.
    expect(data.customers.map((c: { id: number }) => c.id)).toEqual([second.user.id, first.user.id]);
    expect(data.counts).toEqual({ active: 1, inactive: 1, all: 2 });
    expect(data.total).toBe(2);
    expect(data.customers[1]).toEqual({
      id: first.user.id,
      name: `Amira ${tag}`,
      email: first.body.email,
      phone: first.body.phone,
      is_active: true,
      created_at: expect.any(String),
      last_online_at: null,
      order_count: 0,
    });

    const inactive = (await list(`search=${tag}&status=inactive`)).json().data;
    expect(inactive.customers.map((c: { id: number }) => c.id)).toEqual([second.user.id]);
    expect(inactive.total).toBe(1);
    expect(inactive.counts).toEqual({ active: 1, inactive: 1, all: 2 });

    const byEmail = (await list(`search=${encodeURIComponent(first.body.email.toUpperCase())}`)).json().data;
    expect(byEmail.customers.map((c: { id: number }) => c.id)).toEqual([first.user.id]);
    // A phone as people write it, spaced, finds the stored digits.
    const phone = first.body.phone as string;
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
    const byPhone = (await list(`search=${encodeURIComponent(spaced)}`)).json().data;
    expect(byPhone.customers.map((c: { id: number }) => c.id)).toEqual([first.user.id]);
    // Wildcards are plain text.
    expect((await list('search=%25%25_%25')).json().data.total).toBe(0);

    // No search: every customer, and no staff or shop owner among them.
    const everyone = (await list('per_page=100')).json().data;
    expect(everyone.counts.all).toBeGreaterThan(2);
    const ids = new Set(everyone.customers.map((c: { id: number }) => c.id));
    expect(ids.has(staff.id)).toBe(false);
    // Newest first by the date they joined, which the seeded accounts do not share with their ids.
    const joined = everyone.customers.map((c: { created_at: string }) => c.created_at);
    expect(joined).toEqual([...joined].sort().reverse());
  });

  it("shows a customer's profile, latest orders and tickets, with their counts", async () => {
    const { who, order, ticket, shopId } = await ticketAboutOrder(t);
    const res = await get(t, `/api/staff/customers/${who.user.id}`, staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const shop = await t.db.selectFrom('shops').select('name').where('id', '=', shopId).executeTakeFirstOrThrow();
    expect(data.customer).toMatchObject({
      id: who.user.id,
      email: who.body.email,
      is_active: true,
      order_count: 1,
      ticket_count: 1,
      sessions: 1,
    });
    expect(data.orders).toEqual([
      {
        id: expect.any(Number),
        order_code: order.order_code,
        shop: { id: shopId, name: shop.name },
        payable_amount: expect.any(Number),
        order_status: 'Pending',
        created_at: expect.any(String),
      },
    ]);
    expect(data.orders[0].payable_amount).toBeGreaterThanOrEqual(10);
    expect(data.tickets).toEqual([
      {
        id: expect.any(Number),
        ticket_number: ticket.ticket_no,
        subject: 'Parcel damaged',
        status: 'running',
        created_at: expect.any(String),
      },
    ]);
    const row = (await list(`search=${encodeURIComponent(who.body.email)}`)).json().data.customers[0];
    expect(row.order_count).toBe(1);
  });

  it('deactivating ends every session and refuses sign-in; a second press changes nothing; reactivating lets them in', async () => {
    const customer = await registerCustomer(t);
    const id = customer.user.id as number;
    const other = (await signInAs(customer)).json().data.access.token as string;
    const client = await signedInClient(t, port, customer.token);
    try {
      await signIn(client);
      const ended = errorCodeOf(client);

      const res = await setActive(id, false);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Customer deactivated: every session has ended and they can no longer sign in.');
      expect(res.json().data.customer).toMatchObject({ id, is_active: false, sessions: 0 });
      expect(await ended).toBe(4009);
    } finally {
      client.disconnect();
    }
    for (const token of [customer.token, other]) expect((await get(t, '/api/profile', token)).statusCode).toBe(401);
    expect(await t.db.selectFrom('access_tokens').select('id').where('user_id', '=', id).execute()).toEqual([]);
    const refused = await signInAs(customer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ phone: ['This account has been deactivated.'] });

    const again = await setActive(id, false);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('This customer is already inactive.');
    expect((await auditOf(id)).map((entry) => [entry.action, entry.actor_id, entry.before, entry.after])).toEqual([
      ['customer.deactivate', staff.id, '{"is_active":true}', '{"is_active":false}'],
    ]);

    const back = await setActive(id, true);
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe('Customer reactivated: they can sign in again.');
    expect(back.json().data.customer.is_active).toBe(true);
    const signedIn = await signInAs(customer);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await get(t, '/api/profile', signedIn.json().data.access.token)).statusCode).toBe(200);
    expect((await setActive(id, true)).json().message).toBe('This customer is already active.');
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['customer.deactivate', 'customer.activate']);
  });

  it('signs a customer out everywhere: every token and realtime connection ends, and they may sign in again', async () => {
    const customer = await registerCustomer(t);
    const id = customer.user.id as number;
    const second = (await signInAs(customer)).json().data.access.token as string;
    const client = await signedInClient(t, port, second);
    try {
      await signIn(client);
      const ended = errorCodeOf(client);
      const res = await signOut(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('The customer is signed out everywhere.');
      expect(res.json().data.customer).toMatchObject({ id, is_active: true, sessions: 0 });
      expect(await ended).toBe(4009);
    } finally {
      client.disconnect();
    }
    for (const token of [customer.token, second]) expect((await get(t, '/api/profile', token)).statusCode).toBe(401);
    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['customer.sign_out', '{"sessions":2}', '{"sessions":0}'],
    ]);
    // With no session left, another press records nothing.
    expect((await signOut(id)).statusCode).toBe(200);
    expect(await auditOf(id)).toHaveLength(1);
    expect((await signInAs(customer)).statusCode).toBe(200);
  });

  it("refuses a shop owner's token (403), a shopper's and none (401), changing nothing", async () => {
    const { user, token: customer } = await shopper(t);
    const owner = await sellerToken(t, 10);
    for (const [token, status] of [
      [owner, 403],
      [customer, 401],
      ['', 401],
    ] as const) {
      expect((await list('', token)).statusCode).toBe(status);
      expect((await get(t, `/api/staff/customers/${user.id}`, token)).statusCode).toBe(status);
      expect((await setActive(user.id, false, token)).statusCode).toBe(status);
      expect((await signOut(user.id, token)).statusCode).toBe(status);
    }
    expect((await get(t, '/api/profile', customer)).statusCode).toBe(200);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('answers 404 for an unknown id and for an account that is not a customer', async () => {
    for (const id of [987_654, staff.id]) {
      expect((await get(t, `/api/staff/customers/${id}`, staff.token)).statusCode).toBe(404);
      const res = await setActive(id, false);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Customer not found.');
      expect((await signOut(id)).statusCode).toBe(404);
    }
    const row = await t.db.selectFrom('users').select('is_active').where('id', '=', staff.id).executeTakeFirstOrThrow();
    expect(row.is_active).toBe(1);
    const arabic = await t.app.inject({
      method: 'GET',
      url: '/api/staff/customers/987654',
      headers: { authorization: `Bearer ${staff.token}`, 'accept-language': 'ar' },
    });
    expect(arabic.json().message).toBe('العميل غير موجود.');
  });

  it('refuses bad input with 422 naming the field', async () => {
    const { user } = await registerCustomer(t);
    const fields = async (res: Awaited<ReturnType<typeof list>>) => {
      expect(res.statusCode, res.body).toBe(422);
      return Object.keys(res.json().errors);
    };
    expect(await fields(await setActive(user.id, 'maybe'))).toEqual(['active']);
    expect(await fields(await setActive(user.id, undefined))).toEqual(['active']);
    expect(await fields(await setActive('abc', false))).toEqual(['id']);
    expect(await fields(await list('status=banned'))).toEqual(['status']);
    expect(await fields(await list('per_page=1000'))).toEqual(['per_page']);
    expect(await fields(await list(`search=${'x'.repeat(101)}`))).toEqual(['search']);
    expect(await fields(await get(t, '/api/staff/customers/0', staff.token))).toEqual(['id']);
    const row = await t.db.selectFrom('users').select('is_active').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.is_active).toBe(1);
  });
});
