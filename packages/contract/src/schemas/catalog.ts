import { z } from 'zod';

export const subCategorySchema = z.object({ id: z.number(), name: z.string(), thumbnail: z.string() });
export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  thumbnail: z.string(),
  sub_categories: z.array(subCategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

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
