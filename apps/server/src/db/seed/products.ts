import type { Insertable } from 'kysely';
import type { ProductsTable } from '../types.ts';
import { COLOR_SETS, SIZE_SETS, type ColorOption, type SizeSet } from './catalog-spec.ts';
import { SUB_CATEGORIES } from './categories.ts';
import { required, type ProductContext } from './context.ts';
import type { DemoImages } from './images.ts';
import { RATING_WEIGHTS, REVIEW_TEXTS } from './names.ts';
import { streamFor, type Rng } from './random.ts';
import { SHOPS } from './shop-specs.ts';
import { escapeMarkup, slugify } from './text.ts';

const DAY = 86_400_000;
/** Products below this index get the full review spread; later ones (large seeds) fewer. */
const RICH_REVIEWS_BELOW = 2000;
/** Relative weights of 0..8 reviews on a product of the base catalogue. */
const REVIEW_COUNT_WEIGHTS = [12, 10, 14, 16, 14, 12, 9, 7, 6];

/** Shop indexes by the category they specialise in. */
const SPECIALISTS = SHOPS.reduce<number[][]>((acc, shop, i) => {
  if (shop.specialty !== null) (acc[shop.specialty] ??= []).push(i);
  return acc;
}, []);

export interface GeneratedProduct {
  row: Insertable<ProductsTable> & { code: string };
  gallery: string[];
  sizes: { name: string; price: number }[];
  colors: { name: string; color_code: string; price: number }[];
  reviews: { user_id: number; rating: number; description: string | null; created_at: string }[];
}

/** Product codes are the natural key of demo products: SK-000001, SK-000002, ... */
export const productCode = (index: number) => `SK-${String(index + 1).padStart(6, '0')}`;

/**
 * Demo product number `index` (0-based). Its random stream depends on the index alone, so
 * the product is the same whether it is seeded first, in a batch of 500 or appended later.
 */
export function buildProduct(index: number, ctx: ProductContext, images: DemoImages): GeneratedProduct {
  const rng = streamFor('product', index);
  const entry = SUB_CATEGORIES[index % SUB_CATEGORIES.length];
  if (!entry) throw new Error('no sub-categories');
  const { category, sub } = entry;

  // Most products come from the category's specialist shop; the rest spread over every shop,
  // so each shop sells in several categories.
  const specialists = SPECIALISTS[entry.categoryIndex] ?? [];
  const shopIndex = specialists.length > 0 && rng.chance(0.55) ? rng.pick(specialists) : rng.int(0, SHOPS.length - 1);
  const shop = ctx.shops[shopIndex];
  if (!shop) throw new Error(`shop ${shopIndex} missing`);

  const nouns = Object.keys(sub.nouns);
  const noun = rng.pick(nouns);
  const qualifier = rng.pick(sub.qualifiers);
  // "Wireless" + "Wireless Controller" would repeat itself; the noun alone reads right.
  const repeats = noun.toLowerCase().split(' ').includes(qualifier.toLowerCase());
  const name = repeats ? noun : (sub.pattern ?? '{q} {n}').replace('{q}', qualifier).replace('{n}', noun);
  const brand = rng.pick(category.brands);
  const price = pickPrice(rng, sub.price);
  const discountPrice = rng.chance(0.4) ? discounted(price, rng.pick([10, 15, 20, 25, 30, 40, 50])) : 0;
  const createdAt = ctx.now - rng.int(1, 364) * DAY - rng.int(0, DAY - 1);

  const colorOptions: readonly ColorOption[] = sub.colors ? COLOR_SETS[sub.colors] : [];
  const colors = rng
    .shuffle(colorOptions)
    .slice(0, colorOptions.length > 0 ? rng.int(2, Math.min(4, colorOptions.length)) : 0)
    .map((color) => ({ name: color.name, color_code: color.hex, price: color.premium ? premiumExtra(price) : 0 }));
  const sizeSet: SizeSet | undefined = sub.sizes && rng.chance(0.9) ? SIZE_SETS[sub.sizes] : undefined;
  const sizes = (sizeSet?.names ?? []).map((size, i) => {
    const extra = sizeSet?.extras[i] ?? 0;
    return { name: size, price: sizeSet?.relative ? Math.round((price * extra) / 10) * 10 : extra };
  });

  const icon = sub.nouns[noun] ?? sub.icon;
  const tone = colors[0]?.color_code ?? category.hue;
  // The thumbnail shows the product's own colour; the two detail shots use the category's hue,
  // which keeps the set of distinct files small (about a thousand for any number of products).
  const gallery = [
    images.product(icon, tone, 0),
    images.product(icon, category.hue, 1),
    images.product(icon, category.hue, 2),
  ];
  const second = colors[1];
  if (second) gallery.push(images.product(icon, second.color_code, 0));

  const reviews = buildReviews(rng, index, ctx, createdAt);
  const ratingSum = reviews.reduce((sum, r) => sum + r.rating, 0);
  const pitch = rng.pick(category.pitches);
  const features = rng.shuffle(category.features).slice(0, rng.int(3, 4));
  const shortDescription = `${name} from ${brand}, ${pitch}.`;
  const totalSold = Math.floor(rng.next() ** 3 * 2000);
  const stockRoll = rng.next();
  const createdIso = new Date(createdAt).toISOString();
  const code = productCode(index);

  return {
    row: {
      shop_id: shop.id,
      category_id: required(ctx.categoryIds, category.slug, 'category'),
      sub_category_id: required(ctx.categoryIds, sub.slug, 'sub-category'),
      brand_id: required(ctx.brandIds, slugify(brand), 'brand'),
      unit_id: required(ctx.unitIds, sub.unit, 'unit'),
      name,
      slug: `${slugify(name)}-${index + 1}`,
      code,
      short_description: shortDescription,
      description:
        `<p>${escapeMarkup(shortDescription)} Sold by ${escapeMarkup(shop.spec.name)} in ${escapeMarkup(sub.name)}.</p>` +
        `<ul>${features.map((f) => `<li>${escapeMarkup(f)}</li>`).join('')}</ul>` +
        `<p>${escapeMarkup(category.care)}</p>`,
      thumbnail: gallery[0] ?? '',
      price,
      discount_price: discountPrice,
      // A few sold-out and nearly sold-out products exercise the stock rules.
      quantity: stockRoll < 0.03 ? 0 : stockRoll < 0.07 ? rng.int(1, 3) : rng.int(5, 250),
      total_sold: totalSold,
      views: totalSold * rng.int(4, 15) + rng.int(20, 900),
      rating: reviews.length > 0 ? Math.round((ratingSum / reviews.length) * 10) / 10 : 0,
      review_count: reviews.length,
      is_digital: 0,
      is_active: 1,
      meta_title: `${name} | ${brand}`,
      meta_description: shortDescription,
      meta_keywords: [sub.name, category.name, brand, noun].join(', '),
      created_at: createdIso,
      updated_at: createdIso,
    },
    gallery,
    sizes,
    colors,
    reviews,
  };
}

/** A price in minor units, skewed to the cheaper end and ending in .99 most of the time. */
function pickPrice(rng: Rng, [low, high]: readonly [number, number]): number {
  const whole = low + Math.floor((high - low) * rng.next() ** 1.6);
  return whole * 100 + (rng.chance(0.75) ? 99 : rng.pick([0, 49, 50]));
}

function discounted(price: number, percentOff: number): number {
  const value = Math.round((price * (100 - percentOff)) / 100);
  return value > 0 && value < price ? value : 0;
}

/** Premium finishes cost about 6% more, rounded to a whole unit (at least 1.00). */
function premiumExtra(price: number): number {
  return Math.max(100, Math.round((price * 0.06) / 100) * 100);
}

function buildReviews(rng: Rng, index: number, ctx: ProductContext, createdAt: number): GeneratedProduct['reviews'] {
  const count = index < RICH_REVIEWS_BELOW ? rng.weighted(REVIEW_COUNT_WEIGHTS) : rng.chance(0.3) ? rng.int(1, 4) : 0;
  return rng
    .shuffle(ctx.reviewerIds)
    .slice(0, count)
    .map((userId) => {
      const rating = rng.weighted(RATING_WEIGHTS) + 1;
      const texts = REVIEW_TEXTS[rating - 1] ?? [];
      return {
        user_id: userId,
        rating,
        description: rng.chance(0.85) ? rng.pick(texts) : null,
        created_at: new Date(createdAt + rng.next() * (ctx.now - createdAt)).toISOString(),
      };
    });
}
