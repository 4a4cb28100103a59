import type { Language, StaffNavigation } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { listFooterGroupRows, listFooterItems, listLanguages, listMenus } from '../settings/queries.ts';
import { type NavigationEntity, type NavigationField, selectSocialLinks, selectTexts } from './queries.ts';

/** The active languages, the default one's texts being the rows' own columns. */
export async function navigationLanguages(db: Db): Promise<Language[]> {
  return (await listLanguages(db)).map((row) => ({ ...row, is_default: row.is_default === 1 }));
}

/** Every row's texts of `entity` in each of `locales`, null where it has none. */
async function textsByRow(db: Db, entity: NavigationEntity, field: NavigationField, locales: string[]) {
  const found = new Map<number, Record<string, string | null>>();
  for (const row of await selectTexts(db, entity, field)) {
    const texts = found.get(row.entity_id) ?? {};
    texts[row.locale] = row.value;
    found.set(row.entity_id, texts);
  }
  // Texts of a language no longer offered stay in the table but are not shown.
  return (id: number) => Object.fromEntries(locales.map((locale) => [locale, found.get(id)?.[locale] ?? null]));
}

/** The header menu, the footer columns with their entries and the social links, in the storefront's order. */
export async function navigationView(db: Db): Promise<StaffNavigation> {
  const languages = await navigationLanguages(db);
  const others = languages.filter((language) => !language.is_default).map((language) => language.name);
  const [menus, groups, items, socialLinks, menuTexts, groupTexts, itemTexts] = await Promise.all([
    listMenus(db),
    listFooterGroupRows(db),
    listFooterItems(db),
    selectSocialLinks(db),
    textsByRow(db, 'menu', 'name', others),
    textsByRow(db, 'footer_group', 'title', others),
    textsByRow(db, 'footer_item', 'title', others),
  ]);
  return {
    menus: menus.map((menu) => ({ ...menu, is_external: menu.is_external === 1, translations: menuTexts(menu.id) })),
    footer_groups: groups.map((group) => ({
      ...group,
      translations: groupTexts(group.id),
      items: items
        .filter((item) => item.group_id === group.id)
        .map((item) => ({ ...item, translations: itemTexts(item.id) })),
    })),
    social_links: socialLinks,
    languages,
  };
}
