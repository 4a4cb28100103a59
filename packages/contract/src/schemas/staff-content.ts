import { z } from 'zod';
import { idSchema, optionalText, paginationQuerySchema, requiredText, wholeNumberInput } from './common.ts';
import { SHOP_LOGO_MAX_BYTES } from './seller-shop.ts';
import { languageSchema } from './settings.ts';

/** Platform staff's blogs (with tags and categories) and the legal and about pages: bodies and answers. */

/** The longest texts, as the tables hold them (a body's HTML is bounded only to keep requests sane). */
export const CONTENT_LIMITS = {
  title: 255,
  slug: 200,
  shortDescription: 1000,
  body: 100_000,
  categoryName: 100,
  tag: 50,
  tags: 20,
  search: 100,
} as const;

/** The largest thumbnail a post's upload takes, as a shop's logo. */
export const BLOG_THUMBNAIL_MAX_BYTES = SHOP_LOGO_MAX_BYTES;

/** What a post's or a category's address may be: the storefront's `/blog/{slug}` reads a number alone as an id. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A language's name as the languages table holds it ("ar", "fr", "pt-BR"). */
const localeName = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'The language is not one the shop offers.');

/** Texts in the other languages by language name: each language sent replaces that language's, the others keep theirs. */
const translationsInput = <T extends z.ZodType>(texts: T) =>
  z.record(localeName, texts, { error: 'The translations must be an object.' }).default({});

/** A slug, or blank for one made from the title or name (lower-case ASCII letters, digits and hyphens). */
const slugInput = optionalText('slug', CONTENT_LIMITS.slug).superRefine((slug, ctx) => {
  if (slug === null) return;
  if (!SLUG.test(slug)) {
    ctx.addIssue({
      code: 'custom',
      message: 'The slug may hold only lower-case letters, digits and single hyphens, such as summer-style.',
    });
  } else if (/^\d+$/.test(slug)) {
    ctx.addIssue({ code: 'custom', message: 'The slug must hold a letter: a number alone reads as an id.' });
  }
});

/**
 * A post's tags as typed, one by one: each trimmed (blank ones dropped, the same tag twice kept
 * once, case aside) and at most `CONTENT_LIMITS.tag` long; a refused tag is named by its place
 * (`tags.2`). At most `CONTENT_LIMITS.tags` of them once de-duplicated.
 */
const tagsInput = z
  .array(
    z
      .string({ error: 'Each tag must be a text.' })
      .trim()
      .max(CONTENT_LIMITS.tag, `A tag may not be greater than ${CONTENT_LIMITS.tag} characters.`),
    { error: 'The tags must be a list.' },
  )
  .max(200, 'The tags list is too long.')
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const key = tag.toLocaleLowerCase();
      if (tag === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .pipe(z.array(z.string()).max(CONTENT_LIMITS.tags, `A post may have at most ${CONTENT_LIMITS.tags} tags.`))
  .default([]);

/** A rich text (HTML) the server sanitises; the storefront shows it. */
const bodyText = (label: string) => requiredText(label, CONTENT_LIMITS.body);

/** A post's texts in one other language; a blank one leaves shoppers reading the default language's. */
const blogTextsInput = z.object({
  title: optionalText('title', CONTENT_LIMITS.title),
  short_description: optionalText('short description', CONTENT_LIMITS.shortDescription),
  description: optionalText('description', CONTENT_LIMITS.body),
  tags: tagsInput,
});

/**
 * `POST /staff/content/blogs` and `PUT …/blogs/{id}`: a post. A post is shown (`is_active`) only
 * once it has its thumbnail, which is uploaded to the saved post (`…/blogs/{id}/thumbnail`).
 */
export const staffBlogBodySchema = z.object({
  title: requiredText('title', CONTENT_LIMITS.title),
  slug: slugInput,
  category_id: z.preprocess(
    (value) => (value === '' ? undefined : value),
    wholeNumberInput('category', 1, 2_147_483_647),
  ),
  short_description: optionalText('short description', CONTENT_LIMITS.shortDescription),
  description: bodyText('description'),
  tags: tagsInput,
  is_active: z.boolean({ error: 'The active field must be true or false.' }).default(false),
  translations: translationsInput(blogTextsInput),
});
export type StaffBlogBody = z.input<typeof staffBlogBodySchema>;
export type StaffBlogValues = z.output<typeof staffBlogBodySchema>;

/** `PUT /staff/content/blogs/{id}/active`: shows or hides a post. */
export const staffBlogActiveBodySchema = z.object({
  is_active: z.boolean({ error: 'The active field must be true or false.' }),
});
export type StaffBlogActiveBody = z.input<typeof staffBlogActiveBodySchema>;

/** `POST /staff/content/blog-categories` and `PUT …/{id}`: a blog category. */
export const staffBlogCategoryBodySchema = z.object({
  name: requiredText('name', CONTENT_LIMITS.categoryName),
  slug: slugInput,
  translations: translationsInput(optionalText('name', CONTENT_LIMITS.categoryName)),
});
export type StaffBlogCategoryBody = z.input<typeof staffBlogCategoryBodySchema>;
export type StaffBlogCategoryValues = z.output<typeof staffBlogCategoryBodySchema>;

/** `PUT /staff/content/pages/{id}`: a page's title and body, and their texts in the other languages. */
export const staffPageBodySchema = z.object({
  title: requiredText('title', CONTENT_LIMITS.title),
  description: bodyText('content'),
  translations: translationsInput(
    z.object({
      title: optionalText('title', CONTENT_LIMITS.title),
      description: optionalText('content', CONTENT_LIMITS.body),
    }),
  ),
});
export type StaffPageBody = z.input<typeof staffPageBodySchema>;
export type StaffPageValues = z.output<typeof staffPageBodySchema>;

export const blogStatuses = ['active', 'inactive'] as const;
export type BlogStatus = (typeof blogStatuses)[number];

/** `GET /staff/content/blogs`: a page of posts, newest first; `search` is a piece of the title, case aside. */
export const staffBlogsQuerySchema = paginationQuerySchema.extend({
  search: optionalText('search', CONTENT_LIMITS.search),
  category_id: idSchema.optional(),
  status: z.enum(blogStatuses, { error: 'The status must be active or inactive.' }).optional(),
});
export type StaffBlogsQuery = z.input<typeof staffBlogsQuerySchema>;
export type StaffBlogsQueryValues = z.output<typeof staffBlogsQuerySchema>;

export const staffContentParamsSchema = z.object({ id: idSchema });

/** Texts in the other active languages, null where there is none. */
const nullableText = z.string().nullable();

export const staffBlogRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  /** Blank until one is uploaded. */
  thumbnail: z.string(),
  category: z.object({ id: z.number(), name: z.string() }),
  views: z.number(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type StaffBlogRow = z.infer<typeof staffBlogRowSchema>;

export const staffBlogTextsSchema = z.object({
  title: nullableText,
  short_description: nullableText,
  description: nullableText,
  tags: z.array(z.string()),
});
export type StaffBlogTexts = z.infer<typeof staffBlogTextsSchema>;

export const staffBlogSchema = staffBlogRowSchema.extend({
  short_description: nullableText,
  description: z.string(),
  tags: z.array(z.string()),
  translations: z.record(z.string(), staffBlogTextsSchema),
});
export type StaffBlog = z.infer<typeof staffBlogSchema>;

export const staffBlogCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  /** Posts in it, shown or not: it is removed only while it has none. */
  blog_count: z.number(),
  translations: z.record(z.string(), nullableText),
});
export type StaffBlogCategory = z.infer<typeof staffBlogCategorySchema>;

export const staffBlogsResponseSchema = z.object({
  total: z.number(),
  blogs: z.array(staffBlogRowSchema),
  /** Every category, for the filter. */
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type StaffBlogsResponse = z.infer<typeof staffBlogsResponseSchema>;

/** One post (its form reads the categories and the languages from the categories' answer). */
export const staffBlogResponseSchema = z.object({ blog: staffBlogSchema });
export type StaffBlogResponse = z.infer<typeof staffBlogResponseSchema>;

/**
 * `GET /staff/content/blog-categories` and the answer of every change to them, with the
 * languages (the default first) texts may be written in.
 */
export const staffBlogCategoriesResponseSchema = z.object({
  categories: z.array(staffBlogCategorySchema),
  languages: z.array(languageSchema),
});
export type StaffBlogCategoriesResponse = z.infer<typeof staffBlogCategoriesResponseSchema>;

export const staffPageRowSchema = z.object({ id: z.number(), slug: z.string(), title: z.string() });
export type StaffPageRow = z.infer<typeof staffPageRowSchema>;

export const staffPagesResponseSchema = z.object({ pages: z.array(staffPageRowSchema) });
export type StaffPagesResponse = z.infer<typeof staffPagesResponseSchema>;

export const staffPageSchema = staffPageRowSchema.extend({
  description: z.string(),
  translations: z.record(z.string(), z.object({ title: nullableText, description: nullableText })),
});
export type StaffPage = z.infer<typeof staffPageSchema>;

export const staffPageResponseSchema = z.object({ page: staffPageSchema, languages: z.array(languageSchema) });
export type StaffPageResponse = z.infer<typeof staffPageResponseSchema>;
