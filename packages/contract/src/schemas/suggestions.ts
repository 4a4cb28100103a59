import { z } from 'zod';

/** Characters a shopper types before suggestions are asked for. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_MAX_LENGTH = 100;

/** `GET /search/suggestions`: what the shopper has typed so far into the search field. */
export const suggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'The search text field is required.' })
    .trim()
    .min(SUGGEST_MIN_LENGTH, `The search text must be at least ${SUGGEST_MIN_LENGTH} characters.`)
    .max(SUGGEST_MAX_LENGTH, `The search text may not be greater than ${SUGGEST_MAX_LENGTH} characters.`),
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

/** A product suggested: prices are decimals in the default currency, as on a product card. */
export const productSuggestionSchema = z.object({
  id: z.number(),
  name: z.string(),
  thumbnail: z.string(),
  price: z.number(),
  discount_price: z.number(),
});

/** A category or sub-category suggested; a sub-category opens within its parent (`parent_id`). */
export const categorySuggestionSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  thumbnail: z.string(),
  parent_id: z.number().nullable(),
});

export const shopSuggestionSchema = z.object({ id: z.number(), name: z.string(), logo: z.string() });

/** Names in the request's language, best match first; each list may be empty. */
export const suggestionsSchema = z.object({
  products: z.array(productSuggestionSchema),
  categories: z.array(categorySuggestionSchema),
  shops: z.array(shopSuggestionSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;
export type ShopSuggestion = z.infer<typeof shopSuggestionSchema>;
