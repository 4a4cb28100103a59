// The catalogue reads `npm run bench` measures. The cached ones are lists of requests the load
// generator cycles through (several distinct URLs, so no single cached answer flatters the
// numbers, yet after the first round each is the response cache's). The varied one asks a new
// product list each time, as shoppers do, so it measures the database behind the cache.
import { listPaths } from './varied-queries.mjs';

const searches = ['shoe', 'shirt', 'lamp', 'wireless', 'coffee', 'jacket', 'phone', 'sofa', 'serum', 'ball'];
const reads = (name, paths) => ({ name, requestsFor: () => paths.map((path) => ({ method: 'GET', path })) });

/** The name of the varied product-list scenario, in `npm run bench` and `npm run bench:catalogue`. */
export const VARIED_LISTS = 'product lists (varied)';

/** The scenarios for a catalogue of `products` products (details pages spread across it). */
export const catalogueScenarios = (products) => [
  reads('home (cached)', ['/api/home']),
  reads(
    'search + filter (cached)',
    searches.map(
      (word, i) =>
        `/api/products?search=${word}&${i % 2 ? `min_price=10&max_price=${100 + i * 20}` : `rating=${3 + (i % 3)}`}`,
    ),
  ),
  reads(
    'product details (cached)',
    [3, 17, 256, 4096, 65535].map((id) => `/api/product-details?product_id=${1 + ((id - 1) % products)}`),
  ),
];

/**
 * Product lists no two alike, drawn with `seed` from `vocabulary` (see varied-queries.mjs):
 * `paths(client)` gives each client its own supply. No floor can replay them.
 */
export const variedListScenario = (vocabulary, seed) => ({
  name: VARIED_LISTS,
  paths: (client) => listPaths(vocabulary, seed, client),
});
