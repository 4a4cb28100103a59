import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { blogThumbnail, promoBanner } from './artwork.ts';
import { insertReturningIds, insertRows } from './batch.ts';
import { BLOG, type BlogCategorySpec, type BlogPostSpec } from './blog-posts.ts';
import type { FlashSaleIds } from './flash-sales.ts';
import type { DemoImages } from './images.ts';
import { PAGES } from './legal-pages.ts';
import { streamFor } from './random.ts';
import { slugify } from '../lib/slug.ts';
import { escapeMarkup } from './text.ts';

const DAY = 86_400_000;

/** Home-page banners, each pointing at an in-app page: four in the slider, the rest as promotion tiles. */
export async function seedBanners(db: Kysely<Database>, images: DemoImages, flashSales: FlashSaleIds): Promise<void> {
  const banners = [
    // Same artwork as the flash sale's own thumbnail (same key, so one file).
    {
      key: 'flash-mega',
      title: 'Mega Flash Sale',
      subtitle: 'Up to 40% off, this week only',
      icon: 'lightning-bolt',
      hue: '#dc2626',
      url: `/flash-sale/${flashSales.running}`,
    },
    {
      key: 'new-season',
      title: 'New Season Fashion',
      subtitle: 'Fresh layers from independent labels',
      icon: 'hanger',
      hue: '#db2777',
      url: '/categories/fashion',
    },
    {
      key: 'phones',
      title: 'Latest Phones & Tablets',
      subtitle: 'Unlocked, with free screen protection',
      icon: 'cellphone',
      hue: '#7c3aed',
      url: '/categories/phones-tablets',
    },
    {
      key: 'kitchen',
      title: 'Upgrade Your Kitchen',
      subtitle: 'Cookware and appliances that last',
      icon: 'pot-steam',
      hue: '#b45309',
      url: '/categories/home-kitchen',
    },
    {
      key: 'best-deals',
      title: 'Best Deals of the Week',
      subtitle: 'Top sellers at their lowest prices',
      icon: 'sale',
      hue: '#0e7c6b',
      url: '/best-deal',
    },
    {
      key: 'shops',
      title: 'Discover Local Shops',
      subtitle: 'Twelve independent sellers, one cart',
      icon: 'storefront',
      hue: '#0891b2',
      url: '/shops',
    },
    {
      key: 'groceries',
      title: 'Fresh Groceries Delivered',
      subtitle: 'From the farm to your door, same day',
      icon: 'basket',
      hue: '#65a30d',
      url: '/categories/groceries',
    },
  ];
  await insertRows(
    db,
    'banners',
    banners.map((banner, position) => ({
      type: position < 4 ? ('slider' as const) : ('ad' as const),
      title: banner.title,
      thumbnail: promoBanner(images, banner),
      url: banner.url,
      position,
      is_active: 1,
    })),
  );
}

/** A post's body: its summary and its category's introduction, the tips, where to shop for them. */
export function postBody(
  post: Pick<BlogPostSpec, 'summary' | 'tips'>,
  category: Pick<BlogCategorySpec, 'intro' | 'outro'>,
  headings: { tips: string; start: string },
): string {
  return (
    `<p>${escapeMarkup(post.summary)} ${escapeMarkup(category.intro)}</p>` +
    `<h2>${escapeMarkup(headings.tips)}</h2><ul>${post.tips.map((tip) => `<li>${escapeMarkup(tip)}</li>`).join('')}</ul>` +
    `<h2>${escapeMarkup(headings.start)}</h2><p>${escapeMarkup(category.outro)}</p>`
  );
}

/** Blog categories and their posts, dated over the past months. */
export async function seedBlogs(db: Kysely<Database>, images: DemoImages, now: number): Promise<void> {
  const categoryIds = await insertReturningIds(
    db,
    'blog_categories',
    'slug',
    BLOG.map((category) => ({ name: category.name, slug: category.slug })),
  );
  const rng = streamFor('blogs');
  const posts = BLOG.flatMap((category) => category.posts.map((post) => ({ category, post })));
  await insertRows(
    db,
    'blogs',
    posts.map(({ category, post }, i) => {
      const slug = slugify(post.title);
      return {
        category_id: categoryIds.get(category.slug) ?? 0,
        title: post.title,
        slug,
        thumbnail: blogThumbnail(images, {
          key: slug,
          icon: post.icon,
          hue: category.hue,
          variant: i % 3,
        }),
        short_description: post.summary,
        description: postBody(post, category, { tips: 'Our top tips', start: 'Where to start' }),
        tags: JSON.stringify(post.tags),
        views: rng.int(40, 5000),
        is_active: 1,
        created_at: new Date(now - (i * 8 + rng.int(1, 6)) * DAY).toISOString(),
      };
    }),
  );
}

/** A page's body: each section a heading and a paragraph. */
export function pageBody(sections: readonly (readonly string[])[]): string {
  return sections
    .map(([heading = '', body = '']) => `<h2>${escapeMarkup(heading)}</h2><p>${escapeMarkup(body)}</p>`)
    .join('');
}

/** About us and the legal pages. */
export async function seedPages(db: Kysely<Database>): Promise<void> {
  await insertRows(
    db,
    'pages',
    PAGES.map((page) => ({ slug: page.slug, title: page.title, description: pageBody(page.sections) })),
  );
}
