/** Pages with an address of their own in the storefront (its router); the others are at `/page/{slug}`. */
const OWN_PATHS = new Set(['about-us', 'privacy-policy', 'terms-and-conditions']);

/** Where the storefront shows the page of `slug`. */
export const storefrontPath = (slug: string) => (OWN_PATHS.has(slug) ? `/${slug}` : `/page/${slug}`);
