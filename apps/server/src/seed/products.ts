import type { Insertable } from 'kysely';
import type { ProductsTable } from '../db/types.ts';
import { COLOR_SETS, SIZE_SETS, type ColorOption, type SizeSet } from './catalog-spec.ts';
import { SUB_CATEGORIES } from './categories.ts';
import { required, type ProductContext } from './context.ts';
import type { DemoImages } from './images.ts';
import { RATING_WEIGHTS, REVIEW_TEXTS } from './names.ts';
import { productDescription, type ProductText, translatedTexts } from './product-texts.ts';
import { streamFor, type Rng } from './random.ts';
import { SHOPS } from './shop-specs.ts';
import { slugify } from '../lib/slug.ts';
import type { Locale } from './translation-row.ts';

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
/** Shop indexes of the general stores, which sell in every category. */
const GENERAL_STORES = SHOPS.flatMap((shop, i) => (shop.specialty === null ? [i] : []));
/** The share of a category's products its specialists sell; the general stores sell the rest. */
const SPECIALIST_SHARE = 0.8;

export interface GeneratedProduct {
  row: Insertable<ProductsTable> & { code: string };
  /** Name, short description and description in the demo's other languages. */
  texts: Record<Locale, ProductText>;
  gallery: string[];
  sizes: { name: string; price: number }[];
  colors: { name: string; color_code: string; price: number; names: Record<Locale, string> }[];
  reviews: { user_id: number; rating: number; description: string | null; created_at: string }[];
}

// Names and brands repeat (a few thousand of them for any number of products): each is slugged once.
const slugs = new Map<string, string>();
function slugOf(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) slugs.set(text, (slug = slugify(text)));
  return slug;
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

  // A specialist shop sells its own trade only; the general stores sell in every category.
  // Two draws whoever sells it, so the rest of the product does not depend on the shop.
  const specialists = SPECIALISTS[entry.categoryIndex] ?? [];
  const toSpecialist = rng.chance(SPECIALIST_SHARE) && specialists.length > 0;
  const shopIndex = rng.pick(toSpecialist ? specialists : GENERAL_STORES);
  const shop = ctx.shops[shopIndex];
  if (!shop) throw new Error(`shop ${shopIndex} missing`);

  const nouns = Object.keys(sub.nouns);
  const noun = rng.pick(nouns);
  const chosen = rng.pick(sub.qualifiers);
  // "Wireless" + "Wireless Controller" would repeat itself; the noun alone reads right.
  const qualifier = noun.toLowerCase().split(' ').includes(chosen.en.toLowerCase()) ? null : chosen;
  const name = qualifier ? (sub.pattern ?? '{q} {n}').replace('{q}', qualifier.en).replace('{n}', noun) : noun;
  const brand = rng.pick(category.brands);
  const price = pickPrice(rng, sub.price);
  const discountPrice = rng.chance(0.4) ? discounted(price, rng.pick([10, 15, 20, 25, 30, 40, 50])) : 0;
  const createdAt = ctx.now - rng.int(1, 364) * DAY - rng.int(0, DAY - 1);

  const colorOptions: readonly ColorOption[] = sub.colors ? COLOR_SETS[sub.colors] : [];
  const colors = rng
    .shuffle(colorOptions)
    .slice(0, colorOptions.length > 0 ? rng.int(2, Math.min(4, colorOptions.length)) : 0)
    .map((color) => ({
      name: color.name,
      color_code: color.hex,
      price: color.premium ? premiumExtra(price) : 0,
      names: { ar: color.ar, fr: color.fr },
    }));
  const sizeSet: SizeSet | undefined = sub.sizes && rng.chance(0.9) ? SIZE_SETS[sub.sizes] : undefined;
  const sizes = (sizeSet?.names ?? []).map((size, i) => {
    const extra = sizeSet?.extras[i] ?? 0;
    return { name: size, price: sizeSet?.relative ? Math.round((price * extra) / 10) * 10 : extra };
  });

  const nounSpec = sub.nouns[noun];
  if (!nounSpec) throw new Error(`noun ${noun} missing`);
  const { icon } = nounSpec;
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
  const shortDescription = `${name} from ${brand}, ${pitch.en}.`;
  const totalSold = Math.floor(rng.next() ** 3 * 2000);
  const stockRoll = rng.next();
  const createdIso = new Date(createdAt).toISOString();
  const code = productCode(index);

  return {
    row: {
      shop_id: shop.id,
      category_id: required(ctx.categoryIds, category.slug, 'category'),
      sub_category_id: required(ctx.categoryIds, sub.slug, 'sub-category'),
      brand_id: required(ctx.brandIds, slugOf(brand), 'brand'),
      unit_id: required(ctx.unitIds, sub.unit, 'unit'),
      name,
      slug: `${slugOf(name)}-${index + 1}`,
      code,
      short_description: shortDescription,
      description: productDescription(
        'en',
        `${shortDescription} Sold by ${shop.spec.name} in ${sub.name}.`,
        features,
        category.care,
      ),
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
    texts: translatedTexts({ category, sub, noun: nounSpec, qualifier, pitch, features, brand, shop: shop.spec.name }),
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
