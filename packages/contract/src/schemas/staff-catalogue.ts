import { z } from 'zod';
import { idSchema, optionalText, requiredText } from './common.ts';
import { languageSchema } from './settings.ts';
import { staffNavigationMoveBodySchema } from './staff-navigation.ts';

/** Platform staff's categories and sub-categories, brands, units and colours: bodies and answers. */

/** The longest texts, as the tables hold them. */
export const CATALOGUE_LIMITS = {
  categoryName: 255,
  brandName: 255,
  slug: 255,
  unitName: 50,
  colourName: 50,
} as const;

/** The largest category picture staff may upload. */
export const CATEGORY_THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

/** What a slug may be: lower-case letters and digits in words joined by single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug as typed; blank means "made from the name" (the server says so when the name has no Latin letter). */
const slugInput = optionalText('slug', CATALOGUE_LIMITS.slug).refine(
  (slug) => slug === null || SLUG.test(slug),
  'The slug may hold only lower-case letters, digits and single hyphens, such as summer-dresses.',
);

/** A language's name as the languages table holds it ("ar", "fr", "pt-BR"). */
const localeName = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'The language is not one the shop offers.');

/**
 * A name in the other languages by language name; a blank one has none there (shoppers read the
 * default language's). Each language sent replaces that language's name; those not sent keep theirs.
 */
const namesInput = (max: number) =>
  z.record(localeName, optionalText('name', max), { error: 'The translations must be an object.' }).default({});

const activeInput = z.boolean({ error: 'The active field must be true or false.' });

/** The parent of a sub-category: a category's id; none (null, blank) for a top-level category. */
const parentInput = z
  .union([z.number(), z.string().trim(), z.null()], { error: 'The parent must be a category.' })
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const id = Number(value);
    if (Number.isInteger(id) && id > 0 && id <= 2_147_483_647) return id;
    ctx.addIssue({ code: 'custom', message: 'The parent must be a category.' });
    return z.NEVER;
  });

/**
 * `POST /staff/catalogue/categories` and `PUT …/{id}`: a category (no parent) or a sub-category
 * of one. Its picture is uploaded on its own (`…/{id}/thumbnail`).
 */
export const staffCategoryBodySchema = z.object({
  name: requiredText('name', CATALOGUE_LIMITS.categoryName),
  slug: slugInput,
  parent_id: parentInput,
  is_active: activeInput,
  translations: namesInput(CATALOGUE_LIMITS.categoryName),
});
export type StaffCategoryBody = z.input<typeof staffCategoryBodySchema>;
export type StaffCategoryValues = z.output<typeof staffCategoryBodySchema>;

/** `POST …/categories/{id}/move`: its place (from 0) among its siblings; past the end is the last. */
export const staffCategoryMoveBodySchema = staffNavigationMoveBodySchema;
export type StaffCategoryMoveBody = z.input<typeof staffCategoryMoveBodySchema>;

/** `POST /staff/catalogue/brands` and `PUT …/{id}`. */
export const staffBrandBodySchema = z.object({
  name: requiredText('name', CATALOGUE_LIMITS.brandName),
  slug: slugInput,
  is_active: activeInput,
});
export type StaffBrandBody = z.input<typeof staffBrandBodySchema>;
export type StaffBrandValues = z.output<typeof staffBrandBodySchema>;

/** `POST /staff/catalogue/units` and `PUT …/{id}`: a unit of sale ("kg", "Piece") and its names. */
export const staffUnitBodySchema = z.object({
  name: requiredText('name', CATALOGUE_LIMITS.unitName),
  translations: namesInput(CATALOGUE_LIMITS.unitName),
});
export type StaffUnitBody = z.input<typeof staffUnitBodySchema>;
export type StaffUnitValues = z.output<typeof staffUnitBodySchema>;

/** `POST /staff/catalogue/colours` and `PUT …/{id}`: a colour of the palette, its code kept in lower case. */
export const staffColourBodySchema = z.object({
  name: requiredText('name', CATALOGUE_LIMITS.colourName),
  color_code: z
    .string({ error: 'The colour code field is required.' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'The colour code must be a colour like #1a2b3c.')
    .transform((code) => code.toLowerCase()),
});
export type StaffColourBody = z.input<typeof staffColourBodySchema>;
export type StaffColourValues = z.output<typeof staffColourBodySchema>;

export const staffCatalogueParamsSchema = z.object({ id: idSchema });

/** A name in the other active languages, null where it has none. */
const translationsSchema = z.record(z.string(), z.string().nullable());

export const staffCategorySchema = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  /** Blank until a picture is uploaded (a sub-category starts with its parent's). */
  thumbnail: z.string(),
  is_active: z.boolean(),
  /** Products filed under it, as their category or sub-category. */
  product_count: z.number(),
  translations: translationsSchema,
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

export const staffCategoryBranchSchema = staffCategorySchema.extend({ sub_categories: z.array(staffCategorySchema) });
export type StaffCategoryBranch = z.infer<typeof staffCategoryBranchSchema>;

/**
 * `GET /staff/catalogue/categories` and the answer of every change: every category, active or
 * not, in the storefront's order, each top-level one with its sub-categories, and the languages
 * names may be written in (the default first). `id`: the category a create added.
 */
export const staffCategoryTreeSchema = z.object({
  categories: z.array(staffCategoryBranchSchema),
  languages: z.array(languageSchema),
  id: z.number().optional(),
});
export type StaffCategoryTree = z.infer<typeof staffCategoryTreeSchema>;

export const staffBrandSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  is_active: z.boolean(),
  product_count: z.number(),
});
export type StaffBrand = z.infer<typeof staffBrandSchema>;

/** `GET /staff/catalogue/brands` and the answer of every change: every brand by name. */
export const staffBrandsSchema = z.object({ brands: z.array(staffBrandSchema) });
export type StaffBrands = z.infer<typeof staffBrandsSchema>;

export const staffUnitSchema = z.object({
  id: z.number(),
  name: z.string(),
  product_count: z.number(),
  translations: translationsSchema,
});
export type StaffUnit = z.infer<typeof staffUnitSchema>;

/** `GET /staff/catalogue/units` and the answer of every change: every unit by name, and the languages. */
export const staffUnitsSchema = z.object({ units: z.array(staffUnitSchema), languages: z.array(languageSchema) });
export type StaffUnits = z.infer<typeof staffUnitsSchema>;

export const paletteColourSchema = z.object({ id: z.number(), name: z.string(), color_code: z.string() });
export type PaletteColour = z.infer<typeof paletteColourSchema>;

/** `GET /staff/catalogue/colours`, the answer of every change, and `GET /seller/colour-palette`: the palette by name. */
export const colourPaletteSchema = z.object({ colours: z.array(paletteColourSchema) });
export type ColourPalette = z.infer<typeof colourPaletteSchema>;
