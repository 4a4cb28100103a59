import { z } from 'zod';
import { productCardSchema } from './catalog.ts';
import { idSchema, paginationQuerySchema } from './common.ts';

export const sortTypes = ['default', 'high_to_low', 'low_to_high', 'top_selling', 'popular_product', 'newest'] as const;
export type SortType = (typeof sortTypes)[number];

const price = z.coerce
  .number({ error: 'must be a number' })
  .min(0, 'must be at least 0')
  .max(100_000_000, 'is too large');

/**
 * `GET /products` (alias `/category-products`): search over name, short description and code;
 * filters on shop, category, sub-category, brand, colour, size, rating and the effective price.
 */
export const productsQuerySchema = paginationQuerySchema
  .extend({
    search: z.string().trim().max(100, 'may not be greater than 100 characters').optional(),
    shop_id: idSchema.optional(),
    category_id: idSchema.optional(),
    sub_category_id: idSchema.optional(),
    brand_id: idSchema.optional(),
    color_id: idSchema.optional(),
    size_id: idSchema.optional(),
    rating: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be between 1 and 5')
      .max(5, 'must be between 1 and 5')
      .optional(),
    min_price: price.optional(),
    max_price: price.optional(),
    sort_type: z.enum(sortTypes, { error: `must be one of ${sortTypes.join(', ')}` }).default('default'),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'The max price must be greater than or equal to the min price.',
    path: ['max_price'],
  });
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

/** Facets computed for the current search: what the filter panel offers. */
export const productFiltersSchema = z.object({
  sizes: z.array(z.object({ id: z.number(), name: z.string() })),
  colors: z.array(z.object({ id: z.number(), name: z.string(), color_code: z.string() })),
  brands: z.array(z.object({ id: z.number(), name: z.string() })),
  min_price: z.number(),
  max_price: z.number(),
});
export type ProductFilters = z.infer<typeof productFiltersSchema>;

/** `GET /products` (and its aliases): one page of cards, the total, and the facets of the searched set. */
export const productsResponseSchema = z.object({
  total: z.number(),
  products: z.array(productCardSchema),
  filters: productFiltersSchema,
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;
