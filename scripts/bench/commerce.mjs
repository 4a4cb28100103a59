// The buyer's write paths as bench scenarios: one signed-up buyer (with an address) per
// connection, each working on products of its own so no line outgrows the stock.
import { registerCustomer } from './harness.mjs';

/** The stock a product needs to take part (the demo catalogue's go up to 250). */
const STOCK = 200;

/**
 * Signs up `count` buyers at `base` and returns the add-to-cart, checkout-totals and order
 * scenarios for runs of `seconds`. Each buyer adds its own products in turn, so its cart holds
 * as many lines as a shopper's does (9 for the default 10 s runs), while each line, growing by
 * one per turn at up to 150 adds a second per buyer, stays within the 200 or more in stock the
 * products are chosen for (longer runs spread over more products).
 */
export async function commerceScenarios(base, count, seconds) {
  const perBuyer = Math.max(8, Math.ceil(((seconds + 2) * 150) / STOCK));
  const buyers = [];
  for (let n = 0; n < count; n += 1) buyers.push(await registerBuyer(base, n));
  const products = await productsInStock(base, count * perBuyer);
  const own = (buyer) =>
    Array.from({ length: perBuyer }, (_, k) => products[(buyer.n * perBuyer + k) % products.length]);
  const forBuyer = (make) => (client) => make(buyers[client % buyers.length]);

  const addToCart = forBuyer((buyer) => {
    let round = 0;
    return [
      dynamic(() => {
        round += 1;
        return post('/api/cart/store', buyer.token, { product_id: own(buyer)[round % perBuyer].id, quantity: 1 });
      }),
    ];
  });
  // What the checkout screen asks while the buyer ticks shops: the lines and totals of those
  // shops (two of the twelve, a handful of the lines "add to cart" left).
  const checkoutTotals = forBuyer((buyer) => [
    post('/api/cart/checkout', buyer.token, { shop_ids: [...new Set(own(buyer).map((p) => p.shopId))].slice(0, 2) }),
  ]);
  // Each round puts one product in the buy-now slot and orders it, cash on delivery: the slot
  // holds that line alone, so the order never sweeps up the lines "add to cart" left behind.
  const placeOrder = forBuyer((buyer) => {
    let round = 0;
    let product = products[0];
    return [
      dynamic(() => {
        round += 1;
        product = products[(buyer.n * 37 + round) % products.length];
        return post('/api/cart/store', buyer.token, { product_id: product.id, quantity: 1, is_buy_now: 1 });
      }),
      dynamic(() =>
        post('/api/place-order', buyer.token, {
          shop_ids: [product.shopId],
          address_id: buyer.addressId,
          payment_method: 'cash',
          is_buy_now: 1,
        }),
      ),
    ];
  });
  return {
    buyers,
    scenarios: [
      { name: 'add to cart', requestsFor: addToCart },
      { name: 'checkout totals', requestsFor: checkoutTotals },
      { name: 'place order (add + order)', requestsFor: placeOrder },
    ],
  };
}

function post(urlPath, token, body) {
  return {
    method: 'POST',
    path: urlPath,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  };
}

/**
 * An autocannon request whose method, path, headers and body `make` decides at send time.
 * autocannon resets its per-request context every round, so state lives in the closure.
 */
function dynamic(make) {
  return { method: 'POST', path: '/api/master', setupRequest: (request) => ({ ...request, ...make() }) };
}

async function registerBuyer(base, n) {
  const { token, userId, phone } = await registerCustomer(base, n, 'buyer');
  const res = await fetch(`${base}/api/address/store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ phone, address_line: '1 Bench Road', address_type: 'Home' }),
  });
  if (!res.ok) throw new Error(`address answered ${res.status}: ${await res.text()}`);
  return { n, token, userId, addressId: (await res.json()).data.address.id };
}

async function productsInStock(base, count) {
  const found = [];
  for (let page = 1; found.length < count && page <= 100; page += 1) {
    const { data } = await (await fetch(`${base}/api/products?per_page=100&page=${page}`)).json();
    for (const p of data.products) if (p.quantity >= STOCK) found.push({ id: p.id, shopId: p.shop.id });
    if (data.products.length < 100) break;
  }
  if (found.length === 0) throw new Error(`no product with ${STOCK} or more in stock`);
  return found.slice(0, count);
}
