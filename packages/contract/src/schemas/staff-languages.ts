import { z } from 'zod';
import { idSchema, optionalText, paginationQuerySchema, requiredText } from './common.ts';

/**
 * A language's code as the shop stores it: two or three lower-case letters, then a dash and a
 * region of two to four letters if any ("fr", "pt-br", "zh-hant"). The storefront asks for the
 * strings with it in the address (`/lang/{code}`), sends it in Accept-Language (the server
 * lower-cases what it reads there) and names it in links' `?lang=`: this is what all of those take.
 */
export const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z]{2,4})?$/;

/** Which way a language is written. */
export const languageDirections = ['ltr', 'rtl'] as const;
export type LanguageDirection = (typeof languageDirections)[number];

/** Longest title (the name in the storefront's language menu, written in the language itself). */
export const MAX_LANGUAGE_TITLE = 100;
/** Longest interface string: the storefront's longest English one is under 200 characters. */
export const MAX_INTERFACE_STRING = 1000;
/** Most strings one save may change: every string of the storefront, with room to spare. */
export const MAX_STRINGS_PER_SAVE = 2000;
/** Longest search in the strings' list. */
export const MAX_STRING_SEARCH = 100;

const languageCode = z
  .string({ error: 'The code field is required.' })
  .trim()
  .min(1, 'The code field is required.')
  .transform((code) => code.toLowerCase())
  .pipe(
    z
      .string()
      .regex(
        LANGUAGE_CODE,
        'The code must be two or three letters, with a region after a dash if any, such as fr or pt-br.',
      ),
  );

const direction = z.enum(languageDirections, { error: 'The direction must be ltr or rtl.' });
const title = requiredText('title', MAX_LANGUAGE_TITLE);

/**
 * `POST /staff/languages`: a new language. It starts switched off with no interface string, so
 * staff translate first and offer it to shoppers when they choose. The code never changes
 * afterwards: shoppers' browsers, links and the content's translations all name it.
 */
export const staffLanguageCreateBodySchema = z.object({ name: languageCode, title, direction });
export type StaffLanguageCreateBody = z.input<typeof staffLanguageCreateBodySchema>;
export type StaffLanguageCreateValues = z.output<typeof staffLanguageCreateBodySchema>;

/** `PUT /staff/languages/{id}`: its title, direction and whether shoppers may pick it (the default always). */
export const staffLanguageUpdateBodySchema = z.object({
  title,
  direction,
  is_active: z.boolean({ error: 'The active field must be true or false.' }),
});
export type StaffLanguageUpdateBody = z.input<typeof staffLanguageUpdateBodySchema>;
export type StaffLanguageUpdateValues = z.output<typeof staffLanguageUpdateBodySchema>;

export const staffLanguageParamsSchema = z.object({ id: idSchema });

/**
 * Why a language may not become the default now, if it may not:
 * - `inactive`: shoppers are not offered it;
 * - `missing_strings`: it lacks some of the default's interface strings, which are the list
 *   every language is checked against;
 * - `translated_content`: products, categories, pages and the like have text stored in it or in
 *   the current default beside their own. Their own text is read as the default language's, so
 *   a new default would have shoppers read that text instead of their translation.
 */
export const defaultBlocks = ['inactive', 'missing_strings', 'translated_content'] as const;
export type DefaultBlock = (typeof defaultBlocks)[number];

/** A language as staff see it, switched off ones too (the storefront offers only the active). */
export const staffLanguageSchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  direction: z.enum(languageDirections),
  is_default: z.boolean(),
  is_active: z.boolean(),
  /** Its place in the storefront's language menu, from 0. */
  position: z.number().int(),
  /** How many of the default's strings it has. */
  translated: z.number().int(),
  /** How many of the default's strings it lacks: shoppers read those in the key's English. */
  missing: z.number().int(),
  /** Null when it is the default or may become it. */
  default_blocked_by: z.enum(defaultBlocks).nullable(),
});
export type StaffLanguage = z.infer<typeof staffLanguageSchema>;

/** How many interface strings the default language has: the count every other is checked against. */
const totalStrings = z.number().int();

/** `GET /staff/languages`: every language in the storefront's order. */
export const staffLanguagesResponseSchema = z.object({
  languages: z.array(staffLanguageSchema),
  total_strings: totalStrings,
});
export type StaffLanguagesResponse = z.infer<typeof staffLanguagesResponseSchema>;

/** `GET /staff/languages/{id}` and the answer of each change. */
export const staffLanguageResponseSchema = z.object({
  language: staffLanguageSchema,
  total_strings: totalStrings,
});
export type StaffLanguageResponse = z.infer<typeof staffLanguageResponseSchema>;

/** Which strings a list shows: those the language lacks, or those it has. */
export const interfaceStringStatuses = ['missing', 'translated'] as const;
export type InterfaceStringStatus = (typeof interfaceStringStatuses)[number];

/**
 * `GET /staff/languages/{id}/strings`: a page of the default language's strings in its order,
 * each with this language's text; `search` is a piece of the key, the default's text or this
 * language's text, case aside.
 */
export const staffLanguageStringsQuerySchema = paginationQuerySchema.extend({
  search: optionalText('search', MAX_STRING_SEARCH),
  status: z.enum(interfaceStringStatuses, { error: 'The status must be missing or translated.' }).optional(),
});
export type StaffLanguageStringsQuery = z.input<typeof staffLanguageStringsQuerySchema>;
export type StaffLanguageStringsFilter = z.output<typeof staffLanguageStringsQuerySchema>;

/** One interface string: its key (the English the storefront's code names it by), the default's text and this language's. */
export const interfaceStringSchema = z.object({
  key: z.string(),
  default_text: z.string(),
  /** Null where the language lacks it. */
  text: z.string().nullable(),
});
export type InterfaceString = z.infer<typeof interfaceStringSchema>;

export const staffLanguageStringsResponseSchema = z.object({
  language: staffLanguageSchema,
  /** The language the keys and the default texts are the strings of. */
  default_language: z.object({ name: z.string(), title: z.string(), direction: z.enum(languageDirections) }),
  strings: z.array(interfaceStringSchema),
  /** Strings the search and status match. */
  total: z.number().int(),
  /** Strings the search matches, all of them and per status: the tabs' counts. */
  counts: z.object({ all: z.number().int(), missing: z.number().int(), translated: z.number().int() }),
});
export type StaffLanguageStringsResponse = z.infer<typeof staffLanguageStringsResponseSchema>;

/** One string's new text: blank or null takes it away (shoppers then read the key's English). */
const stringText = z
  .string({ error: 'The text must be a string.' })
  .trim()
  .max(MAX_INTERFACE_STRING, `The text may not be greater than ${MAX_INTERFACE_STRING} characters.`)
  .nullable()
  .transform((text) => text || null);

/**
 * `PUT /staff/languages/{id}/strings`: the strings to change, by key, and only those. A key
 * left out keeps its text, so two staff saving different strings at once both keep theirs.
 * Each key must be one of the default language's strings.
 */
export const staffLanguageStringsBodySchema = z.object({
  strings: z
    .record(z.string().min(1, 'A key may not be empty.'), stringText, { error: 'The strings must be an object.' })
    .refine((strings) => Object.keys(strings).length > 0, 'Send at least one string.')
    .refine(
      (strings) => Object.keys(strings).length <= MAX_STRINGS_PER_SAVE,
      `A save may change at most ${MAX_STRINGS_PER_SAVE} strings.`,
    ),
});
export type StaffLanguageStringsBody = z.input<typeof staffLanguageStringsBodySchema>;
export type StaffLanguageStringsValues = z.output<typeof staffLanguageStringsBodySchema>;
