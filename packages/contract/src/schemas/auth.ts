import { z } from 'zod';
import { phoneError } from '../phone.ts';

export const emailSchema = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(254, 'The email may not be greater than 254 characters.')
  .email('The email must be a valid email address.')
  .transform((value) => value.toLowerCase());

/** Passwords: 8 to 128 characters, no composition rules, never truncated (ASVS 5.0). */
export const passwordSchema = z
  .string({ error: 'The password field is required.' })
  .min(1, 'The password field is required.')
  .max(128, 'The password may not be greater than 128 characters.');

export const sellerLoginBodySchema = z.object({ email: emailSchema, password: passwordSchema });
export type SellerLoginBody = z.infer<typeof sellerLoginBodySchema>;

export const accessSchema = z.object({ auth_type: z.literal('Bearer'), token: z.string(), expires_at: z.string() });

/** A phone number under the default rules (digits only are counted; 9 to 16 of them). */
export const phoneFieldSchema = z.string({ error: 'The phone field is required.' }).superRefine((value, ctx) => {
  const error = phoneError(value);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});
