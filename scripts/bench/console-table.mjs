// The shop console's product table (GET /api/seller/products) as owners use it, on the largest
// shop of the catalogue: each request a new search, filter, sort or page, signed in as its owner.
// The answers are private, so no cache can hold them; this measures the database behind.
import Database from 'better-sqlite3';
import pg from 'pg';
import { getData, phrasesOf, randomStream } from './varied-queries.mjs';

/** The scenario's name in the bench's table and targets. */
export const CONSOLE_TABLE = 'console product table (varied)';

/** The contract's sellerProductSorts and sellerProductFilters (packages/contract/src/schemas/seller-product.ts). */
const SORTS = ['newest', 'oldest', 'name', 'price_low', 'price_high', 'stock_low', 'stock_high', 'best_selling'];
const FILTERS = ['all', 'active', 'inactive', 'low_stock', 'out_of_stock'];

/** The shop with the most products, among `shopIds`, by the public lists' totals. */
async function largestShop(base, shopIds) {
  let largest = { id: 0, products: -1 };
  for (const id of shopIds) {
    const { total } = await getData(base, `/api/products?shop_id=${id}&per_page=1`);
    if (total > largest.products) largest = { id, products: total };
  }
  return largest;
}

/**
 * Hands shop `shopId` to the account `email` and that account's own shop to the owner it had,
 * straight in the database (`souk`: its kind, DATA_DIR and environment): the bench's owner then
 * runs the catalogue's largest shop without anyone learning a demo owner's drawn password.
 */
async function swapOwners(souk, email, shopId) {
  const statements = [
    'CREATE TEMP TABLE swap AS SELECT s.id AS shop_id, s.user_id AS owner FROM shops s WHERE s.id = $1 OR s.user_id = (SELECT id FROM users WHERE email = $2)',
    'UPDATE shops SET user_id = (SELECT owner FROM swap WHERE swap.shop_id <> shops.id) WHERE id IN (SELECT shop_id FROM swap)',
  ];
  if (souk.db === 'postgres') {
    const client = new pg.Client({ connectionString: souk.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(statements[0], [shopId, email]);
      await client.query(statements[1]);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(`${souk.dataDir}/souk.db`);
  try {
    db.transaction(() => {
      db.prepare(statements[0].replace('$1', '?').replace('$2', '?')).run(shopId, email);
      db.prepare(statements[1]).run();
    })();
  } finally {
    db.close();
  }
}

/**
 * Signs the bench's owner (`owner`: e-mail and password) in as the owner of the largest of
 * `vocabulary.shops`, and returns the scenario: its bearer header, and `paths(client)` drawing
 * table requests with `seed` from words of that shop's own product names.
 */
export async function consoleTableScenario({ base, souk, owner, vocabulary, seed }) {
  const shop = await largestShop(base, vocabulary.shops);
  await swapOwners(souk, owner.email, shop.id);
  const login = await fetch(`${base}/api/seller/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(owner),
  });
  if (!login.ok) throw new Error(`the bench owner's sign-in answered ${login.status}: ${await login.text()}`);
  const token = (await login.json()).data.access.token;
  const headers = { authorization: `Bearer ${token}` };
  const sample = await fetch(`${base}/api/seller/products?per_page=100&sort=best_selling`, { headers });
  const words = (await sample.json()).data.products.flatMap((product) => phrasesOf(product.name));
  console.log(`${CONSOLE_TABLE}: shop ${shop.id}, ${shop.products} products`);
  return {
    name: CONSOLE_TABLE,
    headers,
    paths: (client) => {
      const rng = randomStream(seed, 'console-table', client);
      return () => tableQuery(rng, words);
    },
  };
}

/** One table request: a search on a third, a filter on a quarter, any sort, mostly early pages. */
function tableQuery(rng, words) {
  const query = new URLSearchParams({ sort: rng.pick(SORTS), per_page: String(rng.pick([20, 20, 50])) });
  if (rng.chance(0.33) && words.length > 0) query.set('search', rng.pick(words));
  if (rng.chance(0.25)) query.set('filter', rng.pick(FILTERS));
  query.set('page', String(rng.chance(0.8) ? rng.int(1, 3) : rng.int(4, 50)));
  return `/api/seller/products?${query}`;
}
