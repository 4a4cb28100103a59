import { z } from 'zod';

/**
 * The signed-in shopper as the reference API shows them. `account_verified` (email or phone
 * verified) is what checkout checks when `order_place_account_verify` is on.
 */
export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  is_active: z.boolean(),
  profile_photo: z.string().nullable(),
  gender: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  country: z.string().nullable(),
  phone_code: z.string().nullable(),
  account_verified: z.boolean(),
  last_online: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** `GET /avatar.svg`: up to two initials (letters or digits of any script) to draw. */
export const avatarQuerySchema = z.object({
  initials: z
    .string()
    .max(4, 'The initials may not be greater than 4 characters.')
    .regex(/^[\p{L}\p{N}]*$/u, 'The initials may only contain letters and digits.')
    .optional(),
});
