// `node scripts/bench/realtime.mjs [--db postgres] [--seconds S] [--connections C]`: chat
// delivery on the built-in realtime server. Starts Souk as a user would, holds 1,000 connected
// shoppers, and has a shop answer C signed-in shoppers through the seller API as fast as each
// answer arrives; the time from the seller's request to the shopper's socket receiving the event
// is the delivery latency. Then holds 5,000 connections at once and reads the server's memory.
// Prints a table and writes bench-results/bench-realtime-<db>.json.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { benchArgs, registerCustomer, root, startSouk } from './harness.mjs';

const IDLE_SHOPPERS = 1000;
const HELD_CONNECTIONS = 5000;
const args = benchArgs({ products: '2000' });
const { seconds, connections } = args;
const port = 3920;
const base = `http://127.0.0.1:${port}`;
const { server, dataDir } = await startSouk({
  db: args.db,
  products: args.products,
  port,
  pgDatabase: 'souk_bench_realtime',
});
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const sockets = [];

try {
  const key = (await (await fetch(`${base}/api/master`)).json()).data.pusher_app_key;
  const seller = await call('/api/seller/login', undefined, {
    email: 'seller1@example.com',
    password: 'Souk-demo-2026',
  });
  const sellerToken = seller.data.access.token;
  const shopId = seller.data.shop.id;

  const rssBefore = rss();
  await connectMany(key, IDLE_SHOPPERS);
  const rssIdle = rss();

  const shoppers = [];
  for (let i = 0; i < connections; i += 1) {
    const shopper = await registerCustomer(base, i, 'chat');
    await call('/api/store-message', shopper.token, { shop_id: shopId, type: 'user', message: 'Hello' });
    shoppers.push({ ...shopper, socket: await subscribedShopper(key, shopper) });
  }

  // Each shopper gets one answer at a time; all shoppers at once, for `seconds`.
  const latencies = [];
  const requestTimes = [];
  const until = Date.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(
    shoppers.map(async (shopper) => {
      for (let n = 0; Date.now() < until; n += 1) {
        const text = `answer ${shopper.userId}-${n}`;
        const arrived = nextMessage(shopper.socket, text);
        const started = performance.now();
        const sent = await fetch(`${base}/api/seller/send-message`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${sellerToken}` },
          body: JSON.stringify({ user_id: shopper.userId, message: text }),
        });
        requestTimes.push(performance.now() - started);
        if (!sent.ok) errors += 1;
        else latencies.push((await arrived) - started);
      }
    }),
  );
  const pct = (list, p) => {
    const sorted = [...list].sort((a, b) => a - b);
    return Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(1));
  };

  await connectMany(key, HELD_CONNECTIONS - sockets.length);
  await new Promise((r) => setTimeout(r, 3000));
  const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  const rssHeld = rss();

  const rows = [
    {
      scenario: `chat delivery (${IDLE_SHOPPERS} shoppers connected)`,
      messages_per_s: Math.round(latencies.length / seconds),
      p50_ms: pct(latencies, 0.5),
      p99_ms: pct(latencies, 0.99),
      // The seller's API call alone; the rest of the delivery time is the event's way to the socket.
      request_p99_ms: pct(requestTimes, 0.99),
      errors,
    },
  ];
  const result = {
    date: new Date().toISOString(),
    db: args.db,
    connections,
    seconds,
    scenarios: rows,
    held_connections: open,
    memory_per_idle_connection_kb: Math.round((rssIdle - rssBefore) / IDLE_SHOPPERS / 1024),
    rss_with_held_connections_mb: Math.round(rssHeld / 2 ** 20),
  };
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results', `bench-realtime-${args.db}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(`\nSouk realtime on ${args.db}, ${connections} answering loops, ${seconds} s`);
  console.table(rows);
  console.log(
    `${open} of ${HELD_CONNECTIONS} connections held open; ${result.memory_per_idle_connection_kb} KB per idle connection; ` +
      `server RSS ${result.rss_with_held_connections_mb} MB with all held`,
  );
  if (open !== HELD_CONNECTIONS || errors > 0) process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.terminate();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(process.exitCode ?? 0);

/** A Pusher protocol 7 connection; resolves with the socket id once the server greets it. */
function connect(key) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.4.0`);
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.event !== 'pusher:connection_established') reject(new Error(String(raw)));
      else resolve({ socket, socketId: JSON.parse(frame.data).socket_id });
    });
  });
}

async function connectMany(key, n) {
  for (let done = 0; done < n; done += 200) {
    await Promise.all(Array.from({ length: Math.min(200, n - done) }, () => connect(key)));
  }
}

/** A shopper's socket subscribed to their private channel through the storefront's auth endpoint. */
async function subscribedShopper(key, shopper) {
  const { socket, socketId } = await connect(key);
  const channel = `private-chat_user_${shopper.userId}`;
  const res = await fetch(`${base}/api/broadcasting/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${shopper.token}` },
    body: new URLSearchParams({ socket_id: socketId, channel_name: channel }),
  });
  if (!res.ok) throw new Error(`auth answered ${res.status}`);
  const { auth } = await res.json();
  const subscribed = waitFor(socket, (frame) => frame.event === 'pusher_internal:subscription_succeeded');
  socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
  await subscribed;
  return socket;
}

function waitFor(socket, match) {
  return new Promise((resolve) => {
    const onMessage = (raw) => {
      const frame = JSON.parse(String(raw));
      if (!match(frame)) return;
      socket.off('message', onMessage);
      resolve(performance.now());
    };
    socket.on('message', onMessage);
  });
}

/** Resolves with the arrival time of the `send-message-to-user` event carrying `text`. */
function nextMessage(socket, text) {
  return waitFor(
    socket,
    (frame) => frame.event === 'send-message-to-user' && JSON.parse(frame.data).message?.message === text,
  );
}

async function call(urlPath, token, body) {
  const res = await fetch(`${base}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${urlPath} answered ${res.status}: ${await res.text()}`);
  return res.json();
}
