import { z } from 'zod';
import { type ThemeColorKey, themeColorKeys } from '../theme.ts';
import { flagInput, optionalText, requiredText } from './common.ts';
import { languageSchema } from './settings.ts';
import { SHOP_LOGO_MAX_BYTES } from './seller-shop.ts';

/** Longest of each branding text, in characters. */
export const BRANDING_TEXT_LIMITS = {
  app_name: 60,
  mobile: 30,
  address: 255,
  web_footer_text: 200,
  web_footer_description: 1000,
  link: 2048,
} as const;

/** Largest logo, footer logo or QR picture: a logo's size. */
export const BRANDING_IMAGE_MAX_BYTES = SHOP_LOGO_MAX_BYTES;

/** The pictures of the storefront staff replace, by their settings key. */
export const brandingImageKeys = ['web_logo', 'web_footer_logo', 'footer_qr'] as const;
export type BrandingImageKey = (typeof brandingImageKeys)[number];

/** A theme colour as the storefront and the server's page head accept it: `#rrggbb`, stored in lower case. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const hotline = optionalText('hotline', BRANDING_TEXT_LIMITS.mobile).refine(
  (value) => value === null || /^\+?\d[\d ().-]*$/.test(value),
  'The hotline may hold only digits, spaces, brackets, dots, dashes and a leading +.',
);

/** A store's page: blank for none, else an http or https address. */
const storeLink = (label: string) =>
  optionalText(label, BRANDING_TEXT_LIMITS.link).refine(
    (value) => value === null || z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(value).success,
    `The ${label} must be an http or https address.`,
  );

const themeColour = (key: ThemeColorKey) =>
  z
    .string({ error: `The ${key} colour is required.` })
    .trim()
    .regex(HEX_COLOUR, `The ${key} colour must be written as #rrggbb.`)
    .transform((value) => value.toLowerCase());

/** All twelve colours of the palette: the storefront applies a palette only when it is whole. */
export const themeColorsBodySchema = z.object(
  Object.fromEntries(themeColorKeys.map((key) => [key, themeColour(key)])) as Record<
    ThemeColorKey,
    ReturnType<typeof themeColour>
  >,
  { error: 'The theme colours must be an object of the twelve colours.' },
);
export type ThemeColors = z.output<typeof themeColorsBodySchema>;

/** The footer's sentences in one language; blank leaves shoppers reading the default language's. */
export const footerTextsBodySchema = z.object({
  web_footer_text: optionalText('footer text', BRANDING_TEXT_LIMITS.web_footer_text).optional(),
  web_footer_description: optionalText('footer description', BRANDING_TEXT_LIMITS.web_footer_description).optional(),
});

/** A language's name as the languages table holds it ("ar", "fr", "pt-BR"). */
const localeKey = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'The language is not one the shop offers.');

/**
 * `PUT /staff/branding`: the settings to change, and only those. A key left out keeps its
 * stored value, so two staff saving different keys at once both keep theirs. The footer's
 * sentences in the default language are the settings themselves; `translations` holds the
 * other languages' by language name. `theme_colors` replaces the whole palette.
 */
export const staffBrandingBodySchema = z.object({
  app_name: requiredText('app name', BRANDING_TEXT_LIMITS.app_name).optional(),
  mobile: hotline.optional(),
  address: optionalText('address', BRANDING_TEXT_LIMITS.address).optional(),
  web_footer_text: footerTextsBodySchema.shape.web_footer_text,
  web_footer_description: footerTextsBodySchema.shape.web_footer_description,
  google_playstore_link: storeLink('play store link').optional(),
  app_store_link: storeLink('app store link').optional(),
  show_download_app: flagInput('download app').optional(),
  theme_colors: themeColorsBodySchema.optional(),
  translations: z.record(localeKey, footerTextsBodySchema, { error: 'The translations must be an object.' }).optional(),
});
export type StaffBrandingBody = z.input<typeof staffBrandingBodySchema>;
export type StaffBrandingValues = z.output<typeof staffBrandingBodySchema>;

/** The footer's sentences in one other language as saved; null where it has none. */
export const footerTextsSchema = z.object({
  web_footer_text: z.string().nullable(),
  web_footer_description: z.string().nullable(),
});
export type FooterTexts = z.infer<typeof footerTextsSchema>;

/** The storefront's branding as staff edit it, the settings' own wire shape (GET /master's keys). */
export const staffBrandingSchema = z.object({
  app_name: z.string(),
  web_logo: z.string().nullable(),
  web_footer_logo: z.string().nullable(),
  footer_qr: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  web_footer_text: z.string().nullable(),
  web_footer_description: z.string().nullable(),
  google_playstore_link: z.string().nullable(),
  app_store_link: z.string().nullable(),
  show_download_app: z.boolean(),
  /** Empty, or the twelve colours (the storefront then uses the built-in palette). */
  theme_colors: z.record(z.string(), z.string()),
  /** Every other active language's footer sentences, by language name. */
  translations: z.record(z.string(), footerTextsSchema),
});
export type StaffBranding = z.infer<typeof staffBrandingSchema>;

/** `GET /staff/branding` and the answer of each change: the branding and the active languages, the default first. */
export const staffBrandingResponseSchema = z.object({
  branding: staffBrandingSchema,
  languages: z.array(languageSchema),
});
export type StaffBrandingResponse = z.infer<typeof staffBrandingResponseSchema>;
