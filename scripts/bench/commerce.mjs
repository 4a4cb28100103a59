// The buyer's write paths as bench scenarios: one signed-up buyer (with an address) per
// connection, each working on products of its own so no line outgrows the stock.
import { registerCustomer } from './harness.mjs';

/** The stock a product needs to take part (the demo catalogue's go up to 250). */
const STOCK = 200;
/** A buyer's cart lines at once, as many as a shopper's cart holds. */
const LINES = 9;
/** The adds a second per buyer the product pool allows for; today's machines do 50 to 150. */
const MOST_ADDS_PER_SECOND = 400;

/**
 * Signs up `count` buyers at `base` and returns the add-to-cart, checkout-totals and order
 * scenarios for runs of `seconds` (after a 2 s warm-up). Each buyer adds its own products in
 * turn, so its cart holds `LINES` lines. Once each of them holds `STOCK` the buyer moves on to
 * its next `LINES` products, so no line outgrows the stock however fast the machine adds.
 */
export async function commerceScenarios(base, count, seconds) {
  const windows = Math.ceil(((seconds + 2) * MOST_ADDS_PER_SECOND) / (LINES * STOCK));
  const perBuyer = LINES * windows;
  const buyers = [];
  for (let n = 0; n < count; n += 1) buyers.push({ ...(await registerBuyer(base, n)), adds: 0 });
  const products = await productsInStock(base, count * perBuyer);
  const own = (buyer, k) => products[buyer.n * perBuyer + k];
  const forBuyer = (make) => (client) => make(buyers[client % buyers.length]);

  // Souk's adds count on the buyer, so the warm-up's count against the lines too. The floor
  // answers from memory whatever the body, so its adds count on their own and wrap around.
  const addToCart = (client, live) => {
    const buyer = buyers[client % buyers.length];
    const tally = live ? buyer : { adds: 0 };
    return [
      dynamic(() => {
        const window = Math.floor(tally.adds / (LINES * STOCK));
        if (live && window >= windows)
          throw new Error(`buyer ${buyer.n} added more than ${MOST_ADDS_PER_SECOND} a second`);
        const product = own(buyer, (window % windows) * LINES + (tally.adds % LINES));
        tally.adds += 1;
        return post('/api/cart/store', buyer.token, { product_id: product.id, quantity: 1 });
      }),
    ];
  };
  // What the checkout screen asks while the buyer ticks shops: the lines and totals of those
  // shops (two of the twelve, a handful of the lines "add to cart" left).
  const checkoutTotals = forBuyer((buyer) => [
    post('/api/cart/checkout', buyer.token, {
      shop_ids: [...new Set(Array.from({ length: LINES }, (_, k) => own(buyer, k).shopId))].slice(0, 2),
    }),
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
  for (let page = 1; found.length < count; page += 1) {
    const { data } = await (await fetch(`${base}/api/products?per_page=100&page=${page}`)).json();
    for (const p of data.products) if (p.quantity >= STOCK) found.push({ id: p.id, shopId: p.shop.id });
    if (data.products.length < 100) break;
  }
  if (found.length < count) throw new Error(`${found.length} products with ${STOCK} or more in stock, ${count} needed`);
  return found.slice(0, count);
}
