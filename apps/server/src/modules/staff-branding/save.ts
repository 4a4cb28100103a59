import { isDeepStrictEqual } from 'node:util';
import type { StaffBrandingValues } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { recordAudit } from '../audit/queries.ts';
import { settingDefaults } from '../settings/defaults.ts';
import { listLanguages } from '../settings/queries.ts';
import {
  FOOTER_TEXT_FIELDS,
  type FooterTextField,
  footerTextRows,
  lockSettings,
  storedSettings,
  upsertSetting,
  writeFooterText,
} from './queries.ts';

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
type Key = (typeof KEYS)[number];

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
  const languages = await listLanguages(ctx.db);
  const offered = new Set(languages.filter((l) => l.is_default !== 1).map((l) => l.name));
  const refused = sent.filter(([locale]) => !offered.has(locale));
  if (refused.length > 0) {
    throw AppError.fields(
      Object.fromEntries(
        refused.map(([locale]) => [`translations.${locale}`, ['The language is not one the shop offers.']]),
      ),
    );
  }
  return sent.flatMap(([locale, texts]) =>
    FOOTER_TEXT_FIELDS.flatMap((field) => {
      const value = texts[field];
      return value === undefined ? [] : [{ locale, field, value }];
    }),
  );
}

/**
 * `PUT /staff/branding`: writes the settings sent that differ from the stored ones, and the
 * footer's sentences in the other languages, with one audit entry holding each changed key's
 * value before and after, in one transaction holding the settings' lock: of two saves at once
 * the second runs on what the first left, so neither loses the other's keys, nothing is half
 * saved, and each audit entry's "before" is what the save replaced. Public answers drop the
 * settings at once after the commit, so the storefront shows the change at its next load.
 * True when anything changed.
 */
export async function saveBranding(ctx: AppContext, staffId: number, body: StaffBrandingValues): Promise<boolean> {
  const texts = await sentTexts(ctx, body);
  const sent = KEYS.filter((key) => body[key] !== undefined);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    await lockSettings(trx, ctx.kind);
    const stored = await storedSettings(trx, sent);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of sent) {
      const current = stored.has(key) ? stored.get(key) : settingDefaults[key as Key];
      if (isDeepStrictEqual(current, body[key])) continue;
      await upsertSetting(trx, key, body[key]);
      before[key] = current;
      after[key] = body[key];
    }
    const rows = texts.length > 0 ? await footerTextRows(trx) : [];
    for (const { locale, field, value } of texts) {
      const current = rows.find((row) => row.locale === locale && row.field === field)?.value ?? null;
      if (current === value) continue;
      await writeFooterText(trx, locale, field, value);
      before[`translations.${locale}.${field}`] = current;
      after[`translations.${locale}.${field}`] = value;
    }
    if (Object.keys(after).length === 0) return false;
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'branding.update',
      ...BRANDING_SUBJECT,
      before,
      after,
    });
    return true;
  });
  if (changed) catalogChanged();
  return changed;
}
