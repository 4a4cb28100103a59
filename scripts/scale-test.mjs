// The scale test (`npm test` runs it when TEST_DATABASE_URL and TEST_REDIS_URL are set): Souk as
// a shop outgrowing one machine runs it. Two server processes share PostgreSQL and Redis behind
// one port (a round-robin proxy), with the realtime service as its own process. It checks that
// 50 parallel orders for the last 3 units make exactly 3 orders, that a rate limit holds across
// both processes, and that a chat message sent through either process reaches a shopper whose
// socket is on the realtime service.
import { spawn } from 'node:child_process';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import PusherJs from 'pusher-js';
import { buildIfNeeded } from './build-if-needed.mjs';
import { addShopOwner, root, waitForUrl } from './bench/harness.mjs';
import { call, plainProducts, signUpShopper } from './lib/shop-client.mjs';
import { openSql } from './lib/sql.mjs';
import { startProxy } from './scale/proxy.mjs';

const PORTS = { realtime: 3941, a: 3942, b: 3943, proxy: 3944 };
const app = { id: '510001', key: randomBytes(10).toString('hex'), secret: randomBytes(20).toString('hex') };

// A Redis database of its own, emptied first, so earlier runs' counters cannot interfere.
const redisUrl = Object.assign(new URL(process.env.TEST_REDIS_URL ?? ''), { pathname: '/9' }).toString();

buildIfNeeded();
const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-scale-'));
const sql = await openSql('postgres', dataDir, 'souk_scale');
const redis = new Redis(redisUrl);
await redis.flushdb();
await redis.quit();

const children = [];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('exit', stop);

const checks = [];
try {
  start('realtime', 'apps/server/dist/realtime.js', {
    PUSHER_APP_ID: app.id,
    PUSHER_APP_KEY: app.key,
    PUSHER_APP_SECRET: app.secret,
    REALTIME_HOST: '127.0.0.1',
    REALTIME_PORT: String(PORTS.realtime),
  });
  // The first process migrates and seeds; the second starts on the ready database.
  await startApi('a');
  await startApi('b');
  // Production draws the demo sellers' passwords (printed only): the chat check signs in as an owner of its own.
  const owner = addShopOwner(
    path.join(root, 'apps/server/dist'),
    { ...process.env, ...sql.env, DATA_DIR: dataDir },
    'Scale Shop',
  );
  const proxy = await startProxy(PORTS.proxy, [PORTS.a, PORTS.b]);
  const viaProxy = `http://127.0.0.1:${PORTS.proxy}`;

  checks.push(await lastUnits(viaProxy, proxy));
  checks.push(await rateLimitAcrossProcesses());
  checks.push(await chatThroughEitherProcess(viaProxy, owner));
  proxy.close();
} finally {
  stop();
  await sql.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.table(checks);
process.exit(0);

function start(name, script, env) {
  const child = spawn('node', [script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`${name} exited with ${code ?? signal}`);
  });
  children.push(child);
  return child;
}

async function startApi(name) {
  start(`api ${name}`, 'apps/server/dist/main.js', {
    ...sql.env,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(PORTS[name]),
    APP_ENV: 'production',
    APP_URL: `http://127.0.0.1:${PORTS.proxy}`,
    // The orders check buys the demo's products, which production seeds only when asked.
    SEED_DEMO: 'true',
    PUSHER_APP_ID: app.id,
    PUSHER_APP_KEY: app.key,
    PUSHER_APP_SECRET: app.secret,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(PORTS.realtime),
    PUSHER_SCHEME: 'http',
    REGISTRATIONS_PER_HOUR: '100000',
  });
  await waitForUrl(`http://127.0.0.1:${PORTS[name]}/api/master`);
}

/** 50 shoppers order the last 3 units at once, through both processes. */
async function lastUnits(base, proxy) {
  const [product] = await plainProducts(sql, 1, 3);
  const shoppers = [];
  for (let n = 0; n < 50; n += 1) shoppers.push(await signUpShopper(base, n, 'scale'));
  for (const who of shoppers) {
    const added = await call(base, 'POST', '/api/cart/store', {
      token: who.token,
      body: { product_id: product.id, quantity: 1 },
    });
    assert.equal(added.status, 200, JSON.stringify(added.body));
  }
  const servedBefore = [...proxy.served];
  const results = await Promise.all(
    shoppers.map((who) =>
      call(base, 'POST', '/api/place-order', {
        token: who.token,
        body: { shop_ids: [product.shop_id], address_id: who.addressId, payment_method: 'cash' },
      }),
    ),
  );
  const placed = results.filter((r) => r.status === 200).length;
  const refused = results.filter((r) => r.status === 422).length;
  const [{ ordered }] = await sql.query(
    'SELECT COALESCE(SUM(quantity), 0)::int AS ordered FROM order_items WHERE product_id = ?',
    [product.id],
  );
  const [{ quantity }] = await sql.query('SELECT quantity FROM products WHERE id = ?', [product.id]);
  const perProcess = proxy.served.map((count, i) => count - (servedBefore[i] ?? 0));
  assert.equal(placed, 3, `orders placed: ${placed}`);
  assert.equal(refused, 47, `statuses: ${results.map((r) => r.status).join(' ')}`);
  assert.equal(ordered, 3);
  assert.equal(quantity, 0);
  assert.ok(
    perProcess.every((count) => count >= 20),
    `place-order requests per process: ${perProcess}`,
  );
  return {
    check: '50 parallel orders for the last 3 units',
    result: `${placed} placed, ${refused} refused (422), ${ordered} ordered, stock ${quantity}; per process ${perProcess.join(' + ')}`,
  };
}

/** The contact form allows 5 messages per client address per 10 minutes, whichever process takes them. */
async function rateLimitAcrossProcesses() {
  const statuses = [];
  let retryAfter = null;
  for (let i = 0; i < 6; i += 1) {
    const port = i % 2 === 0 ? PORTS.a : PORTS.b;
    const res = await call(`http://127.0.0.1:${port}`, 'POST', '/api/support', {
      ip: '10.77.0.1',
      body: { name: 'Ada', phone: '5558000999', subject: 'Hello', message: `Message ${i}` },
    });
    statuses.push(res.status);
    retryAfter ??= res.headers.get('retry-after');
  }
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
  assert.ok(Number(retryAfter) > 0, `Retry-After: ${retryAfter}`);
  return {
    check: 'contact-form limit across both processes',
    result: `${statuses.join(' ')}; Retry-After ${retryAfter} s`,
  };
}

/** A shopper's socket on the realtime service hears the answers of `owner`'s shop sent through process A and B. */
async function chatThroughEitherProcess(base, owner) {
  const who = await signUpShopper(base, 900, 'scale');
  const seller = await call(base, 'POST', '/api/seller/login', { body: owner });
  assert.equal(seller.status, 200, JSON.stringify(seller.body));
  const shop = { token: seller.body.data.access.token, id: seller.body.data.shop.id };
  const opened = await call(base, 'POST', '/api/send-message', {
    token: who.token,
    body: { shop_id: shop.id, type: 'user', message: 'Is the blue one in stock?' },
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));

  const client = new PusherJs(app.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: PORTS.realtime,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: `${base}/api/broadcasting/auth`,
      transport: 'ajax',
      headers: { authorization: `Bearer ${who.token}` },
    },
  });
  try {
    const channel = client.subscribe(`private-chat_user_${who.userId}`);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const heard = [];
    for (const name of ['a', 'b']) {
      const event = nextEvent(channel, 'send-message-to-user');
      const sent = await call(`http://127.0.0.1:${PORTS[name]}`, 'POST', '/api/seller/send-message', {
        token: shop.token,
        body: { user_id: who.userId, message: `Yes, from process ${name}` },
      });
      assert.equal(sent.status, 200, JSON.stringify(sent.body));
      heard.push((await event).message.message);
    }
    assert.deepEqual(heard, ['Yes, from process a', 'Yes, from process b']);
    return { check: 'chat through either process to a socket on the realtime service', result: heard.join(' / ') };
  } finally {
    client.disconnect();
  }
}

function nextEvent(channel, name) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within 10 s`)), 10_000);
    channel.bind(name, function handler(data) {
      clearTimeout(timer);
      channel.unbind(name, handler);
      resolve(data);
    });
  });
}
