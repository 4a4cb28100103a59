import type { Db } from '../../db/database.ts';
import { SETTINGS_TEXT_ID } from '../../db/types/translation.ts';
import type { listFooterGroups, listMenus, readSettings } from '../settings/queries.ts';
import { translateRows, translationsOf } from '../translations/translations.ts';

type Menus = Awaited<ReturnType<typeof listMenus>>;
type FooterGroups = Awaited<ReturnType<typeof listFooterGroups>>;
type FooterTexts = Pick<Awaited<ReturnType<typeof readSettings>>, 'web_footer_text' | 'web_footer_description'>;

/**
 * The header menu and the footer in the request's language: the shop's own words, so they are
 * content (the translations table), not the storefront's message map. Three batched lookups.
 */
export async function translateNavigation(db: Db, menus: Menus, footers: FooterGroups) {
  const [translatedMenus, groups, items] = await Promise.all([
    translateRows(db, 'menu', menus, ['name'], (menu) => menu.id),
    translateRows(db, 'footer_group', footers, ['title'], (group) => group.id),
    translateRows(
      db,
      'footer_item',
      footers.flatMap((group) => group.items),
      ['title'],
      (item) => item.id,
    ),
  ]);
  const itemById = new Map(items.map((item) => [item.id, item]));
  return {
    menus: translatedMenus,
    footers: groups.map((group) => ({ ...group, items: group.items.map((item) => itemById.get(item.id) ?? item) })),
  };
}

/** The footer's sentences the owner wrote (copyright, description) in the request's language. */
export async function translateFooterTexts(db: Db, settings: FooterTexts): Promise<FooterTexts> {
  const fields = ['web_footer_text', 'web_footer_description'] as const;
  const translated = (await translationsOf(db, 'setting', [SETTINGS_TEXT_ID], fields)).get(SETTINGS_TEXT_ID);
  return {
    web_footer_text: translated?.web_footer_text ?? settings.web_footer_text,
    web_footer_description: translated?.web_footer_description ?? settings.web_footer_description,
  };
}
