// `node scripts/bench/commerce.mjs [--db postgres] [--products N] [--seconds S] [--connections C]`:
// the write paths under load. Seeds a catalogue, starts Souk as a user would, registers one
// customer per connection (each with an address) and drives two scenarios with autocannon:
// "place order" (each connection adds a line to its cart, then orders it: cash on delivery)
// and "add to cart". Prints a table and writes bench-results/bench-commerce-<db>.json.
// There is no floor server here: a recorded answer cannot stand in for a write.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchArgs, registerCustomer, root, startSouk } from './harness.mjs';

const args = benchArgs({ products: '5000' });
const { seconds, connections } = args;
const port = 3910;
const base = `http://127.0.0.1:${port}`;
// Planner statistics as a settled shop has them (a fresh PostgreSQL has none until autovacuum).
const { server, dataDir } = await startSouk({
  db: args.db,
  products: args.products,
  port,
  pgDatabase: 'souk_bench_commerce',
  analyze: true,
  serverStdout: 'inherit',
});

try {
  const buyers = await registerBuyers(connections);
  const products = await productsInStock(200);
  const rows = [];
  // Orders first, on empty carts: each round adds one line and orders exactly that shop.
  rows.push(
    await measure('place order (add + order)', buyers, (buyer) => {
      let round = 0;
      let product = products[0];
      return [
        step(() => {
          round += 1;
          product = products[(buyer.n * 37 + round) % products.length];
          return post('/api/cart/store', buyer.token, { product_id: product.id, quantity: 1 });
        }),
        step(() =>
          post('/api/place-order', buyer.token, {
            shop_ids: [product.shopId],
            address_id: buyer.addressId,
            payment_method: 'cash',
          }),
        ),
      ];
    }),
  );
  // Each buyer cycles through its own 10 products, so carts stay small and quantities in stock.
  rows.push(
    await measure('add to cart', buyers, (buyer) => {
      let round = 0;
      return [
        step(() => {
          round += 1;
          const product = products[(buyer.n * 10 + (round % 10)) % products.length];
          return post('/api/cart/store', buyer.token, { product_id: product.id, quantity: 1 });
        }),
      ];
    }),
  );
  const result = {
    date: new Date().toISOString(),
    db: args.db,
    products: Number(args.products),
    connections,
    seconds,
    scenarios: rows,
  };
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results', `bench-commerce-${args.db}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(`\nSouk commerce on ${args.db}, ${connections} connections, ${seconds} s per scenario`);
  console.table(rows);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);

function post(urlPath, token, body) {
  return {
    method: 'POST',
    path: urlPath,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  };
}

/** An autocannon request whose method, path, headers and body `make` decides at send time. */
function step(make) {
  return { method: 'POST', path: '/api/master', setupRequest: (request) => ({ ...request, ...make() }) };
}

/**
 * Runs a scenario. autocannon resets its per-request context every round, so each connection
 * gets its buyer once, in setupClient, and cycles through the requests `rounds(buyer)` makes.
 */
async function measure(name, buyers, rounds) {
  let nextBuyer = 0;
  const run = (duration) =>
    autocannon({
      url: base,
      connections,
      duration,
      requests: [{ method: 'GET', path: '/api/master' }],
      setupClient: (client) => client.setRequests(rounds(buyers[nextBuyer++ % buyers.length])),
    });
  await run(2);
  const result = await run(seconds);
  return {
    scenario: name,
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, stat]) => `${code}:${stat.count}`)
      .join(' '),
  };
}

async function registerBuyers(n) {
  const buyers = [];
  for (let i = 0; i < n; i += 1) {
    const { token, phone } = await registerCustomer(base, i, 'buyer');
    const address = await json('/api/address/store', token, {
      phone,
      address_line: '1 Bench Road',
      address_type: 'Home',
    });
    buyers.push({ n: i, token, addressId: address.data.address.id });
  }
  return buyers;
}

async function productsInStock(count) {
  const found = [];
  for (let page = 1; found.length < count && page <= 50; page += 1) {
    const res = await fetch(`${base}/api/products?per_page=100&page=${page}`);
    const { data } = await res.json();
    for (const p of data.products) if (p.quantity >= 100) found.push({ id: p.id, shopId: p.shop.id });
    if (data.products.length < 100) break;
  }
  if (found.length === 0) throw new Error('no product with 100 or more in stock');
  return found.slice(0, count);
}

async function json(urlPath, token, body) {
  const res = await fetch(`${base}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${urlPath} answered ${res.status}: ${await res.text()}`);
  return res.json();
}
