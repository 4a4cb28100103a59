import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/modules/auth/tokens.ts';
import { openSetup, setupLink } from '../src/modules/setup/token.ts';
import { addStaff } from '../src/operators/add-account.ts';
import { get, post, registerCustomer } from './helpers/accounts.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// A fresh production install's first platform staff account, from the setup link start-up prints.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { APP_ENV: 'production', APP_URL: 'https://shop.example' } });
});
afterAll(() => t.close());

let sent = 0;
/** Each from its own address: the form allows five an address every ten minutes. */
function createStaff(body: Record<string, unknown>, ip = `10.77.0.${(sent += 1)}`) {
  return post(t, '/api/setup/staff', body, { ip });
}

const account = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  name: 'Hana Operator',
  email: 'hana@shop.example',
  password: 'a quiet walk by the river',
  ...overrides,
});

const staffRows = () =>
  t.db.selectFrom('users').select(['id', 'email', 'is_active']).where('role', '=', 'admin').execute();
const setupOpen = async () => (await get(t, '/api/setup')).json().data.open as boolean;

describe('first-run setup', () => {
  it('is open while no staff exist, and never shows the token', async () => {
    const token = await openSetup(t.db, t.app.clock);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await get(t, '/api/setup');
    expect(res.json()).toEqual({ message: 'Setup', data: { open: true } });
    // Only the hash is kept.
    const rows = await t.db.selectFrom('setup_tokens').selectAll().execute();
    expect(rows).toEqual([{ id: 1, token_hash: hashToken(token ?? ''), created_at: expect.any(String) }]);
    expect(setupLink('https://shop.example/', token ?? '')).toBe(`https://shop.example/console/setup?token=${token}`);
  });

  it('refuses a wrong token on `token`, a weak password on `password`, and missing fields each by name', async () => {
    await openSetup(t.db, t.app.clock);
    const wrong = await createStaff(account('not-the-token'));
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['token']);

    const token = (await openSetup(t.db, t.app.clock)) ?? '';
    const common = await createStaff(account(token, { password: 'password' }));
    expect(common.statusCode).toBe(422);
    expect(Object.keys(common.json().errors)).toEqual(['password']);
    const short = await createStaff(account(token, { password: 'short' }));
    expect(Object.keys(short.json().errors)).toEqual(['password']);

    const empty = await createStaff({});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'name', 'password', 'token']);
    expect(await staffRows()).toEqual([]);
    expect(await setupOpen()).toBe(true);
  });

  it('takes only the latest start’s token: a restart’s new one replaces the old', async () => {
    const first = (await openSetup(t.db, t.app.clock)) ?? '';
    const second = (await openSetup(t.db, t.app.clock)) ?? '';
    expect(second).not.toBe(first);
    const old = await createStaff(account(first));
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.token[0]).toMatch(/a restart prints a new one/);
    expect(await t.db.selectFrom('setup_tokens').select('id').execute()).toHaveLength(1);
  });

  it('refuses an e-mail another account has on `email`, and the link still works after', async () => {
    const token = (await openSetup(t.db, t.app.clock)) ?? '';
    const customer = await registerCustomer(t);
    const taken = await createStaff(account(token, { email: customer.body.email }));
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['email']);
    expect(await staffRows()).toEqual([]);
    expect(await t.db.selectFrom('setup_tokens').select('token_hash').executeTakeFirst()).toEqual({
      token_hash: hashToken(token),
    });
  });

  it('creates the first staff account once: they sign in, the audit log names them, the link is spent', async () => {
    const token = (await openSetup(t.db, t.app.clock)) ?? '';
    const res = await createStaff(account(token, { email: ' Hana@Shop.Example ' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Staff account created. You can sign in now.',
      data: { email: 'hana@shop.example' },
    });
    const [staff] = await staffRows();
    expect(await staffRows()).toEqual([{ id: staff?.id, email: 'hana@shop.example', is_active: 1 }]);

    const login = await post(t, '/api/seller/staff-login', {
      email: 'hana@shop.example',
      password: 'a quiet walk by the river',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ id: staff?.id, name: 'Hana Operator' });

    const audit = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: staff?.id,
        action: 'staff.create',
        subject_type: 'staff',
        subject_id: String(staff?.id),
        before: null,
      }),
    ]);
    expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({
      name: 'Hana Operator',
      email: 'hana@shop.example',
      role: 'admin',
    });
    expect(await t.db.selectFrom('setup_tokens').select('id').execute()).toEqual([]);
    expect(await setupOpen()).toBe(false);

    // Used: the same link, or any other, is answered 409 now that staff exist.
    const again = await createStaff(account(token, { email: 'second@shop.example' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/setup is closed/);
    // A later start prints no link and keeps none.
    expect(await openSetup(t.db, t.app.clock)).toBeUndefined();
    expect(await staffRows()).toHaveLength(1);
  });

  it('answers 429 past five tries from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await createStaff(account('x'), '10.77.9.9')).statusCode);
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe('staff added from the command line while a link is out', () => {
  let fresh: TestContext;
  beforeAll(async () => {
    fresh = await createTestApp({ seed: false });
  });
  afterAll(() => fresh.close());

  it('close setup: the link is refused 409 and no second account is made', async () => {
    const token = (await openSetup(fresh.db, fresh.app.clock)) ?? '';
    await addStaff(fresh.db, { email: 'cli@shop.example' });
    expect((await get(fresh, '/api/setup')).json().data.open).toBe(false);
    const res = await post(fresh, '/api/setup/staff', account(token), { ip: '10.77.1.1' });
    expect(res.statusCode).toBe(409);
    const admins = await fresh.db.selectFrom('users').select('email').where('role', '=', 'admin').execute();
    expect(admins).toEqual([{ email: 'cli@shop.example' }]);
    expect(await fresh.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
  });
});
