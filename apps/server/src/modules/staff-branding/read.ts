import type { FooterTexts, StaffBrandingResponse } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { listLanguages, readSettings } from '../settings/queries.ts';
import { footerTextRows } from './queries.ts';

/** The branding as staff edit it, with the footer's sentences in every other active language. */
export async function brandingPage(db: Db): Promise<StaffBrandingResponse> {
  const [settings, languages, rows] = await Promise.all([readSettings(db), listLanguages(db), footerTextRows(db)]);
  const ordered = [...languages].sort((a, b) => b.is_default - a.is_default);
  const translations: Record<string, FooterTexts> = {};
  for (const language of ordered) {
    if (language.is_default === 1) continue;
    const texts = (field: keyof FooterTexts) =>
      rows.find((row) => row.locale === language.name && row.field === field)?.value ?? null;
    translations[language.name] = {
      web_footer_text: texts('web_footer_text'),
      web_footer_description: texts('web_footer_description'),
    };
  }
  return {
    branding: {
      app_name: settings.app_name,
      web_logo: settings.web_logo,
      web_footer_logo: settings.web_footer_logo,
      footer_qr: settings.footer_qr,
      mobile: settings.mobile,
      address: settings.address,
      web_footer_text: settings.web_footer_text,
      web_footer_description: settings.web_footer_description,
      google_playstore_link: settings.google_playstore_link,
      app_store_link: settings.app_store_link,
      show_download_app: settings.show_download_app,
      theme_colors: settings.theme_colors,
      translations,
    },
    languages: ordered.map((language) => ({ ...language, is_default: language.is_default === 1 })),
  };
}
