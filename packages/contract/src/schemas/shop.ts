import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common.ts';

/** Shop card: Online/Offline from its opening and closing time. */
export const shopCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  total_products: z.number(),
  total_categories: z.number(),
  rating: z.number(),
  shop_status: z.enum(['Online', 'Offline']),
  total_reviews: z.string(),
});
export type ShopCard = z.infer<typeof shopCardSchema>;

export const shopDetailsSchema = shopCardSchema.extend({
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  opening_time: z.string(),
  closing_time: z.string(),
  estimated_delivery_time: z.string().nullable(),
  delivery_charge: z.number(),
  banners: z.array(z.object({ id: z.number(), thumbnail: z.string() })),
});
export type ShopDetails = z.infer<typeof shopDetailsSchema>;

/** `GET /shops`: a page of shop cards and how many shops there are. */
export const shopsResponseSchema = z.object({ total: z.number(), shops: z.array(shopCardSchema) });
export type ShopsResponse = z.infer<typeof shopsResponseSchema>;

/** `GET /shops/top`: the best-rated shops. */
export const topShopsResponseSchema = z.object({ shops: z.array(shopCardSchema) });

/** `GET /shops/:id`. */
export const shopResponseSchema = z.object({ shop: shopDetailsSchema });
export type ShopResponse = z.infer<typeof shopResponseSchema>;

export const shopIdQuerySchema = z.object({ shop_id: idSchema });
export const shopCategoriesQuerySchema = paginationQuerySchema.extend({ shop_id: idSchema });
