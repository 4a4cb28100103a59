import { z } from 'zod';
import { flagInput, optionalText, wholeNumberInput } from './common.ts';

/**
 * The lengths staff may give the phone rules, in digits. Below 4 no number is real; above 20 a
 * number fits neither the accounts' phone column (20 characters) nor what the one-time code
 * forms accept (4 to 20 digits), so shoppers could sign up with a number no code reaches.
 */
export const PHONE_LENGTH_BOUNDS = { min: 4, max: 20 } as const;

/** Longest of each account setting's text, in characters. */
export const ACCOUNT_TEXT_LIMITS = { client_id: 255, site_key: 255, secret: 512, redirect_url: 2048 } as const;

/** Where one-time codes go: the shopper's email or, by text message, their phone. */
export const codeChannels = ['email', 'phone'] as const;
export type CodeChannel = (typeof codeChannels)[number];

/** The social sign-in providers whose flow needs a secret of ours (Apple's identity tokens need none). */
export const socialSecretProviders = ['google', 'facebook'] as const;
export type SocialSecretProvider = (typeof socialSecretProviders)[number];

/**
 * The server's environment variable holding each secret; when set it wins over the one staff
 * saved in the console (an operator's word is final), and the console says so.
 */
export const ACCOUNT_SECRET_VARIABLES = {
  google: 'GOOGLE_CLIENT_SECRET',
  facebook: 'FACEBOOK_APP_SECRET',
  recaptcha: 'RECAPTCHA_SECRET_KEY',
} as const;

const codeChannel = (label: string) => z.enum(codeChannels, { error: `The ${label} must be email or phone.` });

/** An id or key a provider issued: blank for none, never with spaces (a pasted one often has them). */
const issuedId = (label: string, max: number) =>
  optionalText(label, max).refine((value) => value === null || !/\s/.test(value), `The ${label} may not hold spaces.`);

/**
 * A write-only secret: a new value replaces the stored one, null clears it, and absent or
 * blank keeps it (a form sends its empty secret field as it is).
 */
const secretInput = (label: string) =>
  z
    .string({ error: `The ${label} must be a string.` })
    .trim()
    .max(ACCOUNT_TEXT_LIMITS.secret, `The ${label} may not be greater than ${ACCOUNT_TEXT_LIMITS.secret} characters.`)
    .refine((value) => !/\s/.test(value), `The ${label} may not hold spaces.`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** Where Apple sends the shopper back: blank for the storefront's own callback page. */
const redirectUrl = optionalText('Apple redirect URL', ACCOUNT_TEXT_LIMITS.redirect_url).refine(
  (value) => value === null || z.url({ protocol: /^https?$/ }).safeParse(value).success,
  'The Apple redirect URL must be an http or https address.',
);

const providerBody = (name: string) =>
  z.object({
    is_active: flagInput(`${name} sign-in`).optional(),
    client_id: issuedId(`${name} client id`, ACCOUNT_TEXT_LIMITS.client_id).optional(),
  });

/**
 * `PUT /staff/accounts`: the settings to change, and only those (a provider's fields one by one),
 * so two staff saving different fields at once both keep theirs. Secrets are write-only.
 */
export const staffAccountsBodySchema = z.object({
  register_otp_verify: flagInput('registration code').optional(),
  register_otp_type: codeChannel('registration code channel').optional(),
  forgot_otp_type: codeChannel('reset code channel').optional(),
  phone_required: flagInput('phone required').optional(),
  phone_min_length: wholeNumberInput(
    'phone minimum length',
    PHONE_LENGTH_BOUNDS.min,
    PHONE_LENGTH_BOUNDS.max,
  ).optional(),
  phone_max_length: wholeNumberInput(
    'phone maximum length',
    PHONE_LENGTH_BOUNDS.min,
    PHONE_LENGTH_BOUNDS.max,
  ).optional(),
  social_auths: z
    .object(
      {
        google: providerBody('Google')
          .extend({ client_secret: secretInput('Google client secret') })
          .optional(),
        facebook: providerBody('Facebook')
          .extend({ client_secret: secretInput('Facebook app secret') })
          .optional(),
        apple: providerBody('Apple').extend({ redirect_url: redirectUrl.optional() }).optional(),
      },
      { error: 'The social sign-in settings must be an object.' },
    )
    .optional(),
  recaptcha: z
    .object(
      {
        is_active: flagInput('reCAPTCHA').optional(),
        site_key: issuedId('reCAPTCHA site key', ACCOUNT_TEXT_LIMITS.site_key).optional(),
        secret_key: secretInput('reCAPTCHA secret key'),
      },
      { error: 'The reCAPTCHA settings must be an object.' },
    )
    .optional(),
});
export type StaffAccountsBody = z.input<typeof staffAccountsBodySchema>;
export type StaffAccountsValues = z.output<typeof staffAccountsBodySchema>;

/**
 * What staff learn of a secret: whether one is saved in the console, and which one is in force
 * (the server's environment variable wins over a saved one; null: none at all). Never the value.
 */
const secretStateSchema = z.object({
  has_secret: z.boolean(),
  secret_source: z.enum(['environment', 'console']).nullable(),
});
export type AccountSecretState = z.infer<typeof secretStateSchema>;

const providerSchema = z.object({ is_active: z.boolean(), client_id: z.string().nullable() });

/** The account settings as staff edit them: the storefront's keys (GET /master's), secrets as their state only. */
export const staffAccountsSchema = z.object({
  register_otp_verify: z.boolean(),
  register_otp_type: z.enum(codeChannels),
  forgot_otp_type: z.enum(codeChannels),
  phone_required: z.boolean(),
  phone_min_length: z.number().int(),
  phone_max_length: z.number().int(),
  social_auths: z.object({
    google: providerSchema.extend(secretStateSchema.shape),
    facebook: providerSchema.extend(secretStateSchema.shape),
    apple: providerSchema.extend({ redirect_url: z.string().nullable() }),
  }),
  recaptcha: z.object({ is_active: z.boolean(), site_key: z.string().nullable() }).extend(secretStateSchema.shape),
});
export type StaffAccounts = z.infer<typeof staffAccountsSchema>;

/**
 * How the server delivers a channel's one-time codes: `sent` through its mail server or SMS
 * gateway, `outbox` only into the local outbox (local mode, for a developer to read), or
 * `unavailable` (codes cannot go that way, so staff cannot choose it).
 */
export const codeDeliverySchema = z.enum(['sent', 'outbox', 'unavailable']);
export type CodeDelivery = z.infer<typeof codeDeliverySchema>;

/** `GET /staff/accounts` and the answer of each change. */
export const staffAccountsResponseSchema = z.object({
  accounts: staffAccountsSchema,
  code_delivery: z.object({ email: codeDeliverySchema, phone: codeDeliverySchema }),
});
export type StaffAccountsResponse = z.infer<typeof staffAccountsResponseSchema>;
