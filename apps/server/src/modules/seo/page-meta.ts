import { isStorefrontPath } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import type { ListScope } from '../catalog/scope.ts';
import { blogJsonLd, productJsonLd, type SiteFacts } from './json-ld.ts';
import { defaultCurrencyCode, findBlogPage, findCategoryPage, findProductPage, findShopPage } from './queries.ts';
import { plainSummary } from './text.ts';

/** What the server writes into a page's head. `title` undefined means the app name alone. */
export interface PageMeta {
  found: boolean;
  /** The page's own path, when the URL may name it another way (an id where the slug is usual). */
  path?: string;
  title?: string;
  description?: string;
  type: 'website' | 'product' | 'article';
  image?: string | null;
  jsonLd?: object;
}

/** Home and the listing pages: the app's own name and description. */
const LISTINGS = new Set(['/', '/shops', '/products', '/categories', '/blogs', '/most-popular', '/best-deal']);
const NOT_FOUND: PageMeta = { found: false, type: 'website' };

interface Lookup {
  db: Db;
  scope: ListScope;
  site: SiteFacts;
}

/**
 * The head facts for a page path, or undefined for the paths the server leaves to the
 * storefront alone (account, checkout, ...). A detail path whose row is missing, inactive or
 * out of scope, and a path the storefront does not have, answer `found: false` (a 404).
 */
export async function pageMeta(path: string, lookup: Lookup): Promise<PageMeta | undefined> {
  if (LISTINGS.has(path)) return { found: true, type: 'website' };
  const product = /^\/products\/([^/]+)\/details$/.exec(path);
  if (product) return productMeta(decode(product[1]), lookup);
  const shop = /^\/shops\/([^/]+)$/.exec(path);
  if (shop) return shopMeta(decode(shop[1]), lookup);
  const category = /^\/categories\/([^/]+)$/.exec(path);
  if (category) return categoryMeta(decode(category[1]), lookup);
  const blog = /^\/blog\/([^/]+)$/.exec(path);
  if (blog) return blogMeta(decode(blog[1]), lookup);
  return isStorefrontPath(path) ? undefined : NOT_FOUND;
}

/** A page path without its trailing slashes (the router ignores them). */
export const trimPath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

function decode(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return '';
  }
}
const idOf = (segment: string) => (/^\d{1,9}$/.test(segment) ? Number(segment) : undefined);

async function productMeta(segment: string, { db, scope, site }: Lookup): Promise<PageMeta> {
  const id = idOf(segment);
  const product = id === undefined ? undefined : await findProductPage(db, scope, id);
  if (!product) return NOT_FOUND;
  const description = plainSummary(product.meta_description || product.short_description || product.description);
  return {
    found: true,
    path: `/products/${product.card.id}/details`,
    title: product.meta_title || product.card.name,
    description,
    type: 'product',
    image: product.card.thumbnail,
    jsonLd: productJsonLd(product, description, await defaultCurrencyCode(db), site),
  };
}

async function shopMeta(segment: string, { db, scope }: Lookup): Promise<PageMeta> {
  const id = idOf(segment);
  const shop = id === undefined ? undefined : await findShopPage(db, scope, id);
  if (!shop) return NOT_FOUND;
  return {
    found: true,
    path: `/shops/${shop.id}`,
    title: shop.name,
    description: plainSummary(shop.short_description || shop.description),
    type: 'website',
    image: shop.logo || shop.banner,
  };
}

async function categoryMeta(segment: string, { db }: Lookup): Promise<PageMeta> {
  const category = segment ? await findCategoryPage(db, segment) : undefined;
  if (!category) return NOT_FOUND;
  return {
    found: true,
    path: `/categories/${encodeURIComponent(category.slug)}`,
    title: category.name,
    type: 'website',
    image: category.thumbnail,
  };
}

async function blogMeta(segment: string, { db, site }: Lookup): Promise<PageMeta> {
  const blog = segment ? await findBlogPage(db, segment) : undefined;
  if (!blog) return NOT_FOUND;
  const description = plainSummary(blog.short_description || blog.description);
  return {
    found: true,
    path: `/blog/${encodeURIComponent(blog.slug)}`,
    title: blog.title,
    description,
    type: 'article',
    image: blog.thumbnail,
    jsonLd: blogJsonLd(blog, description, site),
  };
}
