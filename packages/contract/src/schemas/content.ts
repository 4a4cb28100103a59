import { z } from 'zod';
import { emailSchema, phoneFieldSchema } from './auth.ts';
import { idSchema, paginationQuerySchema, requiredText } from './common.ts';
import { categorySchema, flashSaleSummarySchema, productCardSchema } from './catalog.ts';
import { shopCardSchema } from './shop.ts';

export const bannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  thumbnail: z.string(),
  url: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const flashSalesResponseSchema = z.object({
  incoming_flash_sale: flashSaleSummarySchema.nullable(),
  running_flash_sale: flashSaleSummarySchema.nullable(),
});

export const flashSaleDetailsQuerySchema = paginationQuerySchema.extend({ category_id: idSchema.optional() });
export const flashSaleDetailsResponseSchema = z.object({
  total_products: z.number(),
  flash_sale: flashSaleSummarySchema.extend({
    status: z.enum(['upcoming', 'running', 'ended']),
    categories: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
  products: z.array(productCardSchema),
});
export type FlashSaleDetailsResponse = z.infer<typeof flashSaleDetailsResponseSchema>;

export const blogCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  thumbnail: z.string(),
  short_description: z.string().nullable(),
  category: z.object({ id: z.number(), name: z.string() }),
  views: z.number(),
  created_at: z.string(),
});
export type BlogCard = z.infer<typeof blogCardSchema>;

export const blogsQuerySchema = paginationQuerySchema.extend({ category_id: idSchema.optional() });
export const blogsResponseSchema = z.object({
  total: z.number(),
  blogs: z.array(blogCardSchema),
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
});

export const blogDetailsResponseSchema = z.object({
  blog: blogCardSchema.extend({ description: z.string(), tags: z.array(z.string()) }),
  related_blogs: z.array(blogCardSchema),
  popular_blogs: z.array(blogCardSchema),
  related_products: z.array(productCardSchema),
});
export type BlogDetailsResponse = z.infer<typeof blogDetailsResponseSchema>;

export const legalPageSlugs = [
  'about-us',
  'privacy-policy',
  'terms-and-conditions',
  'return-and-refund-policy',
] as const;
export const legalPageResponseSchema = z.object({ content: z.object({ title: z.string(), description: z.string() }) });

export const contactUsResponseSchema = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
  messenger: z.string().nullable(),
});

/** `POST /support`: the public contact form. */
export const supportBodySchema = z.object({
  name: requiredText('name', 100),
  phone: phoneFieldSchema,
  email: emailSchema.optional(),
  subject: requiredText('subject', 200),
  message: requiredText('message', 5000),
});
export type SupportBody = z.infer<typeof supportBodySchema>;

/** `POST /seller-applications`: 'Become a Seller', stored as a pending application. */
export const sellerApplicationBodySchema = z.object({
  shop_name: requiredText('shop name', 100),
  name: requiredText('name', 100),
  email: emailSchema,
  phone: phoneFieldSchema,
  address: requiredText('address', 500),
});
export type SellerApplicationBody = z.infer<typeof sellerApplicationBodySchema>;

export const homeQuerySchema = paginationQuerySchema;
/** `GET /home`: everything the home page shows; `page`/`per_page` page "just for you". */
export const homeResponseSchema = z.object({
  banners: z.array(bannerSchema),
  ads: z.array(bannerSchema),
  categories: z.array(categorySchema),
  shops: z.array(shopCardSchema),
  popular_products: z.array(productCardSchema),
  just_for_you: z.object({ total: z.number(), products: z.array(productCardSchema) }),
  incoming_flash_sale: flashSaleSummarySchema.nullable(),
  running_flash_sale: flashSaleSummarySchema.extend({ products: z.array(productCardSchema) }).nullable(),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;
