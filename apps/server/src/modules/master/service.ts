import type { Master } from '@souk/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RealtimeClientSettings } from '../../realtime/credentials.ts';
import { publicSocialAuths } from '../auth/social/authorize-urls.ts';
import { offeredGateways } from '../payment/gateways.ts';
import { resolveLocale } from '../settings/locale.ts';
import {
  listCurrencies,
  listFooterGroups,
  listLanguages,
  listMenus,
  listSocialLinks,
  readSettings,
  shopExists,
} from '../settings/queries.ts';
import { translateFooterTexts, translateNavigation } from './navigation-language.ts';

/** Everything the storefront needs to draw itself, as `GET /api/master` returns it. */
export async function buildMaster(
  db: Db,
  config: Config,
  realtimeClient: RealtimeClientSettings,
  acceptLanguage: string | undefined,
  shopId?: number,
): Promise<Master> {
  if (shopId !== undefined && !(await shopExists(db, shopId))) throw AppError.notFound('Shop');
  const [settings, languages, currencies, { menus, footers }, socialLinks] = await Promise.all([
    readSettings(db).then(async (settings) => ({ ...settings, ...(await translateFooterTexts(db, settings)) })),
    listLanguages(db),
    listCurrencies(db),
    Promise.all([listMenus(db), listFooterGroups(db)]).then(([menus, footers]) =>
      translateNavigation(db, menus, footers),
    ),
    listSocialLinks(db),
  ]);
  const defaultCurrency = currencies.find((c) => c.is_default === 1) ?? currencies[0];
  return {
    currency: {
      symbol: defaultCurrency?.symbol ?? '$',
      position: defaultCurrency?.position ?? 'prefix',
      name: defaultCurrency?.name ?? 'USD',
      rate: defaultCurrency?.rate_from_default ?? 1,
    },
    currencies: currencies.map((c) => ({ ...c, is_default: c.is_default === 1 })),
    cash_on_delivery: settings.cash_on_delivery,
    online_payment: settings.online_payment,
    app_name: settings.app_name,
    google_playstore_link: settings.google_playstore_link,
    app_store_link: settings.app_store_link,
    multi_vendor: settings.multi_vendor,
    mobile: settings.mobile,
    web_show_footer: settings.web_show_footer,
    address: settings.address,
    payment_gateways: offeredGateways(config, settings),
    web_footer_text: settings.web_footer_text,
    web_footer_description: settings.web_footer_description,
    web_footer_logo: settings.web_footer_logo,
    footer_qr: settings.footer_qr,
    web_logo: settings.web_logo,
    social_links: socialLinks,
    theme_colors: settings.theme_colors,
    // The built-in server's key, or the configured service's (host null: this origin or Pusher's cluster).
    ...realtimeClient,
    app_environment: config.APP_ENV,
    show_download_app: settings.show_download_app,
    register_otp_verify: settings.register_otp_verify,
    register_otp_type: settings.register_otp_type,
    forgot_otp_type: settings.forgot_otp_type,
    languages: languages.map((l) => ({ ...l, is_default: l.is_default === 1 })),
    social_auths: await publicSocialAuths(config, settings),
    phone_required: settings.phone_required,
    phone_min_length: settings.phone_min_length,
    phone_max_length: settings.phone_max_length,
    order_place_account_verify: settings.order_place_account_verify,
    menus: menus.map((m) => ({ ...m, is_external: m.is_external === 1 })),
    footers,
    app_locale: resolveLocale(acceptLanguage, languages),
  };
}
