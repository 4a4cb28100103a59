// The crash test (`npm test` runs it on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set):
// shoppers order and chat as fast as they can, the server is killed with SIGKILL mid-burst, and
// after each restart every acknowledged order and message must exist whole, none may exist half,
// and each product's stock plus its ordered quantities must equal its starting stock.
// `node scripts/crash-test.mjs --db sqlite|postgres [--rounds N]`
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfNeeded } from './build-if-needed.mjs';
import { root, waitForUrl } from './bench/harness.mjs';
import { call, plainProducts, signUpShopper } from './lib/shop-client.mjs';
import { openSql } from './lib/sql.mjs';

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'sqlite' }, rounds: { type: 'string', default: '3' } },
});
const PORT = values.db === 'postgres' ? 3952 : 3951;
const BASE = `http://127.0.0.1:${PORT}`;
const BUYERS = 16;
const STOCK = 1000;

buildIfNeeded();
const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-crash-'));
const sql = await openSql(values.db, dataDir, 'souk_crash');
let server;
process.once('exit', () => server?.kill('SIGKILL'));

try {
  await startServer();
  // Four products outside flash sales and without options, each with STOCK units.
  const products = await plainProducts(sql, 4, STOCK);
  const buyers = [];
  for (let n = 0; n < BUYERS; n += 1) buyers.push(await signUpShopper(BASE, n, 'crash'));
  const acknowledged = { orders: [], messages: [] };
  const rows = [];
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    const sent = await burstThenKill(buyers, products, acknowledged);
    await startServer();
    rows.push({ round, ...sent, ...(await verify(products, acknowledged)) });
  }
  console.log(`\nCrash test on ${values.db}: SIGKILL mid-burst, then restart and check`);
  console.table(rows);
} finally {
  server?.kill('SIGKILL');
  await sql.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function startServer() {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  server = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...inherited,
      ...sql.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_ENV: 'production',
      APP_URL: BASE,
      // Production seeds no demo unless asked; the shoppers buy its products.
      SEED_DEMO: 'true',
      REGISTRATIONS_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForUrl(`${BASE}/api/master`);
}

/** Every buyer adds, orders and writes to the shop in a loop; SIGKILL lands after 1.5 s. */
async function burstThenKill(buyers, products, acknowledged) {
  let killed = false;
  let failed = 0;
  const before = { orders: acknowledged.orders.length, messages: acknowledged.messages.length };
  const loop = async (who) => {
    for (let i = 0; !killed; i += 1) {
      const product = products[(who.n + i) % products.length];
      try {
        const as = (body) => ({ token: who.token, body });
        const added = await call(BASE, 'POST', '/api/cart/store', as({ product_id: product.id, quantity: 1 }));
        if (added.status !== 200) throw new Error(`add answered ${added.status}`);
        const placed = await call(
          BASE,
          'POST',
          '/api/place-order',
          as({ shop_ids: [product.shop_id], address_id: who.addressId, payment_method: 'cash' }),
        );
        if (placed.status !== 200) throw new Error(`order answered ${placed.status}`);
        acknowledged.orders.push(...placed.body.data.orders.map((order) => order.id));
        const text = `crash ${who.n}-${i}-${acknowledged.messages.length}`;
        const sent = await call(
          BASE,
          'POST',
          '/api/send-message',
          as({ shop_id: product.shop_id, type: 'user', message: text }),
        );
        if (sent.status !== 200) throw new Error(`message answered ${sent.status}`);
        acknowledged.messages.push({ id: sent.body.data.message.id, text });
      } catch (error) {
        // After the kill, requests in flight fail: their outcome is unknown, not acknowledged.
        if (!killed) throw error;
        failed += 1;
      }
    }
  };
  const loops = buyers.map(loop);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  killed = true;
  server.kill('SIGKILL');
  await Promise.all(loops);
  return {
    orders_acknowledged: acknowledged.orders.length - before.orders,
    messages_acknowledged: acknowledged.messages.length - before.messages,
    requests_cut: failed,
  };
}

async function verify(products, acknowledged) {
  const ids = new Set((await sql.query('SELECT id FROM orders')).map((row) => Number(row.id)));
  const missing = acknowledged.orders.filter((id) => !ids.has(id));
  assert.deepEqual(missing, [], 'every acknowledged order exists');
  // Whole: items that add up to the order's quantity, a payment and a first status.
  const half = await sql.query(
    `SELECT o.id FROM orders o
     LEFT JOIN payments p ON p.id = o.payment_id
     WHERE p.id IS NULL
        OR o.quantity <> (SELECT COALESCE(SUM(i.quantity), 0) FROM order_items i WHERE i.order_id = o.id)
        OR NOT EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id)`,
  );
  assert.deepEqual(half, [], 'no order exists half');
  const messages = new Map(
    (await sql.query('SELECT id, body FROM chat_messages')).map((row) => [Number(row.id), row.body]),
  );
  const lost = acknowledged.messages.filter((message) => messages.get(message.id) !== message.text);
  assert.deepEqual(lost, [], 'every acknowledged message exists with its text');
  for (const product of products) {
    const [row] = await sql.query(
      `SELECT p.quantity + (SELECT COALESCE(SUM(i.quantity), 0) FROM order_items i WHERE i.product_id = p.id) AS total
       FROM products p WHERE p.id = ?`,
      [product.id],
    );
    assert.equal(Number(row.total), STOCK, `stock plus ordered of product ${product.id}`);
  }
  return {
    orders_in_db: ids.size,
    messages_in_db: messages.size,
    checks: 'orders whole, messages kept, stock adds up',
  };
}
