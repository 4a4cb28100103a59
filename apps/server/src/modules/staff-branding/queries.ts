import type { Db } from '../../db/database.ts';
import { SETTINGS_TEXT_ID } from '../../db/types/translation.ts';

/** The footer's sentences, the settings that have texts in the other languages. */
export const FOOTER_TEXT_FIELDS = ['web_footer_text', 'web_footer_description'] as const;
export type FooterTextField = (typeof FOOTER_TEXT_FIELDS)[number];

/** The footer's sentences in every other language, as rows. */
export function footerTextRows(db: Db) {
  return db
    .selectFrom('translations')
    .select(['locale', 'field', 'value'])
    .where('entity', '=', 'setting')
    .where('entity_id', '=', SETTINGS_TEXT_ID)
    .where('field', 'in', [...FOOTER_TEXT_FIELDS])
    .execute();
}
