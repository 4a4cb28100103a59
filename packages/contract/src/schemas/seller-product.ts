import { z } from 'zod';
import {
  flagInput,
  idSchema,
  MAX_PER_PAGE,
  moneyInput,
  optionalText,
  paginationQuerySchema,
  requiredText,
  wholeNumberInput,
} from './common.ts';
import { productVideoInput, sellerProductImageSchema } from './seller-product-media.ts';
import { languageSchema } from './settings.ts';

export * from './seller-product-media.ts';

/** How the owner's product table may be ordered. */
export const sellerProductSorts = [
  'newest',
  'oldest',
  'name',
  'price_low',
  'price_high',
  'stock_low',
  'stock_high',
  'best_selling',
] as const;
export type SellerProductSort = (typeof sellerProductSorts)[number];

/** Which of the shop's products the table shows. */
export const sellerProductFilters = ['all', 'active', 'inactive', 'low_stock', 'out_of_stock'] as const;
export type SellerProductFilter = (typeof sellerProductFilters)[number];

/**
 * Products with this many in stock or fewer count as low: the dashboard's low-stock count and
 * the product table's low-stock filter. Small, so the count stays a list worth restocking rather
 * than a share of the catalogue.
 */
export const LOW_STOCK_THRESHOLD = 5;

/** Longest search in the product table. */
export const MAX_PRODUCT_SEARCH = 100;

/**
 * `GET /seller/products`: a page of the owner's own products. `search` matches the name or the
 * code; low stock is LOW_STOCK_THRESHOLD or fewer.
 */
export const sellerProductsQuerySchema = paginationQuerySchema.extend({
  search: optionalText('search', MAX_PRODUCT_SEARCH),
  sort: z.enum(sellerProductSorts, { error: 'The sort is not one the table knows.' }).default('newest'),
  filter: z.enum(sellerProductFilters, { error: 'The filter is not one the table knows.' }).default('all'),
  category_id: idSchema.optional(),
});
export type SellerProductsQuery = z.input<typeof sellerProductsQuerySchema>;

const namedSchema = z.object({ id: z.number(), name: z.string() });

/** A row of the product table. Money is decimal, in the default currency. */
export const sellerProductRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  thumbnail: z.string(),
  price: z.number(),
  /** 0 when the product has no discount. */
  discount_price: z.number(),
  /** Units in stock. */
  quantity: z.number(),
  total_sold: z.number(),
  is_active: z.boolean(),
  category: namedSchema.nullable(),
  updated_at: z.string(),
});
export type SellerProductRow = z.infer<typeof sellerProductRowSchema>;

export const sellerProductsResponseSchema = z.object({
  total: z.number(),
  products: z.array(sellerProductRowSchema),
});
export type SellerProductsResponse = z.infer<typeof sellerProductsResponseSchema>;

export const sellerProductParamsSchema = z.object({ id: idSchema });

/** Longest texts of a product, as the products table holds them. */
export const PRODUCT_TEXT_LIMITS = {
  name: 255,
  code: 50,
  short_description: 1000,
  description: 20_000,
  meta_title: 255,
  meta_description: 500,
} as const;

/** Most units a product may hold in stock. */
export const MAX_PRODUCT_STOCK = 1_000_000;
/** Most sizes, and most colours, one product offers. */
export const MAX_PRODUCT_OPTIONS = 20;

const optionPriceInput = moneyInput('extra price').default(0);

/** A size the shopper may pick, and what it adds to the price. */
export const productSizeInputSchema = z.object({
  name: requiredText('size name', 50),
  price: optionPriceInput,
});
/** A colour the shopper may pick (`color_code` as #rrggbb), and what it adds to the price. */
export const productColorInputSchema = z.object({
  name: requiredText('colour name', 50),
  color_code: z
    .string({ error: 'The colour code field is required.' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'The colour code must be a colour like #1a2b3c.'),
  price: optionPriceInput,
});

/** Most languages one save may carry a product's texts in. */
export const MAX_PRODUCT_LANGUAGES = 20;

/** A language's name as the languages table holds it ("ar", "fr", "pt-BR"). */
const localeName = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'The language is not one the shop offers.');

/**
 * A product's texts in another language; a blank one has none there, and shoppers read the
 * default language's. The description is rich text, kept as far as the server's sanitiser allows.
 */
export const productTextsBodySchema = z.object({
  name: optionalText('name', PRODUCT_TEXT_LIMITS.name),
  short_description: optionalText('short description', PRODUCT_TEXT_LIMITS.short_description),
  description: optionalText('description', PRODUCT_TEXT_LIMITS.description),
});
export type ProductTextsBody = z.input<typeof productTextsBodySchema>;
export type ProductTextsValues = z.output<typeof productTextsBodySchema>;

/**
 * `POST /seller/products` and `PUT /seller/products/{id}`: what the owner edits. The long
 * description is rich text, kept only as far as the server's sanitiser allows. The discount
 * price, when set, is below the price. `video_url` is the one video shoppers see first in the
 * gallery (none when blank). `translations` holds the name and descriptions in the other
 * languages by language name, each language sent replacing that language's texts whole
 * (languages not sent keep theirs); the default language's are the fields above.
 */
export const sellerProductBodySchema = z
  .object({
    name: requiredText('name', PRODUCT_TEXT_LIMITS.name),
    code: requiredText('code', PRODUCT_TEXT_LIMITS.code).regex(
      /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
      'The code may hold only letters, digits, dots, dashes and underscores.',
    ),
    short_description: optionalText('short description', PRODUCT_TEXT_LIMITS.short_description),
    description: optionalText('description', PRODUCT_TEXT_LIMITS.description),
    category_id: idSchema,
    sub_category_id: idSchema.nullish().transform((value) => value ?? null),
    brand_id: idSchema.nullish().transform((value) => value ?? null),
    unit_id: idSchema.nullish().transform((value) => value ?? null),
    price: moneyInput('price').refine((value) => value > 0, 'The price must be greater than 0.'),
    discount_price: moneyInput('discount price').default(0),
    quantity: wholeNumberInput('stock', 0, MAX_PRODUCT_STOCK),
    is_active: flagInput('active'),
    meta_title: optionalText('SEO title', PRODUCT_TEXT_LIMITS.meta_title),
    meta_description: optionalText('SEO description', PRODUCT_TEXT_LIMITS.meta_description),
    sizes: z
      .array(productSizeInputSchema)
      .max(MAX_PRODUCT_OPTIONS, `The sizes may not have more than ${MAX_PRODUCT_OPTIONS} items.`)
      .default([]),
    colors: z
      .array(productColorInputSchema)
      .max(MAX_PRODUCT_OPTIONS, `The colours may not have more than ${MAX_PRODUCT_OPTIONS} items.`)
      .default([]),
    video_url: productVideoInput,
    translations: z
      .record(localeName, productTextsBodySchema, { error: 'The translations must be an object.' })
      .refine(
        (texts) => Object.keys(texts).length <= MAX_PRODUCT_LANGUAGES,
        `The translations may not have more than ${MAX_PRODUCT_LANGUAGES} languages.`,
      )
      .default({}),
  })
  .superRefine((body, ctx) => {
    if (body.discount_price > 0 && body.discount_price >= body.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount_price'],
        message: 'The discount price must be less than the price.',
      });
    }
  });
export type SellerProductBody = z.input<typeof sellerProductBodySchema>;
export type SellerProductValues = z.output<typeof sellerProductBodySchema>;

/** A size or colour as saved, with its id. */
const savedSizeSchema = z.object({ id: z.number(), name: z.string(), price: z.number() });
const savedColorSchema = z.object({ id: z.number(), name: z.string(), color_code: z.string(), price: z.number() });

/** A product's texts in one other language as saved; null where it has none. */
export const productTextsSchema = z.object({
  name: z.string().nullable(),
  short_description: z.string().nullable(),
  description: z.string().nullable(),
});
export type ProductTexts = z.infer<typeof productTextsSchema>;

/**
 * `GET /seller/products/{id}` and what a save answers: the product as the edit form shows it,
 * its gallery in order (`thumbnail` is the card picture), its video link and its texts in every
 * other active language (null where it has none).
 */
export const sellerProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  code: z.string(),
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  category_id: z.number(),
  sub_category_id: z.number().nullable(),
  brand_id: z.number().nullable(),
  unit_id: z.number().nullable(),
  price: z.number(),
  discount_price: z.number(),
  quantity: z.number(),
  is_active: z.boolean(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  thumbnail: z.string(),
  images: z.array(sellerProductImageSchema),
  video_url: z.string().nullable(),
  translations: z.record(z.string(), productTextsSchema),
  sizes: z.array(savedSizeSchema),
  colors: z.array(savedColorSchema),
  total_sold: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;
export const sellerProductResponseSchema = z.object({ product: sellerProductSchema });

/** Most rows one bulk edit may change. */
export const MAX_BULK_PRODUCTS = MAX_PER_PAGE;

/**
 * `POST /seller/products/bulk`: the same price and/or stock for the selected products. A
 * discount price at or above the new price is cleared.
 */
export const sellerProductsBulkBodySchema = z
  .object({
    ids: z
      .array(idSchema, { error: 'The ids field is required.' })
      .min(1, 'The ids field is required.')
      .max(MAX_BULK_PRODUCTS, `The ids may not have more than ${MAX_BULK_PRODUCTS} items.`),
    price: moneyInput('price')
      .refine((value) => value > 0, 'The price must be greater than 0.')
      .optional(),
    quantity: wholeNumberInput('stock', 0, MAX_PRODUCT_STOCK).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.price === undefined && body.quantity === undefined) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Give a price, a stock, or both.' });
    }
  });
export type SellerProductsBulkBody = z.input<typeof sellerProductsBulkBodySchema>;
export const sellerProductsBulkResponseSchema = z.object({ updated: z.number() });

/**
 * `GET /seller/product-options`: what the product form offers to pick from, and the active
 * languages (the default one's texts are the product's own fields, the others' its translations).
 */
export const sellerProductOptionsSchema = z.object({
  categories: z.array(namedSchema.extend({ sub_categories: z.array(namedSchema) })),
  brands: z.array(namedSchema),
  units: z.array(namedSchema),
  languages: z.array(languageSchema),
});
export type SellerProductOptions = z.infer<typeof sellerProductOptionsSchema>;
