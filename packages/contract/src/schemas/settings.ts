import { z } from 'zod';
import { idSchema } from './common.ts';

export const languageSchema = z.object({
  id: z.number(),
  name: z.string(), // locale code, e.g. "ar"
  title: z.string(), // shown in the picker, e.g. "العربية"
  direction: z.enum(['ltr', 'rtl']),
  is_default: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

export const currencySchema = z.object({
  id: z.number(),
  name: z.string(), // ISO code, e.g. "EUR"
  symbol: z.string(),
  position: z.enum(['prefix', 'suffix']),
  rate_from_default: z.number(),
  precision: z.number().int(),
  is_default: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;

export const menuItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  target: z.enum(['_self', '_blank']),
  is_external: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const footerItemTypes = ['logo', 'text', 'email', 'phone', 'social_links', 'app_store', 'link'] as const;
export const footerItemSchema = z.object({
  id: z.number(),
  type: z.enum(footerItemTypes),
  title: z.string(),
  url: z.string().nullable(),
  target: z.enum(['_self', '_blank']),
});
export type FooterItem = z.infer<typeof footerItemSchema>;

export const footerGroupSchema = z.object({ id: z.number(), title: z.string(), items: z.array(footerItemSchema) });
export type FooterGroup = z.infer<typeof footerGroupSchema>;

export const socialLinkSchema = z.object({ name: z.string(), link: z.string(), logo: z.string() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const themeColorsSchema = z.record(z.string(), z.string());

/**
 * One provider's sign-in settings. `authorize_url` is where the storefront's popup goes (the
 * provider's authorization endpoint or login dialog); null while the provider is off.
 */
export const socialAuthSchema = z.object({
  is_active: z.boolean(),
  client_id: z.string().nullable(),
  authorize_url: z.string().nullable(),
});

export const paymentGatewaySchema = z.object({ id: z.number(), name: z.string(), title: z.string(), logo: z.string() });

/** `GET /api/master`: every setting the storefront reads (docs/features/storefront.md). */
export const masterSchema = z.object({
  currency: z.object({
    symbol: z.string(),
    position: z.enum(['prefix', 'suffix']),
    name: z.string(),
    rate: z.number(),
  }),
  currencies: z.array(currencySchema),
  cash_on_delivery: z.boolean(),
  online_payment: z.boolean(),
  app_name: z.string(),
  google_playstore_link: z.string().nullable(),
  app_store_link: z.string().nullable(),
  multi_vendor: z.boolean(),
  mobile: z.string().nullable(),
  web_show_footer: z.boolean(),
  address: z.string().nullable(),
  payment_gateways: z.array(paymentGatewaySchema),
  web_footer_text: z.string().nullable(),
  web_footer_description: z.string().nullable(),
  web_footer_logo: z.string().nullable(),
  footer_qr: z.string().nullable(),
  web_logo: z.string().nullable(),
  social_links: z.array(socialLinkSchema),
  theme_colors: themeColorsSchema,
  pusher_app_key: z.string().nullable(),
  pusher_app_cluster: z.string().nullable(),
  pusher_host: z.string().nullable(),
  pusher_port: z.number().nullable(),
  pusher_scheme: z.enum(['http', 'https']).nullable(),
  app_environment: z.enum(['local', 'production']),
  show_download_app: z.boolean(),
  register_otp_verify: z.boolean(),
  register_otp_type: z.enum(['email', 'phone']),
  forgot_otp_type: z.enum(['email', 'phone']),
  languages: z.array(languageSchema),
  social_auths: z.object({
    google: socialAuthSchema,
    facebook: socialAuthSchema,
    apple: socialAuthSchema.extend({ redirect_url: z.string().nullable() }),
  }),
  phone_required: z.boolean(),
  phone_min_length: z.number().int(),
  phone_max_length: z.number().int(),
  order_place_account_verify: z.boolean(),
  menus: z.array(menuItemSchema),
  footers: z.array(footerGroupSchema),
  app_locale: z.string(),
});
export type Master = z.infer<typeof masterSchema>;

export const masterQuerySchema = z.object({ shop_id: idSchema.optional() });

/** `script_url` is the widget script to load, only while reCAPTCHA is active (else null). */
export const recaptchaSettingsSchema = z.object({
  is_active: z.boolean(),
  site_key: z.string().nullable(),
  script_url: z.string().nullable(),
});
export type RecaptchaSettings = z.infer<typeof recaptchaSettingsSchema>;

export const localeParamSchema = z.object({
  locale: z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'must be a language code such as en or ar'),
});

/** `GET /lang/:locale`: the storefront's strings in one language, by their English text. */
export const languageMessagesSchema = z.record(z.string(), z.string());
export type LanguageMessages = z.infer<typeof languageMessagesSchema>;

/**
 * `GET /health`, as load balancers read it: its own body, not the envelope. `ok` while the
 * database answers (200); `unavailable` with a 503 while it does not.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  /**
   * The product search index of the answering process: `building` while searches are answered
   * by the database (at start-up, and after a bulk load), `off` when SEARCH_INDEX=false.
   */
  search_index: z.enum(['off', 'building', 'ready']),
});
export type Health = z.infer<typeof healthSchema>;
