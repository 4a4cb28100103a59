import type { RecaptchaSettings } from '@souk/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLanguageMessages, readSettings } from './queries.ts';

export async function languageMessages(db: Db, locale: string): Promise<Record<string, string>> {
  const messages = await findLanguageMessages(db, locale);
  if (!messages) throw AppError.notFound('Language');
  return messages;
}

export async function recaptchaSettings(db: Db, config: Config): Promise<RecaptchaSettings> {
  const { recaptcha } = await readSettings(db);
  if (!recaptcha.is_active) return { is_active: false, site_key: null, script_url: null };
  return { is_active: true, site_key: recaptcha.site_key, script_url: config.RECAPTCHA_SCRIPT_URL };
}
