import type { Kysely } from 'kysely';
import { type Settings, settingDefaults } from '../modules/settings/defaults.ts';
import type { Database } from '../db/types.ts';
import { appLogo, paymentLogo, qrCode } from './artwork.ts';
import { insertRows } from './batch.ts';
import {
  ADDRESS,
  APP_STORE_LINK,
  COPYRIGHT,
  FOOTER_DESCRIPTION,
  HOTLINE,
  PLAY_STORE_LINK,
  SUPPORT_EMAIL,
} from './brand.ts';
import type { DemoImages } from './images.ts';
import { DEMO_MESSAGES } from './lang/index.ts';

/**
 * Teal/emerald theme. Primary is the 600 shade: white text on it reaches 5.1:1, above the
 * WCAG AA 4.5:1 needed for normal-size text on buttons.
 */
export const THEME_COLORS = {
  primary: '#0e7c6b',
  primary50: '#effcf8',
  primary100: '#c9f5e9',
  primary200: '#94ead4',
  primary300: '#5ad6bb',
  primary400: '#2bbb9f',
  primary500: '#149e86',
  primary600: '#0e7c6b',
  primary700: '#0f6357',
  primary800: '#114f47',
  primary900: '#12423c',
  primary950: '#042723',
};

/** Settings rows (key -> JSON), the three languages and the three currencies. */
export async function seedSettings(db: Kysely<Database>, images: DemoImages): Promise<void> {
  const values: Partial<Settings> = {
    app_name: 'Souk',
    web_logo: appLogo(images, 'header'),
    web_footer_logo: appLogo(images, 'footer'),
    web_footer_text: COPYRIGHT,
    web_footer_description: FOOTER_DESCRIPTION,
    footer_qr: await qrCode(images, 'app-store', APP_STORE_LINK),
    mobile: HOTLINE,
    address: ADDRESS,
    multi_vendor: true,
    cash_on_delivery: true,
    online_payment: true,
    payment_gateways: [{ id: 1, name: 'sandbox', title: 'Souk Pay (sandbox)', logo: paymentLogo(images) }],
    google_playstore_link: PLAY_STORE_LINK,
    app_store_link: APP_STORE_LINK,
    web_show_footer: true,
    show_download_app: true,
    theme_colors: THEME_COLORS,
    register_otp_verify: true,
    register_otp_type: 'email',
    forgot_otp_type: 'email',
    phone_required: true,
    phone_min_length: 9,
    phone_max_length: 16,
    order_place_account_verify: false,
    one_shop_per_cart: false,
    // Written out, off, so an owner finds the rows to switch them on.
    social_auths: settingDefaults.social_auths,
    recaptcha: settingDefaults.recaptcha,
    contact: {
      phone: HOTLINE,
      email: SUPPORT_EMAIL,
      whatsapp: '+1 555 010 2031',
      messenger: 'https://m.me/souk.example',
    },
  };
  await insertRows(
    db,
    'settings',
    Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
  );

  await insertRows(db, 'languages', [
    {
      name: 'en',
      title: 'English',
      direction: 'ltr',
      is_default: 1,
      is_active: 1,
      position: 0,
      messages: JSON.stringify(DEMO_MESSAGES.en),
    },
    {
      name: 'ar',
      title: 'العربية',
      direction: 'rtl',
      is_default: 0,
      is_active: 1,
      position: 1,
      messages: JSON.stringify(DEMO_MESSAGES.ar),
    },
    {
      name: 'fr',
      title: 'Français',
      direction: 'ltr',
      is_default: 0,
      is_active: 1,
      position: 2,
      messages: JSON.stringify(DEMO_MESSAGES.fr),
    },
  ]);

  await insertRows(db, 'currencies', [
    { name: 'USD', symbol: '$', position: 'prefix', rate_from_default: 1, precision: 2, is_default: 1, is_active: 1 },
    {
      name: 'EUR',
      symbol: '€',
      position: 'suffix',
      rate_from_default: 0.92,
      precision: 2,
      is_default: 0,
      is_active: 1,
    },
    {
      name: 'JPY',
      symbol: '¥',
      position: 'prefix',
      rate_from_default: 151.5,
      precision: 0,
      is_default: 0,
      is_active: 1,
    },
  ]);
}
