/**
 * Every page path the storefront has (docs/features/storefront.md#pages-and-layouts), as its router
 * writes them (`:name` is one path segment). The server answers any other path 404 with the
 * not-found screen, rather than a page that says "not found" under a 200 (a soft 404 search engines
 * would index). apps/web/test/storefront-paths.test.ts holds the router to this list.
 */
export const STOREFRONT_PATHS = [
  '/',
  '/shops',
  '/shops/:id',
  '/products',
  '/products/:id/details',
  '/categories',
  '/categories/:slug',
  '/most-popular',
  '/best-deal',
  '/flash-sale/:id',
  '/checkout',
  '/buynow',
  '/support',
  '/terms-and-conditions',
  '/privacy-policy',
  '/about-us',
  '/page/:slug',
  '/contact-us',
  '/shop/register',
  '/dashboard',
  '/order-history',
  '/order-history/:id',
  '/order-history/:id/invoice',
  '/wishlist',
  '/profile',
  '/send-quotes',
  '/view-quote/:id',
  '/edit-quote/:id',
  '/massages',
  '/manage-address',
  '/manage-address/new',
  '/manage-address/:id/edit',
  '/change-password',
  '/support-tickets',
  '/support-ticket/:ticketNumber',
  '/blogs',
  '/blog/:slug',
  '/auth/callback/:provider',
] as const;

const PATTERNS = STOREFRONT_PATHS.map((path) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`));

/** Whether `path` (no trailing slash, not yet decoded) is one of the storefront's pages. */
export function isStorefrontPath(path: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(path));
}
