/**
 * Every owner-editable setting with the value used when the `settings` table has no row for it.
 * Rows hold JSON; an owner changes logo, colours, payment options or the multi-vendor switch by
 * updating a row, with no rebuild. What the storefront does with each: docs/features/storefront.md#language-currency-and-theme.
 */
export const settingDefaults = {
  app_name: 'Souk',
  web_logo: null as string | null,
  web_footer_logo: null as string | null,
  web_footer_text: 'All right reserved by company' as string | null,
  web_footer_description: null as string | null,
  footer_qr: null as string | null,
  /** Hotline shown in the top bar. */
  mobile: null as string | null,
  address: null as string | null,
  multi_vendor: true,
  cash_on_delivery: true,
  online_payment: false,
  payment_gateways: [] as Array<{ id: number; name: string; title: string; logo: string }>,
  google_playstore_link: null as string | null,
  app_store_link: null as string | null,
  web_show_footer: true,
  show_download_app: false,
  /** Primary plus shades 50..950; applied by the storefront only when all twelve are present. */
  theme_colors: {} as Record<string, string>,
  register_otp_verify: false,
  register_otp_type: 'email' as 'email' | 'phone',
  forgot_otp_type: 'email' as 'email' | 'phone',
  phone_required: true,
  phone_min_length: 9,
  phone_max_length: 16,
  order_place_account_verify: false,
  /** One shop per cart ('You can only add products from the same shop!'); off by default. */
  one_shop_per_cart: false,
  social_auths: {
    google: { is_active: false, client_id: null as string | null },
    facebook: { is_active: false, client_id: null as string | null },
    apple: { is_active: false, client_id: null as string | null, redirect_url: null as string | null },
  },
  /** `secret_key` stays on the server (used when RECAPTCHA_SECRET_KEY is unset); never sent out. */
  recaptcha: { is_active: false, site_key: null } as {
    is_active: boolean;
    site_key: string | null;
    secret_key?: string | null;
  },
  contact: {
    phone: null as string | null,
    email: null as string | null,
    whatsapp: null as string | null,
    messenger: null as string | null,
  },
  /**
   * Social sign-in secrets staff saved in the console, used when the server's environment variable
   * (GOOGLE_CLIENT_SECRET, FACEBOOK_APP_SECRET) is unset. Kept apart from `social_auths`, which
   * the storefront receives, and read by nothing that answers a browser.
   */
  social_auth_secrets: { google: null as string | null, facebook: null as string | null },
};

export type Settings = typeof settingDefaults;
export type SettingKey = keyof Settings;
