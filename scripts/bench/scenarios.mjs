// What `npm run bench` measures: each scenario is a list of requests the load generator cycles
// through (several distinct URLs, so no single cached answer flatters the numbers).

const searches = ['shoe', 'shirt', 'lamp', 'wireless', 'coffee', 'jacket', 'phone', 'sofa', 'serum', 'ball'];

export const scenarios = [
  { name: 'home', requests: [{ path: '/api/home' }] },
  {
    name: 'product search + filter',
    requests: searches.map((word, i) => ({
      path: `/api/products?search=${word}&${i % 2 ? `min_price=10&max_price=${100 + i * 20}` : `rating=${3 + (i % 3)}`}`,
    })),
  },
  {
    name: 'product details',
    requests: [3, 17, 256, 4096, 65535].map((id) => ({ path: `/api/product-details?product_id=${id}` })),
  },
];
