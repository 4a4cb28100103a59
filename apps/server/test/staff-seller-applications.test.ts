import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueResetToken } from '../src/modules/auth/password-reset.ts';
import { get, post } from './helpers/accounts.ts';
import { sellerToken, shopper } from './helpers/commerce.ts';
import { applyAsSeller, staffToken } from './helpers/staff.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
let staff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(() => t.close());

const approve = (id: number, token = staff.token) =>
  post(t, `/api/staff/seller-applications/${id}/approve`, {}, { token });
const decline = (id: number, reason: unknown, token = staff.token) =>
  post(t, `/api/staff/seller-applications/${id}/decline`, { reason }, { token });

/** The newest message in the local outbox for `to`. */
async function mailTo(to: string): Promise<{ subject: string; body: string }> {
  const res = await get(t, `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const message = res.json().data.messages[0];
  if (!message) throw new Error(`no mail for ${to}`);
  return message;
}

const linkToken = (body: string) => new URL(/https?:\/\/\S+/.exec(body)![0]).searchParams.get('token')!;

describe("platform staff decide sellers' applications", () => {
  it('lists applications newest first by status, with each status counted', async () => {
    const first = await applyAsSeller(t, 'list-a');
    const second = await applyAsSeller(t, 'list-b');
    const res = await get(t, '/api/staff/seller-applications?status=pending&per_page=100', staff.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const ids = data.applications.map((a: { id: number }) => a.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(data.applications.every((a: { status: string }) => a.status === 'pending')).toBe(true);
    expect(data.total).toBe(data.counts.pending);
    expect(data.counts.all).toBe(data.counts.pending + data.counts.approved + data.counts.declined);
    const one = await get(t, `/api/staff/seller-applications/${first}`, staff.token);
    expect(one.json().data.application).toMatchObject({ id: first, shop_name: 'Shop list-a', status: 'pending' });
  });

  it("approval opens the shop and the owner's account; the mailed link sets the password once; the owner signs in", async () => {
    const id = await applyAsSeller(t, 'approve');
    const res = await approve(id);
    expect(res.statusCode, res.body).toBe(200);
    const application = res.json().data.application;
    expect(application).toMatchObject({ status: 'approved', decided_by: expect.stringContaining('Platform Staff') });
    const shop = await t.db
      .selectFrom('shops as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.name', 's.is_active', 's.logo', 'u.role', 'u.email', 'u.password_hash'])
      .where('s.id', '=', application.shop_id)
      .executeTakeFirstOrThrow();
    expect(shop).toMatchObject({ name: 'Shop approve', is_active: 1, role: 'seller', password_hash: null });
    // The drawn logo is in the upload store, served as any upload.
    expect((await t.app.inject({ url: shop.logo })).statusCode).toBe(200);

    const mail = await mailTo(shop.email!);
    expect(mail.subject).toContain('Shop approve');
    expect(mail.body).toContain('/console/set-password?token=');
    const token = linkToken(mail.body);
    const weak = await post(t, '/api/seller/set-password', { token, password: 'password' });
    expect(weak.statusCode).toBe(422);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);
    const set = await post(t, '/api/seller/set-password', { token, password: 'Owner-first-2026' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ email: shop.email });
    const again = await post(t, '/api/seller/set-password', { token, password: 'Owner-again-2026' });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['token']);

    const login = await post(t, '/api/seller/login', { email: shop.email, password: 'Owner-first-2026' });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.shop).toMatchObject({ id: shop.id, name: 'Shop approve' });
  });

  it('refuses a second decision (409), and an e-mail that has an account on `email`, leaving it pending', async () => {
    const id = await applyAsSeller(t, 'twice');
    expect((await approve(id)).statusCode).toBe(200);
    const second = await decline(id, 'Changed our mind');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This application was already approved.');

    const taken = await t.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'customer')
      .executeTakeFirstOrThrow();
    const clash = await applyAsSeller(t, 'clash', { email: taken.email! });
    const refused = await approve(clash);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['email']);
    const row = await t.db
      .selectFrom('seller_applications')
      .selectAll()
      .where('id', '=', clash)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', shop_id: null, decided_at: null });
    expect((await approve(987_654)).statusCode).toBe(404);
  });

  it('declines with the reason the applicant is mailed; an empty reason is refused on `reason`', async () => {
    const id = await applyAsSeller(t, 'decline');
    const empty = await decline(id, '  ');
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['reason']);
    const res = await decline(id, 'We only accept shops with a trade licence.');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.application).toMatchObject({
      status: 'declined',
      reason: 'We only accept shops with a trade licence.',
      shop_id: null,
    });
    const mail = await mailTo(`applicant-decline-${process.pid}@example.com`);
    expect(mail.body).toContain('We only accept shops with a trade licence.');
  });

  it("refuses a shop owner's token (403) and a shopper's (401) on every staff route", async () => {
    const id = await applyAsSeller(t, 'guard');
    const owner = await sellerToken(t, 10);
    const { token: customer } = await shopper(t);
    for (const token of [owner, customer]) {
      const expected = token === owner ? 403 : 401;
      expect((await get(t, '/api/staff/seller-applications', token)).statusCode).toBe(expected);
      expect((await get(t, `/api/staff/seller-applications/${id}`, token)).statusCode).toBe(expected);
      expect((await approve(id, token)).statusCode).toBe(expected);
      expect((await decline(id, 'No', token)).statusCode).toBe(expected);
    }
    const row = await t.db
      .selectFrom('seller_applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it("a shopper's reset link sets no password here and stays usable; an unknown link is refused", async () => {
    const { user } = await shopper(t);
    const userId = user.id as number;
    const token = await issueResetToken(t.db, userId, { now: () => Date.now() });
    const res = await post(t, '/api/seller/set-password', { token, password: 'Owner-first-2026' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['token']);
    const row = await t.db
      .selectFrom('password_reset_tokens')
      .select('used_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
    const unknown = await post(t, '/api/seller/set-password', { token: 'x'.repeat(43), password: 'Owner-first-2026' });
    expect(unknown.statusCode).toBe(422);
  });
});
