import { z } from 'zod';
import { normalizePhoneCode, phoneError } from '../phone.ts';
import { flagInput, optionalText, requiredText } from './common.ts';
import { userSchema } from './user.ts';

export const emailSchema = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(254, 'The email may not be greater than 254 characters.')
  .email('The email must be a valid email address.')
  .transform((value) => value.toLowerCase());

/** A password being checked (login, current password): any length up to 128, never truncated. */
export const passwordSchema = z
  .string({ error: 'The password field is required.' })
  .min(1, 'The password field is required.')
  .max(128, 'The password may not be greater than 128 characters.');

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A password being chosen: 8 to 128 characters, no composition rules (ASVS 5.0, NIST 800-63B).
 * The server also refuses the most common passwords; that list ships with the server only.
 */
export const newPasswordSchema = z
  .string({ error: 'The password field is required.' })
  .min(1, 'The password field is required.')
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`);

export const CONFIRM_PASSWORD_MISMATCH = 'Confirm Password does not match.';

/** Adds "password_confirmation must equal password" to a body schema holding both. */
export function withConfirmation<T extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: T) {
  return schema.refine((body) => body.password === body.password_confirmation, {
    message: CONFIRM_PASSWORD_MISMATCH,
    path: ['password_confirmation'],
  });
}

const confirmationSchema = z.string({ error: 'The password confirmation field is required.' }).max(128);

export const sellerLoginBodySchema = z.object({ email: emailSchema, password: passwordSchema });
export type SellerLoginBody = z.infer<typeof sellerLoginBodySchema>;

export const accessSchema = z.object({ auth_type: z.literal('Bearer'), token: z.string(), expires_at: z.string() });

/** A shop owner or platform staff as the seller API shows them: found by their email, so it is set. */
const sellerUserSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });
/** The owner's shop; `logo` is the stored path. */
export const sellerShopSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  logo: z.string(),
  prefix: z.string(),
});
export type SellerShop = z.infer<typeof sellerShopSchema>;
/** `POST /seller/staff-login`: platform staff's token, of the seller scope (they have no shop). */
export const staffSessionSchema = z.object({ access: accessSchema, user: sellerUserSchema });
export type StaffSession = z.infer<typeof staffSessionSchema>;
/** `POST /seller/login`: the owner's token, of the seller scope, and the shop it works on. */
export const sellerSessionSchema = staffSessionSchema.extend({ shop: sellerShopSchema });
export type SellerSession = z.infer<typeof sellerSessionSchema>;
/** `GET /seller/profile`. */
export const sellerProfileResponseSchema = z.object({ shop: sellerShopSchema });
export type SellerProfileResponse = z.infer<typeof sellerProfileResponseSchema>;

/** A phone number under the default rules (digits only are counted; 9 to 16 of them). */
export const phoneFieldSchema = z.string({ error: 'The phone field is required.' }).superRefine((value, ctx) => {
  const error = phoneError(value);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});

/**
 * A phone number whose length rules come from the shop's settings: the schema keeps the digits
 * (or null when blank), the server and the form then apply `phoneError(value, phoneRulesOf(settings))`.
 */
export const phoneInputSchema = z
  .string({ error: 'The phone must be a string.' })
  .max(40, 'The phone may not be greater than 40 characters.')
  .nullish()
  .transform((value) => value?.replace(/\D+/g, '') || null);

export const phoneCodeSchema = z
  .string({ error: 'The phone code must be a string.' })
  .max(8, 'The phone code may not be greater than 8 characters.')
  .nullish()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const code = normalizePhoneCode(value);
    if (!code) ctx.addIssue({ code: 'custom', message: 'The phone code must be 1 to 4 digits, such as +1.' });
    return code;
  });

/** "Email / Phone Number" of the login, OTP and forgot-password forms. */
function identifierSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, 'The phone may not be greater than 254 characters.');
}

/** `POST /login`: `phone` holds an email or a phone number. */
export const loginBodySchema = z.object({
  phone: identifierSchema('The phone field is required.'),
  password: passwordSchema,
  'g-recaptcha-response': z.string().max(10_000).nullish(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** `POST /registration`; the phone's length rules come from the settings (see phoneInputSchema). */
export const registrationBodySchema = z.object({
  name: requiredText('name', 100),
  phone: phoneInputSchema,
  email: emailSchema,
  password: newPasswordSchema,
  country: requiredText('country', 100),
  phone_code: phoneCodeSchema,
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;
/** The sign-up form as sent (blank phone fields may be null or left out). */
export type RegistrationInput = z.input<typeof registrationBodySchema>;

/** `POST /send-otp`: `forgot_password` 1 asks for a password-reset code, absent for sign-up verification. */
export const sendOtpBodySchema = z.object({
  phone: identifierSchema('The phone or email field is required.'),
  phone_code: phoneCodeSchema,
  forgot_password: flagInput('forgot password'),
});
export type SendOtpBody = z.infer<typeof sendOtpBodySchema>;
export type SendOtpInput = z.input<typeof sendOtpBodySchema>;

export const OTP_LENGTH = 4;

/** `POST /verify-otp`; `forgot_password` (optional) limits the check to a password-reset code. */
export const verifyOtpBodySchema = z.object({
  phone: identifierSchema('The phone or email field is required.'),
  // Some clients send the code as a number: 123 is "0123".
  otp: z.preprocess(
    (value) => (typeof value === 'number' ? String(value).padStart(OTP_LENGTH, '0') : value),
    z
      .string({ error: 'The otp field is required.' })
      .trim()
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The otp must be ${OTP_LENGTH} digits.`),
  ),
  forgot_password: flagInput('forgot password'),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;
export type VerifyOtpInput = z.input<typeof verifyOtpBodySchema>;

export const resetPasswordBodySchema = withConfirmation(
  z.object({
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
    token: z.string({ error: 'The token field is required.' }).trim().min(1, 'The token field is required.').max(200),
  }),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = withConfirmation(
  z.object({
    current_password: passwordSchema,
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
  }),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const socialProviders = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof socialProviders)[number];
export const socialProviderParamSchema = z.object({
  provider: z.enum(socialProviders, { error: 'The provider must be google, facebook or apple.' }),
});

/**
 * `POST /auth/{provider}/token`. Google: `code` is the authorization code (`data.redirect_uri`
 * defaults to "postmessage", the popup flow's; `data.code_verifier` when PKCE was used).
 * Facebook: `code` is the access token. Apple: `data.id_token` is the identity token. Google and
 * Apple need `data.nonce`, the nonce the storefront put into the authorization request.
 */
export const socialTokenBodySchema = z.object({
  code: z.string({ error: 'The code must be a string.' }).max(4096).nullish(),
  data: z.preprocess(
    (data) => data ?? {},
    z.object({
      nonce: optionalText('nonce', 255),
      id_token: optionalText('id token', 8192),
      redirect_uri: optionalText('redirect uri', 500),
      code_verifier: optionalText('code verifier', 128),
      name: optionalText('name', 100),
    }),
  ),
});
export type SocialTokenBody = z.infer<typeof socialTokenBodySchema>;

/** What login, registration and social sign-in answer. */
export const sessionSchema = z.object({ access: accessSchema, user: userSchema });
export type Session = z.infer<typeof sessionSchema>;

/** `POST /send-otp`: the email or phone the code went to, as the server reads it. */
export const sendOtpResponseSchema = z.object({ email_or_phone: z.string() });
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;
/**
 * `POST /verify-otp` with a password-reset code: the single-use token that lets `POST
 * /reset-password` set the new password. A sign-up code answers its message alone, no `data`.
 */
export const verifyOtpResponseSchema = z.object({ token: z.string() });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;
