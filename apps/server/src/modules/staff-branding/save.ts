import type { StaffBrandingValues } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { saveSettings, writeChangedSettings } from '../settings/save-settings.ts';
import { SETTINGS_TEXT_ID } from '../../db/types/translation.ts';
import { unofferedLanguages } from '../translations/offered.ts';
import { replaceTexts } from '../translations/write-queries.ts';
import { FOOTER_TEXT_FIELDS, type FooterTextField, footerTextRows } from './queries.ts';

/** The settings keys the branding form writes (its pictures have routes of their own). */
const KEYS = [
  'app_name',
  'mobile',
  'address',
  'web_footer_text',
  'web_footer_description',
  'google_playstore_link',
  'app_store_link',
  'show_download_app',
  'theme_colors',
] as const;

/** Where every branding change is filed in the audit log. */
export const BRANDING_SUBJECT = { subjectType: 'settings', subjectId: 'branding' } as const;

interface FooterText {
  locale: string;
  field: FooterTextField;
  value: string | null;
}

/** The footer sentences sent, one per language and field; refused for a language not offered. */
async function sentTexts(ctx: AppContext, body: StaffBrandingValues): Promise<FooterText[]> {
  const sent = Object.entries(body.translations ?? {});
  if (sent.length === 0) return [];
  const refused = await unofferedLanguages(ctx.db, body.translations ?? {});
  if (Object.keys(refused).length > 0) throw AppError.fields(refused);
  return sent.flatMap(([locale, texts]) =>
    FOOTER_TEXT_FIELDS.flatMap((field) => {
      const value = texts[field];
      return value === undefined ? [] : [{ locale, field, value }];
    }),
  );
}

/**
 * `PUT /staff/branding`: writes the settings sent that differ from the stored ones, and the
 * footer's sentences in the other languages, with one `branding.update` audit entry holding each
 * changed value before and after (see saveSettings for the lock). True when anything changed.
 */
export async function saveBranding(ctx: AppContext, staffId: number, body: StaffBrandingValues): Promise<boolean> {
  const texts = await sentTexts(ctx, body);
  const audit = { actorId: staffId, action: 'branding.update', subjectId: BRANDING_SUBJECT.subjectId };
  return saveSettings(ctx, audit, async (trx, change) => {
    await writeChangedSettings(trx, KEYS, body, change);
    const rows = texts.length > 0 ? await footerTextRows(trx) : [];
    for (const { locale, field, value } of texts) {
      const current = rows.find((row) => row.locale === locale && row.field === field)?.value ?? null;
      if (current === value) continue;
      await replaceTexts(trx, 'setting', SETTINGS_TEXT_ID, [field], { [locale]: { [field]: value } });
      change.before[`translations.${locale}.${field}`] = current;
      change.after[`translations.${locale}.${field}`] = value;
    }
  });
}
