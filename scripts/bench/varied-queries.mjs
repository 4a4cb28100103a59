// Product lists as shoppers ask for them: no two alike. A vocabulary read from the running
// server's own API (categories, shops, brands, words of real product names and their prices)
// and a seeded generator drawing one `GET /api/products` query after another from it, so a
// run measures the database and not the response cache, and the same seed asks the same.
// Lists are asked in English, Arabic and French (languages.mjs), searches with words of the
// product names in the language asked.
import { asRequest, inLanguage, pickLanguage, TRANSLATED } from './languages.mjs';

/** The seed a run draws its requests with unless `--seed` says otherwise; every run prints it. */
export const DEFAULT_SEED = 20261127;

/** The contract's `sortTypes` (packages/contract/src/schemas/product-query.ts). */
export const SORT_TYPES = ['default', 'high_to_low', 'low_to_high', 'top_selling', 'popular_product', 'newest'];

/** Words too common to be searched for on their own. */
const STOP_WORDS = new Set(['and', 'for', 'the', 'with', 'pour', 'avec', 'des', 'les', 'une', 'sur', 'على']);

/**
 * A deterministic random stream (mulberry32) for `seed` and `labels`: each scenario and client
 * draws from its own, so a client's requests do not depend on how fast the others go.
 */
export function randomStream(seed, ...labels) {
  let state = mix(seed, labels.join('/'));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    next,
    /** A whole number from `low` to `high`, both included. */
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (probability) => next() < probability,
  };
}

/** The seed folded with the labels (FNV-1a), so streams of one seed differ from each other. */
function mix(seed, text) {
  let hash = (2166136261 ^ seed) >>> 0;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/**
 * The `data` of a public GET at `base` (a path may name its language, languages.mjs); a failure
 * stops the bench, which cannot draw without it.
 */
export async function getData(base, urlPath) {
  const { path, headers } = asRequest(urlPath);
  const res = await fetch(`${base}${path}`, { headers });
  if (!res.ok) throw new Error(`GET ${urlPath} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data;
}

/**
 * What the generators draw from, read from the server at `base`: the categories with their
 * sub-categories, the shops, the brands, the catalogue's size, the flash sales, and the search
 * phrases and prices of a sample of products (see sampleCards).
 */
export async function gatherVocabulary(base) {
  const { categories } = await getData(base, '/api/categories?per_page=100');
  const whole = await getData(base, '/api/products?per_page=1');
  const brandIds = new Map(whole.filters.brands.map((brand) => [brand.name, brand.id]));
  return {
    categories: categories.map((c) => ({ id: c.id, subIds: c.sub_categories.map((sub) => sub.id) })),
    shops: await shopIds(base),
    brands: [...brandIds.values()],
    products: whole.total,
    flashSales: await flashSales(base),
    ...indexCards(await sampleCards(base, categories), brandIds),
    translated: await translatedPhrases(base, categories),
  };
}

/** For each translated language, the search phrases of 100 product names of each category in it. */
async function translatedPhrases(base, categories) {
  const phrases = {};
  for (const language of TRANSLATED) {
    phrases[language] = [];
    for (const category of categories) {
      const path = inLanguage(`/api/products?category_id=${category.id}&per_page=100`, language);
      const { products } = await getData(base, path);
      phrases[language].push(...products.flatMap((card) => phrasesOf(card.name)));
    }
  }
  return phrases;
}

/**
 * 100 products of each category in each of four orders, none by price, so their prices are
 * typical ones; each card with the id of the category it was read in.
 */
async function sampleCards(base, categories) {
  const cards = [];
  for (const category of categories) {
    for (const sort of ['default', 'top_selling', 'popular_product', 'newest']) {
      const query = `category_id=${category.id}&sort_type=${sort}&per_page=100`;
      const { products } = await getData(base, `/api/products?${query}`);
      cards.push(...products.map((card) => ({ ...card, categoryId: category.id })));
    }
  }
  return cards;
}

/**
 * The cards' search phrases, each as often as cards have it, and the prices of the cards in
 * each scope a list is drawn in (`all`, `category:3`, `shop:2`, `brand:7`, `search:cotton shirt`).
 */
function indexCards(cards, brandIds) {
  const phrases = [];
  const prices = new Map();
  for (const card of cards) {
    // What the price filters compare: the discounted price where there is one.
    const price = card.discount_price > 0 ? card.discount_price : card.price;
    const scopes = ['all', `category:${card.categoryId}`, `shop:${card.shop.id}`];
    if (brandIds.has(card.brand)) scopes.push(`brand:${brandIds.get(card.brand)}`);
    for (const phrase of phrasesOf(card.name)) {
      phrases.push(phrase);
      scopes.push(`search:${phrase}`);
    }
    for (const scope of scopes) {
      if (!prices.has(scope)) prices.set(scope, []);
      prices.get(scope).push(price);
    }
  }
  return { phrases, prices };
}

/** A name's search phrases as shoppers type them: each word, and each two words side by side. */
export function phrasesOf(name) {
  // Letters and their marks (Arabic's vowel signs, French accents typed apart), as shoppers type them.
  const words = name.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
  const single = words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
  const pairs = words.slice(1).map((word, i) => `${words[i]} ${word}`);
  return [...single, ...pairs];
}

/** Every shop's id, as the shops page lists them. */
async function shopIds(base) {
  const ids = [];
  for (let page = 1; ; page += 1) {
    const { shops, total } = await getData(base, `/api/shops?per_page=100&page=${page}`);
    ids.push(...shops.map((shop) => shop.id));
    if (ids.length >= total || shops.length === 0) return ids;
  }
}

/** The running and the next flash sale, each with its categories and its number of pages of 10. */
async function flashSales(base) {
  const { running_flash_sale: running, incoming_flash_sale: incoming } = await getData(base, '/api/flash-sales');
  const sales = [];
  for (const sale of [running, incoming].filter(Boolean)) {
    const details = await getData(base, `/api/flash-sale/${sale.id}/details?per_page=10`);
    sales.push({
      id: sale.id,
      categoryIds: details.flash_sale.categories.map((category) => category.id),
      pages: Math.max(1, Math.ceil(details.total_products / 10)),
    });
  }
  return sales;
}

/**
 * The scopes a list is drawn in, each equally often: a search, a category (a third of the time
 * narrowed to one of its sub-categories), a shop or a brand. Each sets its parameters and
 * returns the key of the prices its products have.
 */
const scopes = [
  (rng, vocabulary, params, language) => {
    const phrase = rng.pick(language === 'en' ? vocabulary.phrases : vocabulary.translated[language]);
    params.set('search', phrase);
    return `search:${phrase}`;
  },
  (rng, vocabulary, params) => {
    const category = rng.pick(vocabulary.categories);
    params.set('category_id', category.id);
    if (category.subIds.length > 0 && rng.chance(1 / 3)) params.set('sub_category_id', rng.pick(category.subIds));
    return `category:${category.id}`;
  },
  (rng, vocabulary, params) => {
    const shop = rng.pick(vocabulary.shops);
    params.set('shop_id', shop);
    return `shop:${shop}`;
  },
  (rng, vocabulary, params) => {
    const brand = rng.pick(vocabulary.brands);
    params.set('brand_id', brand);
    return `brand:${brand}`;
  },
];

/**
 * One product list query: in a language, a scope, on 30 % of them a price range, any sort, page
 * 1 to 5 of 10 to 20 products. A translated search's prices are those of the whole catalogue.
 */
export function listQuery(rng, vocabulary) {
  const params = new URLSearchParams();
  const language = pickLanguage(rng);
  const priced = rng.pick(scopes)(rng, vocabulary, params, language);
  if (rng.chance(0.3)) {
    const [min, max] = priceRange(rng, vocabulary.prices.get(priced) ?? vocabulary.prices.get('all'));
    params.set('min_price', min);
    params.set('max_price', max);
  }
  params.set('sort_type', rng.pick(SORT_TYPES));
  params.set('page', rng.int(1, 5));
  params.set('per_page', rng.int(10, 20));
  return inLanguage(`/api/products?${params}`, language);
}

/**
 * A range a shopper would type for a scope: between two prices its products have, in whole
 * units, so it is a sub-interval of the scope's range and as often cheap as its products are.
 */
function priceRange(rng, prices) {
  const [a, b] = [rng.pick(prices), rng.pick(prices)];
  return [Math.floor(Math.min(a, b)), Math.ceil(Math.max(a, b))];
}

/** For `client`, an endless supply of list paths, a new one each call. */
export function listPaths(vocabulary, seed, client) {
  const rng = randomStream(seed, 'lists', client);
  return () => listQuery(rng, vocabulary);
}
