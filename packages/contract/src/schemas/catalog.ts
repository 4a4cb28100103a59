import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common.ts';

export const subCategorySchema = z.object({ id: z.number(), name: z.string(), thumbnail: z.string() });
export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  thumbnail: z.string(),
  sub_categories: z.array(subCategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

/** `GET /categories` and `GET /shop-categories`: a page of categories and how many there are. */
export const categoriesResponseSchema = z.object({ total: z.number(), categories: z.array(categorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** `GET /sub-categories`: one category's sub-categories. */
export const subCategoriesResponseSchema = z.object({ sub_categories: z.array(subCategorySchema) });
export type SubCategoriesResponse = z.infer<typeof subCategoriesResponseSchema>;

export const productShopSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  rating: z.number(),
  estimated_delivery_time: z.string().nullable(),
  delivery_charge: z.number(),
  last_online: z.string().nullable(),
});

/** Product card of the reference API; prices are decimals in the default currency. */
export const productCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  thumbnail: z.string(),
  price: z.number(),
  discount_price: z.number(),
  discount_percentage: z.number(),
  rating: z.number(),
  total_reviews: z.string(),
  total_sold: z.number(),
  quantity: z.number(),
  is_favorite: z.boolean(),
  sizes: z.array(z.object({ id: z.number(), name: z.string(), price: z.number() })),
  colors: z.array(z.object({ id: z.number(), name: z.string(), color_code: z.string(), price: z.number() })),
  unit: z.object({ id: z.number(), name: z.string() }).nullable(),
  brand: z.string().nullable(),
  shop: productShopSchema,
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** Image or video of a product's gallery; video comes first when there is one. */
export const productMediaSchema = z.object({
  id: z.number(),
  thumbnail: z.string(),
  url: z.string(),
  type: z.enum(['image', 'video']),
});

export const flashSaleSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  thumbnail: z.string(),
  start_date: z.string(), // "Y-m-d H:i:s" UTC
  end_date: z.string(),
});
export type FlashSaleSummary = z.infer<typeof flashSaleSummarySchema>;

/** `GET /product-details`: the card plus what the details page needs. */
export const productDetailsSchema = productCardSchema.extend({
  code: z.string(),
  short_description: z.string().nullable(),
  description: z.string().nullable(), // HTML, sanitised by the storefront before rendering
  thumbnails: z.array(productMediaSchema),
  flash_sale: flashSaleSummarySchema.nullable(),
  category: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  sub_category: z.object({ id: z.number(), name: z.string() }).nullable(),
  is_digital: z.boolean(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  meta_keywords: z.string().nullable(),
  shop: productShopSchema.extend({ shop_status: z.enum(['Online', 'Offline']) }),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

export const productDetailsResponseSchema = z.object({
  product: productDetailsSchema,
  related_products: z.array(productCardSchema),
  popular_products: z.array(productCardSchema),
});
export type ProductDetailsResponse = z.infer<typeof productDetailsResponseSchema>;

export const reviewSchema = z.object({
  id: z.number(),
  customer_name: z.string(),
  customer_profile: z.string().nullable(),
  rating: z.number(),
  description: z.string().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** `GET /reviews`: the page of reviews plus the 1-5 star breakdown (percentages sum to ~100). */
export const reviewsResponseSchema = z.object({
  average_rating_percentage: z.object({
    rating: z.number(),
    total_review: z.number(),
    percentages: z.record(z.enum(['1', '2', '3', '4', '5']), z.number()),
  }),
  total: z.number(),
  reviews: z.array(reviewSchema),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

export const productDetailsQuerySchema = z.object({ product_id: idSchema });
export const subCategoriesQuerySchema = z.object({ category_id: idSchema });

/** `GET /reviews`: a product's or a shop's reviews (exactly one of the two ids). */
export const reviewsQuerySchema = paginationQuerySchema
  .extend({ product_id: idSchema.optional(), shop_id: idSchema.optional() })
  .refine((q) => (q.product_id === undefined) !== (q.shop_id === undefined), {
    message: 'Either the product id or the shop id field is required.',
    path: ['product_id'],
  });
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;
