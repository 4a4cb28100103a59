import { z } from 'zod';
import { emailSchema, phoneCodeSchema, phoneInputSchema } from './auth.ts';
import { productCardSchema } from './catalog.ts';
import { flagInput, idSchema, optionalText, requiredText } from './common.ts';
import { userSchema } from './user.ts';

export const genders = ['male', 'female', 'other'] as const;

/** Blank form fields ('' from a multipart form) mean "none". */
const blankToNull = (value: unknown) => (value === '' ? null : value);

const dateOfBirthSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: 'The date of birth must be a date (YYYY-MM-DD).' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date of birth must be a date (YYYY-MM-DD).')
    .refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value), {
      message: 'The date of birth must be a date (YYYY-MM-DD).',
    })
    .refine((value) => value >= '1900-01-01' && Date.parse(value) < Date.now(), {
      message: 'The date of birth must be a date in the past.',
    })
    .nullish(),
);

/**
 * `POST /update-profile` (multipart, or JSON without a photo): a field left out stays as it is.
 * Role, verification and id fields are not part of it, so sending them changes nothing. The
 * phone's length rules come from the settings; the photo (`profile_photo`) is checked by the
 * server: png, jpeg, webp or gif by content, at most 2 MB.
 */
export const updateProfileBodySchema = z.object({
  name: requiredText('name', 100).optional(),
  email: emailSchema.optional(),
  phone: phoneInputSchema.optional(),
  phone_code: phoneCodeSchema.optional(),
  gender: z.preprocess(blankToNull, z.enum(genders, { error: 'The gender must be male, female or other.' }).nullish()),
  date_of_birth: dateOfBirthSchema,
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** `GET /profile` and `POST /update-profile`: the account as it now is. */
export const profileResponseSchema = z.object({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const profilePhotoTypes = ['png', 'jpeg', 'webp', 'gif'] as const;

const coordinate = (label: string, limit: number) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? null : Number(value)),
    z
      .number({ error: `The ${label} must be a number.` })
      .min(-limit, `The ${label} must be between -${limit} and ${limit}.`)
      .max(limit, `The ${label} must be between -${limit} and ${limit}.`)
      .nullable(),
  );

/** `POST /address/store` and `POST /address/{id}/update`. */
export const addressBodySchema = z.object({
  name: optionalText('name', 100),
  phone: phoneInputSchema,
  area: optionalText('area', 100),
  flat_no: optionalText('flat no', 50),
  post_code: optionalText('post code', 20),
  address_line: requiredText('address line', 255),
  address_line2: optionalText('address line2', 255),
  /** Free text such as Home, Office or Other. */
  address_type: requiredText('address type', 30),
  is_default: flagInput('is default'),
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
});
export type AddressBody = z.infer<typeof addressBodySchema>;
/** The address form as sent (coordinates and the flag as text or numbers; the server reads them). */
export type AddressInput = z.input<typeof addressBodySchema>;

export const addressSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  area: z.string().nullable(),
  flat_no: z.string().nullable(),
  address_type: z.string(),
  address_line: z.string(),
  address_line2: z.string().nullable(),
  post_code: z.string().nullable(),
  is_default: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** `GET /addresses`: the default address first. */
export const addressesResponseSchema = z.object({ total: z.number(), addresses: z.array(addressSchema) });
export const addressIdParamSchema = z.object({ id: idSchema });
/** `GET /address/{id}`, and the address as saved by `POST /address/store` and `/address/{id}/update`. */
export const addressResponseSchema = z.object({ address: addressSchema });
export type AddressResponse = z.infer<typeof addressResponseSchema>;

/** `POST /favorite-add-or-remove` toggles; the answer carries the card with its new `is_favorite`. */
export const favoriteToggleBodySchema = z.object({ product_id: idSchema });
export const favoriteToggleResponseSchema = z.object({ product: productCardSchema });
/** `GET /favorite-products` and `GET /recently-views`. */
export const productListResponseSchema = z.object({ products: z.array(productCardSchema) });

export const countrySchema = z.object({ id: z.number(), name: z.string(), phone_code: z.string(), code: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) });

/**
 * `GET /dashboard`: counts for the account home. Orders, quotes and tickets count 0 until those
 * parts exist; new counts are added as new keys.
 */
export const dashboardResponseSchema = z.object({
  counts: z.object({
    addresses: z.number(),
    favorites: z.number(),
    recently_viewed: z.number(),
    orders: z.number(),
    quotes: z.number(),
    support_tickets: z.number(),
  }),
});
export type Dashboard = z.infer<typeof dashboardResponseSchema>;

/** `GET /dev/outbox` (local mode only): the messages the shop would have mailed or texted. */
export const outboxQuerySchema = z.object({ to: optionalText('to', 254) });
export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
/** Newest first, at most 50 (the outbox keeps a day). */
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
