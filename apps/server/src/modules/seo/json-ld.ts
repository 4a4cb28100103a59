import { effectiveUnitPrice } from '@souk/contract';
import { absoluteUrl } from './origin.ts';
import type { findBlogPage, findProductPage } from './queries.ts';

type ProductPage = NonNullable<Awaited<ReturnType<typeof findProductPage>>>;
type BlogPage = NonNullable<Awaited<ReturnType<typeof findBlogPage>>>;

export interface SiteFacts {
  origin: string | undefined;
  appName: string;
  logo: string | null;
}

/** Absolute image URLs, each once (the thumbnail is often the gallery's first picture too). */
const compact = (images: Array<string | undefined>) => [...new Set(images.filter((i): i is string => Boolean(i)))];
const organization = (site: SiteFacts) => ({
  '@type': 'Organization',
  name: site.appName,
  ...(site.origin ? { url: `${site.origin}/` } : {}),
  ...(site.logo && absoluteUrl(site.origin, site.logo)
    ? { logo: { '@type': 'ImageObject', url: absoluteUrl(site.origin, site.logo) } }
    : {}),
});

/**
 * schema.org Product with its Offer (the price a buyer pays now, in the default currency, and
 * stock) and, only when the product has reviews, its AggregateRating.
 */
export function productJsonLd(product: ProductPage, description: string, currency: string, site: SiteFacts) {
  const { card } = product;
  const url = absoluteUrl(site.origin, `/products/${card.id}/details`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: card.name,
    ...(description ? { description } : {}),
    sku: product.code,
    image: compact([card.thumbnail, ...product.images].map((i) => absoluteUrl(site.origin, i))),
    category: product.category,
    ...(card.brand ? { brand: { '@type': 'Brand', name: card.brand } } : {}),
    ...(url ? { url } : {}),
    offers: {
      '@type': 'Offer',
      price: effectiveUnitPrice(card).toFixed(2),
      priceCurrency: currency,
      availability: card.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(url ? { url } : {}),
      seller: {
        '@type': 'Organization',
        name: card.shop.name,
        ...(site.origin ? { url: `${site.origin}/shops/${card.shop.id}` } : {}),
      },
    },
    ...(product.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(product.rating),
            reviewCount: product.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** schema.org BlogPosting; posts carry no author of their own, so the shop is author and publisher. */
export function blogJsonLd(blog: BlogPage, description: string, site: SiteFacts) {
  const url = absoluteUrl(site.origin, `/blog/${encodeURIComponent(blog.slug)}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    ...(description ? { description } : {}),
    datePublished: blog.created_at,
    image: compact([absoluteUrl(site.origin, blog.thumbnail)]),
    articleSection: blog.category_name,
    author: organization(site),
    publisher: organization(site),
    ...(url ? { url, mainEntityOfPage: url } : {}),
  };
}
