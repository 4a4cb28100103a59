// The catalogue reads `npm run bench` measures: each scenario is a list of requests the load
// generator cycles through (several distinct URLs, so no single cached answer flatters the numbers).

const searches = ['shoe', 'shirt', 'lamp', 'wireless', 'coffee', 'jacket', 'phone', 'sofa', 'serum', 'ball'];
const reads = (name, paths) => ({ name, requestsFor: () => paths.map((path) => ({ method: 'GET', path })) });

/** The scenarios for a catalogue of `products` products (details pages spread across it). */
export const catalogueScenarios = (products) => [
  reads('home', ['/api/home']),
  reads(
    'product search + filter',
    searches.map(
      (word, i) =>
        `/api/products?search=${word}&${i % 2 ? `min_price=10&max_price=${100 + i * 20}` : `rating=${3 + (i % 3)}`}`,
    ),
  ),
  reads(
    'product details',
    [3, 17, 256, 4096, 65535].map((id) => `/api/product-details?product_id=${1 + ((id - 1) % products)}`),
  ),
];
