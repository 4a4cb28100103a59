import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, placeOrder, preparedProduct, shopper } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

/** Runs `npm run backup` / `npm run restore` as they run for an operator: a separate process. */
function runCli(name: 'backup' | 'restore', args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${name}-cli.ts`, ...args], { cwd: SERVER_ROOT, env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}

function readOrders(file: string) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return {
      check: db.pragma('integrity_check', { simple: true }),
      ids: db.prepare('SELECT id FROM orders').pluck().all() as number[],
      withoutLines: db
        .prepare('SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)')
        .pluck()
        .get() as number,
    };
  } finally {
    db.close();
  }
}

let t: TestContext;
let scratch: string;
beforeAll(async () => {
  t = await createTestApp({ sqlite: true });
  scratch = mkdtempSync(path.join(tmpdir(), 'souk-backup-'));
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('backup and restore of the embedded SQLite database (PostgreSQL uses pg_dump and pg_restore)', () => {
  let buyer: Awaited<ReturnType<typeof shopper>>;
  let product: Awaited<ReturnType<typeof preparedProduct>>;
  const backupFile = () => path.join(scratch, 'souk-backup.db');

  async function buyOne(): Promise<number> {
    const added = await addToCart(t, buyer.token, { product_id: product.id, quantity: 1 });
    if (added.statusCode !== 200) throw new Error(`cart failed: ${added.body}`);
    const placed = await placeOrder(t, buyer.token, { shop_ids: [product.shopId], address_id: buyer.addressId });
    if (placed.statusCode !== 200) throw new Error(`order failed: ${placed.body}`);
    return placed.json().data.orders[0].id as number;
  }

  it('backs up while orders keep coming, and the restored copy holds every order placed before', async () => {
    buyer = await shopper(t);
    product = await preparedProduct(t, { price: 1000, quantity: 100_000 });
    const before: number[] = [];
    for (let i = 0; i < 5; i += 1) before.push(await buyOne());

    const backup = runCli('backup', [backupFile()], t.dataDir);
    let running = true;
    void backup.then(() => (running = false));
    const during: number[] = [];
    while (running) during.push(await buyOne());
    const { code, output } = await backup;
    expect(code, output).toBe(0);
    expect(output).toContain(`Backed up ${path.join(t.dataDir, 'souk.db')} to ${backupFile()}`);
    // The shop kept taking orders throughout.
    expect(during.length).toBeGreaterThan(0);

    const target = path.join(scratch, 'restored');
    const restored = await runCli('restore', [backupFile()], target);
    expect(restored.code, restored.output).toBe(0);
    const copy = readOrders(path.join(target, 'souk.db'));
    expect(copy.check).toBe('ok');
    expect(copy.ids).toEqual(expect.arrayContaining(before));
    // One moment's snapshot: any order it holds has its lines, and none it could not have seen.
    expect(copy.withoutLines).toBe(0);
    // Orders were placed one after another, so the copy holds the first k of those placed meanwhile.
    const caught = during.filter((id) => copy.ids.includes(id));
    expect(caught).toEqual(during.slice(0, caught.length));
    const placed = new Set([...before, ...during]);
    const seeded = copy.ids.filter((id) => !placed.has(id));
    expect(seeded.every((id) => id < Math.min(...before))).toBe(true);
  });

  it('refuses to restore over a database a running server holds, or from a file that is not a Souk database', async () => {
    const live = path.join(t.dataDir, 'souk.db');
    const ordersBefore = readOrders(live).ids.length;
    const held = await runCli('restore', [backupFile()], t.dataDir);
    expect(held.code).toBe(1);
    expect(held.output).toContain('is in use (is the Souk server running?)');
    // The running shop is untouched and still takes orders.
    await buyOne();
    expect(readOrders(live).ids.length).toBe(ordersBefore + 1);

    const notSqlite = path.join(scratch, 'notes.db');
    writeFileSync(notSqlite, 'just text');
    const plain = path.join(scratch, 'plain.db');
    new SQLite(plain).exec('CREATE TABLE things (id INTEGER)').close();
    const idle = path.join(scratch, 'idle');
    for (const [file, message] of [
      [notSqlite, 'is not an SQLite database'],
      [plain, 'is not a Souk database (it has no migrations table)'],
      [path.join(scratch, 'missing.db'), 'There is no file at'],
    ] as const) {
      const res = await runCli('restore', [file], idle);
      expect(res.code, file).toBe(1);
      expect(res.output, file).toContain(message);
    }
  });
});
