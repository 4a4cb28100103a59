import { type StaffBranding, type StaffBrandingBody, type StaffBrandingValues, themeColorKeys } from '@souk/contract';
import type { FieldNamesMarkedBoolean } from 'react-hook-form';
import { generatePalette, isHexColour, type Palette } from './palette.ts';

/** The form's values: every text a string (blank for none), the palette whole. */
export interface BrandingFormValues {
  app_name: string;
  mobile: string;
  address: string;
  google_playstore_link: string;
  app_store_link: string;
  show_download_app: boolean;
  web_footer_text: string;
  web_footer_description: string;
  translations: Record<string, { web_footer_text: string; web_footer_description: string }>;
  theme_colors: Palette;
}

/** The palette the console itself is drawn in: the start when the shop has none of its own. */
const BUILT_IN_PRIMARY = '#0f766e';

/** The form's values for the saved branding. */
export function formValues(branding: StaffBranding): BrandingFormValues {
  const stored = branding.theme_colors;
  const whole = themeColorKeys.every((key) => isHexColour(stored[key]));
  return {
    app_name: branding.app_name,
    mobile: branding.mobile ?? '',
    address: branding.address ?? '',
    google_playstore_link: branding.google_playstore_link ?? '',
    app_store_link: branding.app_store_link ?? '',
    show_download_app: branding.show_download_app,
    web_footer_text: branding.web_footer_text ?? '',
    web_footer_description: branding.web_footer_description ?? '',
    translations: Object.fromEntries(
      Object.entries(branding.translations).map(([locale, texts]) => [
        locale,
        { web_footer_text: texts.web_footer_text ?? '', web_footer_description: texts.web_footer_description ?? '' },
      ]),
    ),
    theme_colors: whole ? (stored as Palette) : generatePalette(BUILT_IN_PRIMARY),
  };
}

const PLAIN_KEYS = [
  'app_name',
  'mobile',
  'address',
  'google_playstore_link',
  'app_store_link',
  'show_download_app',
  'web_footer_text',
  'web_footer_description',
] as const;

type Dirty = Partial<Readonly<FieldNamesMarkedBoolean<StaffBrandingBody>>>;

/**
 * The body of a save: only what staff changed, so a save never writes back a value another
 * staff member changed meanwhile. The palette goes whole once any colour of it changed.
 */
export function changedBody(values: StaffBrandingValues, dirty: Dirty): StaffBrandingBody {
  const body: StaffBrandingBody = {};
  for (const key of PLAIN_KEYS) {
    if (dirty[key]) Object.assign(body, { [key]: values[key] });
  }
  if (dirty.theme_colors && Object.values(dirty.theme_colors).some(Boolean)) body.theme_colors = values.theme_colors;
  const translations: NonNullable<StaffBrandingBody['translations']> = {};
  for (const [locale, fields] of Object.entries(dirty.translations ?? {})) {
    const texts = values.translations?.[locale];
    if (!texts || !fields) continue;
    if (fields.web_footer_text) (translations[locale] ??= {}).web_footer_text = texts.web_footer_text;
    if (fields.web_footer_description)
      (translations[locale] ??= {}).web_footer_description = texts.web_footer_description;
  }
  if (Object.keys(translations).length > 0) body.translations = translations;
  return body;
}
