import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { AccountError, addShopOwner, addStaff, hasShopOwner, hasStaff } from '../src/operators/add-account.ts';
import { post } from './helpers/accounts.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
/** A process that loads the server's sources through tsx takes seconds on a busy machine. */
const SPAWN_TIMEOUT = 120_000;

describe('adding shop owners and staff', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { APP_ENV: 'production', APP_URL: 'https://shop.example' } });
  });
  afterAll(() => t.close());

  it('adds a shop owner with a drawn password who signs in to the seller API', async () => {
    expect(await hasShopOwner(t.db)).toBe(false);
    const added = await addShopOwner(t.db, t.dataDir, { email: ' Owner@Shop.Example ', shop: 'Café Lumière' });
    expect(added).toMatchObject({ email: 'owner@shop.example', generated: true, shop: { slug: 'cafe-lumiere' } });
    expect(added.password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(await hasShopOwner(t.db)).toBe(true);

    const res = await post(t, '/api/seller/login', { email: 'owner@shop.example', password: added.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shop).toMatchObject({ id: added.shop.id, name: 'Café Lumière', prefix: 'CL' });
    const shop = await t.db.selectFrom('shops').selectAll().where('id', '=', added.shop.id).executeTakeFirstOrThrow();
    // The first shop is the one single-vendor mode shows.
    expect(shop).toMatchObject({ is_root: 1, is_active: 1 });
  });

  it('takes a chosen password, and gives a second shop of the same name a slug of its own', async () => {
    const added = await addShopOwner(t.db, t.dataDir, {
      email: 'second@shop.example',
      shop: 'Café Lumière',
      name: 'Second Owner',
      password: 'a long chosen secret',
    });
    expect(added).toMatchObject({ generated: false, password: 'a long chosen secret' });
    expect(added.shop.slug).toBe('cafe-lumiere-2');
    const res = await post(t, '/api/seller/login', { email: 'second@shop.example', password: 'a long chosen secret' });
    expect(res.statusCode).toBe(200);
    const shop = await t.db.selectFrom('shops').select('is_root').where('id', '=', added.shop.id).executeTakeFirst();
    expect(shop?.is_root).toBe(0);
  });

  it('adds platform staff who sign in at staff-login', async () => {
    expect(await hasStaff(t.db)).toBe(false);
    const added = await addStaff(t.db, { email: 'help@shop.example' });
    expect(await hasStaff(t.db)).toBe(true);
    const res = await post(t, '/api/seller/staff-login', { email: 'help@shop.example', password: added.password });
    expect(res.statusCode).toBe(200);
    const shopLogin = await post(t, '/api/seller/login', { email: 'help@shop.example', password: added.password });
    expect(shopLogin.statusCode).toBe(422);
  });

  it('refuses a taken e-mail, a bad e-mail, a weak password and an empty shop name, adding nothing', async () => {
    const before = await t.db.selectFrom('users').select('id').execute();
    const refusals: Array<[() => Promise<unknown>, RegExp]> = [
      [() => addShopOwner(t.db, t.dataDir, { email: 'OWNER@shop.example', shop: 'Other' }), /already exists/],
      [() => addStaff(t.db, { email: 'owner@shop.example' }), /already exists/],
      [() => addStaff(t.db, { email: 'not an e-mail' }), /valid email/],
      [() => addStaff(t.db, { email: 'weak@shop.example', password: 'password' }), /too common/],
      [() => addStaff(t.db, { email: 'short@shop.example', password: 'short' }), /at least 8/],
      [() => addShopOwner(t.db, t.dataDir, { email: 'blank@shop.example', shop: '   ' }), /shop name/],
    ];
    for (const [attempt, message] of refusals) {
      const refused = attempt();
      await expect(refused).rejects.toThrow(AccountError);
      await expect(refused).rejects.toThrow(message);
    }
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual(before);
  });
});

/** Runs `npm run add-owner` / `add-staff` as an operator would: a separate process on DATA_DIR. */
function runCli(args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/add-account-cli.ts', ...args], {
    cwd: SERVER_ROOT,
    env,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}

describe('npm run add-owner on a fresh DATA_DIR', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'souk-add-owner-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'creates the database, adds the owner, prints the drawn password, which signs in',
    async () => {
      const { code, output } = await runCli(['owner', '--email', 'first@shop.example', '--shop', 'My Shop'], dataDir);
      expect(code, output).toBe(0);
      expect(output).toContain('Added the owner of "My Shop"');
      const password = /^Password: (\S+)$/m.exec(output)?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);

      const { db, kind } = openDatabase({ dataDir });
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, path.join(dataDir, 'no-web'));
      const app = await buildApp({ db, kind, config });
      try {
        const res = await app.inject({
          method: 'POST',
          url: '/api/seller/login',
          payload: { email: 'first@shop.example', password },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.shop).toMatchObject({ name: 'My Shop', prefix: 'MS' });
      } finally {
        await app.close();
        await db.destroy();
      }
    },
    SPAWN_TIMEOUT,
  );

  it(
    'refuses a taken e-mail and a missing argument with a message, not a stack trace',
    async () => {
      const [taken, noShop] = await Promise.all([
        runCli(['owner', '--email', 'first@shop.example', '--shop', 'Again'], dataDir),
        runCli(['owner', '--email', 'next@shop.example'], dataDir),
      ]);
      expect(taken.code).toBe(1);
      expect(taken.output.trim()).toBe('An account with the e-mail first@shop.example already exists.');
      expect(noShop.code).toBe(2);
      expect(noShop.output).toMatch(/^--shop is missing/);
      expect(noShop.output).toContain('Usage: npm run add-owner');
      for (const { output } of [taken, noShop]) expect(output).not.toMatch(/^\s+at /m);
    },
    SPAWN_TIMEOUT,
  );
});
