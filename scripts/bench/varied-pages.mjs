// The storefront's other pages as shoppers open them, each visit a different one: the API calls
// each page makes (apps/web/src/app/routes and the features' api folders), with ids drawn
// across the whole catalogue from the vocabulary of varied-queries.mjs.
import { randomStream, SORT_TYPES } from './varied-queries.mjs';

/** The storefront's page sizes (packages/contract/src/storefront-pages.ts and the review list). */
const PRODUCTS_PER_PAGE = 10;
const REVIEWS_PER_PAGE = 10;

/** A page of a scope's product list, as the product browser asks for it: first pages, any order. */
const browse = (rng, scope) =>
  `/api/products?${scope}&sort_type=${rng.pick(SORT_TYPES)}&page=${rng.int(1, 5)}&per_page=${PRODUCTS_PER_PAGE}`;

/** Each page kind: its name and the calls of one visit. */
export const pageKinds = [
  {
    name: 'product page',
    visit: (rng, vocabulary) => {
      const id = rng.int(1, vocabulary.products);
      return [
        `/api/product-details?product_id=${id}`,
        `/api/reviews?product_id=${id}&page=1&per_page=${REVIEWS_PER_PAGE}`,
      ];
    },
  },
  {
    // The route pages its "just for you" list; the storefront asks 12 at a time, deeper as it scrolls.
    name: 'home',
    visit: (rng) => [`/api/home?page=${rng.int(1, 5)}&per_page=${rng.int(10, 20)}`],
  },
  {
    name: 'shop page',
    visit: (rng, vocabulary) => {
      const id = rng.pick(vocabulary.shops);
      return [
        `/api/shops/${id}`,
        `/api/shop-categories?shop_id=${id}&per_page=100`,
        browse(rng, `shop_id=${id}`),
        `/api/reviews?shop_id=${id}&page=1&per_page=${REVIEWS_PER_PAGE}`,
      ];
    },
  },
  {
    // The category list is the storefront's long-cached menu; the page asks it again on a fresh load.
    name: 'category page',
    visit: (rng, vocabulary) => {
      const category = rng.pick(vocabulary.categories);
      const sub =
        category.subIds.length > 0 && rng.chance(1 / 3) ? `&sub_category_id=${rng.pick(category.subIds)}` : '';
      return ['/api/categories?per_page=100', browse(rng, `category_id=${category.id}${sub}`)];
    },
  },
  {
    name: 'flash-sale page',
    visit: (rng, vocabulary) => {
      const sale = rng.pick(vocabulary.flashSales);
      const category =
        sale.categoryIds.length > 0 && rng.chance(1 / 3) ? `&category_id=${rng.pick(sale.categoryIds)}` : '';
      const page = rng.int(1, Math.min(5, sale.pages));
      return [`/api/flash-sale/${sale.id}/details?page=${page}&per_page=${PRODUCTS_PER_PAGE}${category}`];
    },
  },
];

/** For `client`, an endless supply of the page kind's calls: one visit's in order, then the next's. */
export function pagePaths(kind, vocabulary, seed, client) {
  const rng = randomStream(seed, kind.name, client);
  let queue = [];
  return () => {
    if (queue.length === 0) queue = kind.visit(rng, vocabulary);
    return queue.shift();
  };
}
