import { z } from 'zod';
import { moneyInput, optionalText } from './common.ts';
import { languageSchema } from './settings.ts';
import { shopDetailsSchema } from './shop.ts';

/** Longest texts of a shop's profile, as the shops table holds them. */
export const SHOP_TEXT_LIMITS = {
  name: 80,
  short_description: 500,
  description: 20_000,
  address: 500,
  phone: 20,
  email: 254,
  estimated_delivery_time: 50,
} as const;

/** Shortest shop name. */
export const SHOP_NAME_MIN = 2;

/** Largest logo and banner files the shop may upload. */
export const SHOP_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const SHOP_BANNER_MAX_BYTES = 5 * 1024 * 1024;
/** Picture types a logo or banner may be (checked by content on the server). */
export const shopImageTypes = ['png', 'jpeg', 'webp', 'gif'] as const;

/** Most languages one save may carry texts for. */
export const MAX_SHOP_LANGUAGES = 20;

/** The shop's name: 2 to 80 characters, a blank one said to be missing (and only that). */
const shopName = z
  .string({ error: 'The name field is required.' })
  .trim()
  .min(1, { error: 'The name field is required.', abort: true })
  .min(SHOP_NAME_MIN, `The name must be at least ${SHOP_NAME_MIN} characters.`)
  .max(SHOP_TEXT_LIMITS.name, `The name may not be greater than ${SHOP_TEXT_LIMITS.name} characters.`);

/** An optional name: blank means none (the default language's shows), else 2 to 80 characters. */
const optionalShopName = optionalText('name', SHOP_TEXT_LIMITS.name).refine(
  (value) => value === null || value.length >= SHOP_NAME_MIN,
  `The name must be at least ${SHOP_NAME_MIN} characters.`,
);

/** "HH:MM" on a 24-hour clock. */
const timeOfDay = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `The ${label} must be a time like 09:30.`);

const optionalEmail = optionalText('email', SHOP_TEXT_LIMITS.email)
  .refine((value) => value === null || z.email().safeParse(value).success, 'The email must be a valid email address.')
  .transform((value) => value?.toLowerCase() ?? null);

const optionalPhone = optionalText('phone', SHOP_TEXT_LIMITS.phone).refine(
  (value) => value === null || /^\+?\d[\d ().-]*$/.test(value),
  'The phone may hold only digits, spaces, brackets, dots, dashes and a leading +.',
);

/**
 * A shop's texts in another language; a blank one has none there, and shoppers read the
 * default language's. The description is rich text, kept as far as the server's sanitiser allows.
 */
export const shopTextsBodySchema = z.object({
  name: optionalShopName,
  short_description: optionalText('short description', SHOP_TEXT_LIMITS.short_description),
  description: optionalText('description', SHOP_TEXT_LIMITS.description),
  estimated_delivery_time: optionalText('estimated delivery time', SHOP_TEXT_LIMITS.estimated_delivery_time),
});
export type ShopTextsValues = z.output<typeof shopTextsBodySchema>;

/** A language's name as the languages table holds it ("ar", "fr", "pt-BR"). */
const localeKey = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'The language is not one the shop offers.');

/**
 * `PUT /seller/shop`: the shop's profile. Texts in the default language are the shop's own;
 * `translations` holds the other languages' by language name, each language sent replacing
 * that language's texts whole (languages not sent keep theirs). Opening and closing times are
 * the shop's hours on the server's clock: a closing time before the opening time runs past
 * midnight, and equal times mean always open. The delivery charge is in the default currency.
 */
export const sellerShopBodySchema = z.object({
  name: shopName,
  short_description: optionalText('short description', SHOP_TEXT_LIMITS.short_description),
  description: optionalText('description', SHOP_TEXT_LIMITS.description),
  address: optionalText('address', SHOP_TEXT_LIMITS.address),
  phone: optionalPhone,
  email: optionalEmail,
  opening_time: timeOfDay('opening time'),
  closing_time: timeOfDay('closing time'),
  estimated_delivery_time: optionalText('estimated delivery time', SHOP_TEXT_LIMITS.estimated_delivery_time),
  delivery_charge: moneyInput('delivery charge'),
  translations: z
    .record(localeKey, shopTextsBodySchema, { error: 'The translations must be an object.' })
    .refine(
      (texts) => Object.keys(texts).length <= MAX_SHOP_LANGUAGES,
      `The translations may not have more than ${MAX_SHOP_LANGUAGES} languages.`,
    )
    .default({}),
});
export type SellerShopBody = z.input<typeof sellerShopBodySchema>;
export type SellerShopValues = z.output<typeof sellerShopBodySchema>;

/** A shop's texts in one other language as saved; null where it has none. */
export const shopTextsSchema = z.object({
  name: z.string().nullable(),
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  estimated_delivery_time: z.string().nullable(),
});
export type ShopTexts = z.infer<typeof shopTextsSchema>;

/**
 * `GET /seller/shop`: the profile as the form shows it, in the fields the storefront's shop page
 * has (money decimal, in the default currency; `shop_status` by the saved hours on the server's
 * clock), with every other active language's texts by language name.
 */
export const sellerShopProfileSchema = shopDetailsSchema
  .pick({
    id: true,
    name: true,
    logo: true,
    banner: true,
    short_description: true,
    description: true,
    address: true,
    phone: true,
    email: true,
    opening_time: true,
    closing_time: true,
    shop_status: true,
    estimated_delivery_time: true,
    delivery_charge: true,
  })
  .extend({ translations: z.record(z.string(), shopTextsSchema) });
export type SellerShopProfile = z.infer<typeof sellerShopProfileSchema>;

/** The profile and the shop's active languages, in the shop's order. */
export const sellerShopResponseSchema = z.object({
  shop: sellerShopProfileSchema,
  languages: z.array(languageSchema),
});
export type SellerShopResponse = z.infer<typeof sellerShopResponseSchema>;
