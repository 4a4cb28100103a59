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

/** `GET /banners`: the home page's slider. */
export const bannersResponseSchema = z.object({ banners: z.array(bannerSchema) });

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
export type BlogsResponse = z.infer<typeof blogsResponseSchema>;

/** `GET /blog/:slugOrId/details`: a post's slug or, as older links have it, its id. */
export const blogParamsSchema = z.object({
  slugOrId: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a post name or id')
    .max(255),
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
/** `GET /legal-pages/:slug`: any page's name (an unknown one answers 404), not only `legalPageSlugs`. */
export const legalPageParamsSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a page name such as about-us')
    .max(100),
});
/** A page's title and its body (HTML, sanitised by the storefront before rendering). */
export const legalPageSchema = z.object({ title: z.string(), description: z.string() });
export type LegalPage = z.infer<typeof legalPageSchema>;
export const legalPageResponseSchema = z.object({ content: legalPageSchema });
export type LegalPageResponse = z.infer<typeof legalPageResponseSchema>;

export const contactUsResponseSchema = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
  messenger: z.string().nullable(),
});
export type ContactUsResponse = z.infer<typeof contactUsResponseSchema>;

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
/** The stored application's id. */
export const sellerApplicationResponseSchema = z.object({ id: z.number() });
export type SellerApplicationResponse = z.infer<typeof sellerApplicationResponseSchema>;

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
